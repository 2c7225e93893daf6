import type { Dispatch, SetStateAction } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Product } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { currentPrice } from '../../../components/price.tsx';
import { salesMode } from '../../../components/sales-mode.ts';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { basketAddLine } from '../model/basket-line.ts';
import { chosenSize, type SizeChoice } from '../model/size-choice.ts';
import { addToCartRefusal, lowStock, visibleSizes } from '../model/sizes.ts';
import { CartMessage } from './cart-message.tsx';
import { QuantitySelect } from './quantity-select.tsx';
import { SizeOptions } from './size-options.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/** Without a chosen size the quantity list offers the most a line may hold. */
const NO_SIZE_STOCK = 10;

/**
 * §4 the buy box of a single product (type S). The choice lives in the product view, which also
 * shows the chosen size's price, and which is mounted per product: a colour change — a new
 * product — starts again from the preselected size and quantity 1.
 */
export function BuyBox({ product, choice, setChoice, language }: {
  product: Product;
  choice: SizeChoice;
  setChoice: Dispatch<SetStateAction<SizeChoice>>;
  language: string;
}) {
  const t = useCatalogueT(language);
  const cart = useAddToCart();
  const mode = salesMode();
  const sizes = visibleSizes(product.sizes, mode);
  const chosen = chosenSize(product, choice);
  const price = chosen ? currentPrice(chosen) : currentPrice(product);

  if (product.sizes.length === 0) {
    return <p className="cat-buy__none">{t(product.inSale ? 'product.product.21' : 'product.product.18')}</p>;
  }
  // §1/§4 click-and-collect lists sizes without web stock: choosing one asks the shopper for a store.
  const inStoreOnly = mode === 'click-and-collect' && chosen !== null && chosen.webInventory <= 0;
  const soldOut = sizes.length === 0 || (chosen !== null && chosen.webInventory <= 0 && !inStoreOnly);
  const left = chosen ? lowStock(chosen.webInventory) : null;
  return (
    <div className="cat-buy">
      <p className="cat-buy__instalment">{t('product.instalment', { price: formatPrice(price / 3, product.currency) })}</p>
      {sizes.length > 0 && (
        <SizeOptions sizes={sizes} chosen={choice.size} language={language} onChoose={(s) => setChoice((c) => ({ ...c, size: s?.size ?? null }))} />
      )}
      {left !== null && <p className="cat-buy__low">{t('product.lowStock', { count: left })}</p>}
      {soldOut ? (
        <p className="cat-buy__soldout">{t('catalogue.product.7')}</p>
      ) : (
        <>
          <QuantitySelect
            stock={chosen && !inStoreOnly ? chosen.webInventory : NO_SIZE_STOCK}
            value={choice.quantity}
            language={language}
            onChange={(quantity) => setChoice((c) => ({ ...c, quantity }))}
          />
          <button
            type="button"
            className="cat-button cat-buy__add"
            data-testid="add-to-cart"
            disabled={cart.busy}
            onClick={async () => {
              const refusal = addToCartRefusal(chosen, choice.quantity);
              if (refusal || !chosen) return cart.refuse(refusal ?? 'addToCart.4');
              if (inStoreOnly) {
                return getBus().send('ui.open', { panel: 'stores', props: { productId: chosen.productId, parentProductId: product.productId, size: chosen.size, quantity: choice.quantity } });
              }
              const line = basketAddLine(product, product, chosen, choice.quantity);
              // §4 after adding the quantity resets; the size stays chosen (issue 12: only another
              // product or colour reselects), so the price on screen stays the one just charged.
              if (await cart.add([line])) setChoice((c) => ({ ...c, quantity: 1 }));
            }}
          >
            {t('product.addToCart')}
          </button>
        </>
      )}
      <CartMessage message={cart.message} language={language} />
    </div>
  );
}
