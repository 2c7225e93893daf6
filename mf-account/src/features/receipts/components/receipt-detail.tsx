import { useEffect, useRef } from 'react';
import { getApiClient } from '@trama/shared/api';
import { formatAmount } from '@trama/shared/rules';
import { Spinner, useAsync } from '@trama/shared/ui';
import { fetchStoreSale } from '../../../api/account-calls.ts';
import { useAccountT } from '../../../components/use-account-t.ts';

const loadReceipt = (signal: AbortSignal, orderNumber: string) => fetchStoreSale(getApiClient(), orderNumber, signal);

/** Account §3 Ticket detail: the receipt's clientOrderDetails (category, product, size, quantity, sales). */
export function ReceiptDetail({ orderNumber, language }: { orderNumber: string; language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipt, [orderNumber]);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = state.status === 'done';
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  const titleId = `acc-receipt-title-${orderNumber}`;
  return (
    <section className="acc-detail" data-testid="account-receipt-detail" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="acc-detail__title">
        {t('receipts.detailTitle', { number: orderNumber })}
      </h3>
      {state.status === 'failed' ? (
        <p role="alert">{t('receipts.detailError')}</p>
      ) : state.status === 'done' ? (
        <>
          <p>{t('receipts.store', { name: state.value.storeName })}</p>
          <table className="acc-detail__lines acc-detail__lines--stack">
            <caption className="ui-visually-hidden">{t('receipts.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('receipts.category')}</th>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col">{t('orders.size')}</th>
                <th scope="col">{t('orders.quantity')}</th>
                <th scope="col">{t('receipts.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {state.value.clientOrderDetails.map((line, index) => (
                <tr key={index} data-testid="account-receipt-line">
                  {/* data-label: each cell's heading when a phone shows a line as a list (account-lists.css). */}
                  <td data-label={t('receipts.category')}>{line.category}</td>
                  <td data-label={t('orders.product')}>{line.productName}</td>
                  <td data-label={t('orders.size')}>{line.size ?? '—'}</td>
                  <td data-label={t('orders.quantity')}>{line.quantity}</td>
                  <td data-label={t('receipts.amount')}>{formatAmount(line.sales, state.value.currency, language)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('orders.total')}
                </th>
                <td>{formatAmount(state.value.sales, state.value.currency, language)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      ) : (
        <Spinner label={t('receipts.loading')} />
      )}
    </section>
  );
}
