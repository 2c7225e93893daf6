import { MAX_QUANTITY_PER_LINE } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { basketAddLine } from '../model/basket-line.ts';
import { chosenSize, type BuyBoxProps } from '../model/size-choice.ts';
import { addToCartRefusal } from '../model/sizes.ts';
import { CartMessage } from './cart-message.tsx';
import { QuantitySelect } from './quantity-select.tsx';
import { SizeButtons } from './size-options.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/**
 * The buy box of a gift card (storefront §3 itemType GFC, issue 16): its sizes are its amounts, so
 * the choice is the amount; 1 to 10 cards a line (§9), whatever the nominal stock. No low-stock hint,
 * no store panel or click and collect (a card is issued by the shop, never on a shelf), no size
 * guide, no old price. The line goes to the basket as GFC; the API prices it from its own data.
 */
export function GiftCardBuyBox({ product, choice, setChoice, language }: BuyBoxProps) {
  const t = useCatalogueT(language);
  const cart = useAddToCart();
  const chosen = chosenSize(product, choice);
  const amounts = product.sizes.filter((s) => s.startingPrice > 0);

  if (amounts.length === 0) return <p className="cat-buy__none">{t('product.product.18')}</p>;

  const buy = async () => {
    const refusal = addToCartRefusal(chosen, choice.quantity);
    if (refusal || !chosen) return cart.refuse(refusal ?? 'addToCart.4');
    // §4 after adding the quantity resets; the amount stays chosen.
    if (await cart.add([basketAddLine(product, product, chosen, choice.quantity)])) setChoice((c) => ({ ...c, quantity: 1 }));
  };

  return (
    <div className="cat-buy cat-buy--gift-card" data-testid="gift-card-buy-box">
      <SizeButtons
        legend={t('giftCard.amount')}
        sizes={amounts}
        chosen={choice.size}
        testId="gift-card-amount"
        // An amount stays chosen when clicked again: a gift card always has one.
        onClick={(s) => setChoice((c) => ({ ...c, size: s.size }))}
      />
      <p className="cat-buy__gift-card-note">{t('giftCard.note')}</p>
      <QuantitySelect
        stock={MAX_QUANTITY_PER_LINE}
        value={choice.quantity}
        language={language}
        onChange={(quantity) => setChoice((c) => ({ ...c, quantity }))}
      />
      <button type="button" className="ui-button cat-buy__add" data-testid="add-to-cart" disabled={cart.busy} onClick={() => void buy()}>
        {t('product.addToCart')}
      </button>
      <CartMessage message={cart.message} language={language} />
    </div>
  );
}
