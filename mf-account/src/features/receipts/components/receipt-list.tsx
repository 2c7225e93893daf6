import { useState } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { StoreSale } from '@trama/shared/contract';
import { formatAmount } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { fetchStoreSales } from '../../../api/account-calls.ts';
import { formatDate } from '../../../components/format-date.ts';
import { ProductThumbnails } from '../../../components/product-thumbnails.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import { ReceiptDetail } from './receipt-detail.tsx';

// The language is an argument so that a language change reloads (and closes an open detail).
const loadReceipts = (signal: AbortSignal, _language: string) => fetchStoreSales(getApiClient(), signal);

function ReceiptItem({ sale, language, open, onToggle }: { sale: StoreSale; language: string; open: boolean; onToggle: () => void }) {
  const t = useAccountT(language);
  const detailId = `acc-receipt-detail-${sale.orderNumber}`;
  return (
    <li className="acc-order" data-testid="account-receipt" data-order-number={sale.orderNumber}>
      <p className="acc-order__head">
        <span data-testid="account-receipt-number">{t('receipts.number', { number: sale.orderNumber })}</span>
        <span>{formatDate(sale.orderDate, language)}</span>
        <span>{formatAmount(sale.sales, sale.currency, language)}</span>
      </p>
      <p className="acc-order__shipment">{t('receipts.store', { name: sale.storeName })}</p>
      <ProductThumbnails lines={sale.orderLines} language={language} />
      <div className="acc-order__actions">
        <button type="button" className="acc-button" aria-expanded={open} aria-controls={detailId} onClick={onToggle} data-testid="account-receipt-details">
          {open ? t('receipts.hideDetails') : t('receipts.details')}
        </button>
      </div>
      <div id={detailId}>{open && <ReceiptDetail orderNumber={sale.orderNumber} language={language} />}</div>
    </li>
  );
}

/** Account §2 ticket list: the in-store receipts, with a count line, store name and thumbnails. */
export function ReceiptList({ language }: { language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipts, [language]);
  const [open, setOpen] = useState<{ list: StoreSale[]; orderNumber: string } | null>(null);
  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('receipts.loading')} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" data-testid="account-receipts-error">
        {t('receipts.error')}
      </p>
    );
  }
  const sales = state.value;
  // Account §2: any change of the list closes an open detail.
  const openNumber = open?.list === sales ? open.orderNumber : null;
  return (
    <section className="acc-orders" data-testid="account-receipts" aria-labelledby="acc-receipts-title">
      <h2 id="acc-receipts-title">{t('hub.tickets')}</h2>
      <p data-testid="account-receipts-count">{sales.length ? t('receipts.count', { count: sales.length }) : t('receipts.empty')}</p>
      <ul className="acc-orders__list">
        {sales.map((sale) => (
          <ReceiptItem
            key={sale.orderNumber}
            sale={sale}
            language={language}
            open={openNumber === sale.orderNumber}
            onToggle={() => setOpen(openNumber === sale.orderNumber ? null : { list: sales, orderNumber: sale.orderNumber })}
          />
        ))}
      </ul>
    </section>
  );
}
