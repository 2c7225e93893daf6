import { getApiClient } from '@trama/shared/api';
import { formatAmount } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { fetchStoreSale } from '../../../api/account-calls.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { LinesTable } from '../../../components/lines-table.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';

const loadReceipt = (signal: AbortSignal, orderNumber: string) => fetchStoreSale(getApiClient(), orderNumber, signal);

/** Account §3 Ticket detail: the receipt's clientOrderDetails (category, product, size, quantity, sales). */
export function ReceiptDetail({ orderNumber, language }: { orderNumber: string; language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipt, [orderNumber]);
  return (
    <DetailSection
      state={state}
      testId="account-receipt-detail"
      titleId={`acc-receipt-title-${orderNumber}`}
      title={t('receipts.detailTitle', { number: orderNumber })}
      error={t('receipts.detailError')}
      loading={t('receipts.loading')}
    >
      {(receipt) => (
        <>
          <p>{t('receipts.store', { name: receipt.storeName })}</p>
          <LinesTable stacked caption={t('receipts.lines')} columns={[t('receipts.category'), t('orders.product'), t('orders.size'), t('orders.quantity'), t('receipts.amount')]}>
            <tbody>
              {receipt.clientOrderDetails.map((line, index) => (
                <tr key={index} data-testid="account-receipt-line">
                  {/* data-label: each cell's heading when a phone shows a line as a list (account-lists.css). */}
                  <td data-label={t('receipts.category')}>{line.category}</td>
                  <td data-label={t('orders.product')}>{line.productName}</td>
                  <td data-label={t('orders.size')}>{line.size ?? '—'}</td>
                  <td data-label={t('orders.quantity')}>{line.quantity}</td>
                  <td data-label={t('receipts.amount')}>{formatAmount(line.sales, receipt.currency, language)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('orders.total')}
                </th>
                <td>{formatAmount(receipt.sales, receipt.currency, language)}</td>
              </tr>
            </tfoot>
          </LinesTable>
        </>
      )}
    </DetailSection>
  );
}
