import { formatPrice } from '@trama/shared/i18n';
import { useFlag } from '@trama/shared/ui';
import { currentPrice } from '../../../components/price.tsx';
import { salesMode } from '../../../components/sales-mode.ts';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { basketAddLine, packAddLines } from '../model/basket-line.ts';
import { chosenSize, type BuyBoxProps } from '../model/size-choice.ts';
import { addToCartRefusal, lowStock, visibleSizes } from '../model/sizes.ts';
import { CartMessage } from './cart-message.tsx';
import { QuantitySelect } from './quantity-select.tsx';
import { SizeOptions } from './size-options.tsx';
import { SizeGuideButton } from './size-guide-button.tsx';
import { StoreNotice } from './store-notice.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { openStorePanel, useChosenStore, useStorePickup } from './use-store-pickup.ts';

/** Without a chosen size, or collected in a store, the quantity list offers the most a line may hold. */
const NO_SIZE_STOCK = 10;

/**
 * How the chosen size reaches the basket (storefront §1, §4): `web` from web inventory; `panel` the
 * store side panel (a size without web stock, or click-and-collect mode without a chosen store);
 * `store` click-and-collect mode with a chosen store, which is checked first.
 */
type Route = 'web' | 'panel' | 'store';

/**
 * §4 the buy box of a single product (type S). The choice lives in the product view, which also
 * shows the chosen size's price, and which is mounted per product: a colour change — a new
 * product — starts again from the preselected size and quantity 1.
 */
export function BuyBox({ product, choice, setChoice, language }: BuyBoxProps) {
  const t = useCatalogueT(language);
  const cart = useAddToCart();
  const pickup = useStorePickup(cart.add);
  const store = useChosenStore();
  const stockLeft = useFlag('stock-left');
  const mode = salesMode();
  const sizes = visibleSizes(product.sizes, mode);
  const chosen = chosenSize(product, choice);
  const price = chosen ? currentPrice(chosen) : currentPrice(product);

  if (product.sizes.length === 0) {
    return <p className="cat-buy__none">{t(product.inSale ? 'product.product.21' : 'product.product.18')}</p>;
  }
  // Default mode lists only sizes with web stock (§5): a size without it is the preselected one of
  // a product with no web stock at all, and the store panel opens instead (§4).
  const webSoldOut = chosen !== null && chosen.webInventory <= 0;
  // Issue 31 §6: a pack of pieces is sent whole from web inventory (the store panel checks one line).
  const packOfPieces = (product.packPieces?.length ?? 0) > 0;
  const route: Route = packOfPieces ? 'web' : mode === 'click-and-collect' ? (store ? 'store' : 'panel') : webSoldOut ? 'panel' : 'web';
  // §5 Low stock (1 to 4) shows a remaining count, while the stock-left flag is on (§9).
  const left = chosen && stockLeft ? lowStock(chosen.webInventory) : null;
  // §4 add is enabled only with a size chosen and a quantity above 0.
  const refusal = addToCartRefusal(chosen, choice.quantity);

  const buy = async () => {
    if (refusal || !chosen) return cart.refuse(refusal ?? 'addToCart.4');
    // The full line (with what the basket shows), so the panel adds exactly what a web add would.
    const line = basketAddLine(product, product, chosen, choice.quantity);
    if (packOfPieces) {
      if (await cart.add(packAddLines(product, chosen, choice.quantity))) setChoice((c) => ({ ...c, quantity: 1 }));
      return;
    }
    if (route === 'panel') return openStorePanel(line);
    const added = route === 'store' ? await pickup.collect(line) : (await cart.add([line])) ? 'added' : 'refused';
    if (added === 'failed') cart.refuse('error_message', 'catalogue');
    // §4 after adding the quantity resets; the size stays chosen (issue 12: only another
    // product or colour reselects), so the price on screen stays the one just charged.
    if (added === 'added') setChoice((c) => ({ ...c, quantity: 1 }));
  };

  return (
    <div className="cat-buy">
      <p className="cat-buy__instalment">{t('product.instalment', { price: formatPrice(price / 3, product.currency, language) })}</p>
      {sizes.length > 0 && (
        <SizeOptions sizes={sizes} chosen={choice.size} language={language} onChoose={(s) => setChoice((c) => ({ ...c, size: s?.size ?? null }))} />
      )}
      {sizes.length > 0 && <SizeGuideButton language={language} />}
      {left !== null && <p className="cat-buy__low">{t('product.lowStock', { count: left })}</p>}
      {webSoldOut && mode === 'default' && <p className="cat-buy__soldout">{t('catalogue.product.7')}</p>}
      {webSoldOut && chosen && (
        <p className="cat-buy__store" data-testid="store-only">
          {t('product.storeOnly', { size: chosen.altSize ?? chosen.size })}
        </p>
      )}
      {route === 'store' && store && (
        <p className="cat-buy__store" data-testid="pickup-store">
          {t('product.pickupAt', { name: store.name ?? store.city })}
        </p>
      )}
      <QuantitySelect
        stock={chosen && route === 'web' ? chosen.webInventory : NO_SIZE_STOCK}
        value={choice.quantity}
        language={language}
        onChange={(quantity) => setChoice((c) => ({ ...c, quantity }))}
      />
      <button
        type="button"
        className="ui-button cat-buy__add"
        data-testid={route === 'panel' ? 'find-in-store' : 'add-to-cart'}
        // §4 "enabled only with quantity above 0 and a size chosen" is `aria-disabled`, not `disabled`:
        // a disabled button receives no click, so (1) a tap on it could not say why (§5 addToCart.3 /
        // .4, kept: `buy` still refuses with that message) and (2) before hydration the page loader
        // (shell/src/server/page-loader.ts) could not hold a tap on it — a size tapped, then "add",
        // both replayed in order, must add that size, whatever the server HTML's choice was. Only
        // a request in flight truly disables it (a second tap would add twice).
        aria-disabled={refusal !== null}
        disabled={cart.busy || pickup.checking}
        onClick={() => void buy()}
      >
        {t(route === 'panel' ? 'product.findInStore' : 'product.addToCart')}
      </button>
      <CartMessage message={cart.message} language={language} />
      {pickup.notice && (
        <StoreNotice
          language={language}
          onClose={pickup.closeNotice}
          onChooseStore={() => {
            const line = pickup.notice;
            pickup.closeNotice();
            if (line) openStorePanel(line);
          }}
        />
      )}
    </div>
  );
}
