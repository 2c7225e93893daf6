import type { DiscountDetail } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { useFlag } from '@trama/shared/ui';
import { useCatalogueT } from './use-catalogue-t.ts';

interface Priced {
  startingPrice: number;
  listPriceAfterDiscount: number | null;
  oldPrice: number | null;
  discountDetail: DiscountDetail | null;
  currency?: string;
}

/** The price a shopper pays: the discounted list price when there is one. */
export function currentPrice(item: Priced): number {
  return item.listPriceAfterDiscount ?? item.startingPrice;
}

/**
 * §5 prices with a comma; the old price struck through only when above the current one, and only
 * while the hide-discount flag is off (§5 "Old price shown only when a configuration flag equals 0", §9).
 */
export function Price({ item, language, className = 'cat-price' }: { item: Priced; language: string; className?: string }) {
  const t = useCatalogueT(language);
  const hideDiscount = useFlag('hide-discount');
  const price = currentPrice(item);
  const old = !hideDiscount && item.oldPrice !== null && item.oldPrice > price ? item.oldPrice : null;
  return (
    <span className={className}>
      {old !== null && (
        <>
          {/* Issue 29 §20: said in the text, not aria-label (not allowed on <del>, and screen readers drop it). */}
          <del className="cat-price__old">
            <span className="ui-visually-hidden">{t('product.oldPrice')} </span>
            {formatPrice(old, item.currency, language)}
          </del>{' '}
        </>
      )}
      <span className="cat-price__now">{formatPrice(price, item.currency, language)}</span>
    </span>
  );
}

/**
 * The discount's label or percentage, led by the brand's ON_SALE word when the product is on sale
 * (`sale`, issue 31 §4: "Saldi -20%"); none while the hide-discount flag is on (§9): the sale word
 * marks a reduction as much as the percentage does.
 */
export function DiscountBadge({ detail, sale = null }: { detail: DiscountDetail | null; sale?: string | null }) {
  const hideDiscount = useFlag('hide-discount');
  const amount = detail && detail.percentage > 0 ? (detail.label ?? `-${detail.percentage}%`) : null;
  if (hideDiscount || (!amount && !sale)) return null;
  return (
    <span className="cat-badge">
      {sale && (
        <span className="cat-badge__sale" data-testid="sale-label">
          {sale}
        </span>
      )}
      {sale && amount ? ' ' : null}
      {amount}
    </span>
  );
}
