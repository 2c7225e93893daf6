import { useState } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { StoreSale } from '@trama/shared/contract';
import { formatAmount } from '@trama/shared/rules';
import { ShopLink, useAsync } from '@trama/shared/ui';
import { AccountList, ListPending } from '../../../components/account-list.tsx';
import { fetchStoreSales } from '../../../api/account-calls.ts';
import { formatDate } from '../../../components/format-date.ts';
import { ProductThumbnails } from '../../../components/product-thumbnails.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import { ReceiptDetail } from './receipt-detail.tsx';

// The language is an argument so that a language change reloads (and closes an open detail).
const loadReceipts = (signal: AbortSignal, _language: string) => fetchStoreSales(getApiClient(), signal);

/** The return page (menu key retour) opened from a receipt. */
export const receiptReturnHref = (returnPath: string, orderNumber: string) => `${returnPath}?receipt=${encodeURIComponent(orderNumber)}`;

interface ReceiptItemProps {
  sale: StoreSale;
  language: string;
  open: boolean;
  onToggle: () => void;
  returnPath: string | undefined;
}

function ReceiptItem({ sale, language, open, onToggle, returnPath }: ReceiptItemProps) {
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
        <button type="button" className="ui-button" aria-expanded={open} aria-controls={detailId} onClick={onToggle} data-testid="account-receipt-details">
          {open ? t('receipts.hideDetails') : t('receipts.details')}
        </button>
        {/* Account §2: a return button on every ticket too (issue 31 point 9); without the return page's path, disabled. */}
        {returnPath ? (
          <ShopLink language={language} to={receiptReturnHref(returnPath, sale.orderNumber)} className="ui-button ui-button--secondary" data-testid="account-receipt-return">
            {t('receipts.return')}
          </ShopLink>
        ) : (
          <button type="button" className="ui-button ui-button--secondary" disabled data-testid="account-receipt-return">
            {t('receipts.return')}
          </button>
        )}
      </div>
      <div id={detailId}>{open && <ReceiptDetail orderNumber={sale.orderNumber} language={language} />}</div>
    </li>
  );
}

/** Account §2 ticket list: the in-store receipts, with a count line, store name and thumbnails. */
export function ReceiptList({ language, returnPath }: { language: string; returnPath?: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipts, [language]);
  const [open, setOpen] = useState<{ list: StoreSale[]; orderNumber: string } | null>(null);
  if (state.status !== 'done') {
    return <ListPending failed={state.status === 'failed'} loading={t('receipts.loading')} errorTestId="account-receipts-error" error={t('receipts.error')} />;
  }
  const sales = state.value;
  // Account §2: any change of the list closes an open detail.
  const openNumber = open?.list === sales ? open.orderNumber : null;
  return (
    <AccountList
      name="receipts"
      title={t('hub.tickets')}
      count={sales.length ? t('receipts.count', { count: sales.length }) : t('receipts.empty')}
      countTestId="account-receipts-count"
    >
      {sales.map((sale) => (
        <ReceiptItem
          key={sale.orderNumber}
          sale={sale}
          language={language}
          returnPath={returnPath}
          open={openNumber === sale.orderNumber}
          onToggle={() => setOpen(openNumber === sale.orderNumber ? null : { list: sales, orderNumber: sale.orderNumber })}
        />
      ))}
    </AccountList>
  );
}
