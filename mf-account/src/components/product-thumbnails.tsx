import { responsiveImage } from '@trama/shared/ui';
import { visibleThumbnails } from './thumbnails.ts';
import { useAccountT } from './use-account-t.ts';

interface ThumbnailLine {
  productId: number;
  productNameLevel1: string;
  productPhotoUrl: string | null;
  itemTypeCode: string;
}

/** The thumbnails row of an order or a receipt (account §2); fixed 64 px boxes, so nothing jumps. */
export function ProductThumbnails({ lines, language }: { lines: readonly ThumbnailLine[]; language: string }) {
  const t = useAccountT(language);
  const { shown, more } = visibleThumbnails(lines);
  return (
    <ul className="acc-thumbs" aria-label={t('orders.products')}>
      {shown.map((line, index) => (
        <li key={`${line.productId}-${index}`} className="acc-thumbs__item">
          {line.productPhotoUrl ? (
            <img {...responsiveImage(line.productPhotoUrl, { sizes: '64px', width: 64, height: 64 })} alt={line.productNameLevel1} loading="lazy" />
          ) : (
            <span className="acc-thumbs__name">{line.productNameLevel1}</span>
          )}
        </li>
      ))}
      {more > 0 && (
        <li className="acc-thumbs__more" aria-label={t('orders.moreLabel', { count: more })}>
          {t('orders.more', { count: more })}
        </li>
      )}
    </ul>
  );
}
