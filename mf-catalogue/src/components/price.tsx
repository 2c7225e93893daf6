import type { DiscountDetail } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
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

/** §5 prices with a comma; the old price struck through only when above the current one. */
export function Price({ item, language, className = 'cat-price' }: { item: Priced; language: string; className?: string }) {
  const t = useCatalogueT(language);
  const price = currentPrice(item);
  const old = item.oldPrice !== null && item.oldPrice > price ? item.oldPrice : null;
  return (
    <span className={className}>
      {old !== null && (
        <>
          <del className="cat-price__old" aria-label={t('product.oldPrice')}>
            {formatPrice(old, item.currency)}
          </del>{' '}
        </>
      )}
      <span className="cat-price__now">{formatPrice(price, item.currency)}</span>
    </span>
  );
}

export function DiscountBadge({ detail }: { detail: DiscountDetail | null }) {
  if (!detail || detail.percentage <= 0) return null;
  return <span className="cat-badge">{detail.label ?? `-${detail.percentage}%`}</span>;
}
