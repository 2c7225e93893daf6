import type { Basket } from '@trama/shared/contract';
import { basketEntries, formatAmount, roundAmount, shownSizeName, sizeLabelKind } from '@trama/shared/rules';
import { DEFAULT_IMAGE, imageFallback } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';

/** Step 4's order summary: what is being bought, as the basket holds it (photo, name, size, pieces, amount). */
export function CheckoutLines({ language, basket }: { language: string; basket: Basket }) {
  const t = useBasketT(language);
  const lines = basketEntries(basket).flatMap(([parentId, entry]) => entry.sizes.map((line) => ({ parentId, entry, line })));
  return (
    <ul className="bsk-recap" data-testid="checkout-lines">
      {lines.map(({ parentId, entry, line }) => {
        const unit = line.listPriceAfterDiscount ?? line.startingPrice;
        return (
          <li key={`${parentId}:${line.productId}:${line.size}`} className="bsk-recap__line" data-testid="checkout-line">
            {/* Account §8: a missing image falls back to the default file (issue 31 point 11, O11). */}
            <img className="bsk-recap__photo" src={entry.thumbnail || entry.photo || DEFAULT_IMAGE} alt="" width={56} height={70} loading="lazy" onError={imageFallback} />
            <span className="bsk-recap__text">
              <span className="bsk-recap__name">{entry.name}</span>
              <span className="bsk-recap__detail">
                {/* Issue 29 point 14: the size the shopper chose, or a gift card's amount. */}
                {t(sizeLabelKind(line.itemType) === 'amount' ? 'checkoutSteps.summary.lineDetailAmount' : 'checkoutSteps.summary.lineDetail', {
                  size: shownSizeName(line),
                  quantity: line.quantity,
                })}
              </span>
            </span>
            <span className="bsk-recap__amount bsk-price">{formatAmount(roundAmount(unit * line.quantity, line.currency), line.currency, language)}</span>
          </li>
        );
      })}
    </ul>
  );
}
