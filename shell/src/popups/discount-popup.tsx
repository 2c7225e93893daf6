import type { DiscountPopupNotice } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { Link } from 'react-router';
import { PopupDialog } from './popup-dialog.tsx';

interface DiscountPopupProps {
  notice: DiscountPopupNotice;
  /** Where "shop now" leads (a shop path: the first catalogue of the menu); no link without one. */
  shopHref: string | null;
  onClose: () => void;
}

/**
 * Storefront §2 Home: "a discount popup appears when a discount state arrives" — the code the
 * /validate link applied is active, with the basket's own message for it (product.basket.19 with
 * the reduction, product.basket.25 for a private sale). Following the link closes it too.
 */
export function DiscountPopup({ notice, shopHref, onClose }: DiscountPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <PopupDialog title={t('popups.discount.title')} onClose={onClose} testId="discount-popup">
      <p className="sh-popup__code">{t('popups.discount.code', { code: notice.code })}</p>
      <p className="sh-popup__text" data-testid="discount-popup-message" data-key={notice.key}>
        {t(`basket:${notice.key}`, notice.values ?? {})}
      </p>
      <div className="sh-popup__actions">
        {shopHref && (
          <Link to={shopHref} className="ui-button sh-popup__action" onClick={onClose} data-testid="discount-popup-shop">
            {t('popups.discount.shop')}
          </Link>
        )}
        <button type="button" className="ui-button ui-button--secondary sh-popup__action" onClick={onClose}>
          {t('popups.discount.close')}
        </button>
      </div>
    </PopupDialog>
  );
}
