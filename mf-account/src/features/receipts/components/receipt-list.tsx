import { getApiClient } from '@trama/shared/api';
import type { StoreSale } from '@trama/shared/contract';
import { formatAmount } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { AccountList } from '../../../components/account-list.tsx';
import { fetchStoreSales } from '../../../api/account-calls.ts';
import { formatDate } from '../../../components/format-date.ts';
import { ItemActions } from '../../../components/item-actions.tsx';
import { ProductThumbnails } from '../../../components/product-thumbnails.tsx';
import { useOpenDetail } from '../../../components/use-open-detail.ts';
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
      {/* Account §2: a return button on every ticket too (issue 31 point 9); without the return page's path, disabled. */}
      <ItemActions kind="receipt" language={language} detailId={detailId} open={open} onToggle={onToggle} returnTo={returnPath ? receiptReturnHref(returnPath, sale.orderNumber) : null} />
      <div id={detailId}>{open && <ReceiptDetail orderNumber={sale.orderNumber} language={language} />}</div>
    </li>
  );
}

/** Account §2 ticket list: the in-store receipts, with a count line, store name and thumbnails. */
export function ReceiptList({ language, returnPath }: { language: string; returnPath?: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipts, [language]);
  const detail = useOpenDetail<StoreSale, string>(state.status === 'done' ? state.value : null);
  return (
    <AccountList name="receipts" language={language} title={t('hub.tickets')} state={state} error={t('receipts.error')} countTestId="account-receipts-count">
      {(sales) => sales.map((sale) => <ReceiptItem key={sale.orderNumber} sale={sale} language={language} returnPath={returnPath} {...detail(sale.orderNumber)} />)}
    </AccountList>
  );
}
