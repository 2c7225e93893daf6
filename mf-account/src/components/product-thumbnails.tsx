import { DEFAULT_IMAGE, imageFallback, responsiveImage } from '@trama/shared/ui';
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
          {/* Account §8: a missing image falls back to the default file (issue 31 point 11, O11). */}
          <img
            {...responsiveImage(line.productPhotoUrl || DEFAULT_IMAGE, { sizes: '64px', width: 64, height: 64 })}
            alt={line.productNameLevel1}
            loading="lazy"
            onError={imageFallback}
          />
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
