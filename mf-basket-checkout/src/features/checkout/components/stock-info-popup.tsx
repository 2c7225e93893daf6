import { useId } from 'react';
import { Dialog, useInfoDialog } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { CheckoutNotice } from './checkout-types.ts';

/** product.basket.delivery.15 / .16: the order's pieces are no longer all there. */
export const isStockNotice = (notice: CheckoutNotice) => notice.key === 'product.basket.delivery.15' || notice.key === 'product.basket.delivery.16';

interface StockInfoPopupProps {
  language: string;
  notices: readonly CheckoutNotice[];
  onClose: () => void;
}

/**
 * Account §2 Checkout popups: the product stock info popup (issue 31 point 8, C12). When the API
 * refuses the order for stock (409 OUT_OF_STOCK), each short product's message (§8
 * product.basket.delivery.15 / .16) shows here; closing it leaves the same messages by the terms box.
 */
export function StockInfoPopup({ language, notices, onClose }: StockInfoPopupProps) {
  const t = useBasketT(language);
  const id = useId();
  const { dialog, onKeyDown } = useInfoDialog<HTMLDivElement>(onClose);
  return (
    <Dialog dialogRef={dialog} labelledBy={`${id}-title`} testId="stock-info-popup" onKeyDown={onKeyDown}>
      <div className="ui-modal__head">
        <h2 id={`${id}-title`} className="ui-modal__title">{t('checkout.stockInfo.title')}</h2>
      </div>
      <div className="ui-modal__text">
        {notices.map((notice, index) => (
          <p key={index} data-testid="stock-info-line">
            {t(notice.key, notice.values ?? {})}
          </p>
        ))}
      </div>
      <div className="ui-actions">
        <button type="button" className="ui-button" onClick={onClose} data-testid="stock-info-close">
          {t('checkout.stockInfo.close')}
        </button>
      </div>
    </Dialog>
  );
}
