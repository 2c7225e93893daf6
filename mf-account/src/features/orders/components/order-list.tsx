import { fetchOrders, getApiClient } from '@trama/shared/api';
import type { Order } from '@trama/shared/contract';
import { formatAmount, formatOrderNumber } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import { orderThumbnails } from '../model/order-summary.ts';

const loadOrders = (signal: AbortSignal, language: string) => fetchOrders(getApiClient(), language, signal);

function formatDate(value: string | null, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

function OrderItem({ order, language }: { order: Order; language: string }) {
  const t = useAccountT(language);
  const { shown, more } = orderThumbnails(order);
  const shipped = formatDate(order.shipmentDate, language);
  return (
    <li className="acc-order" data-testid="account-order" data-order-id={order.orderId}>
      <p className="acc-order__head">
        <span data-testid="account-order-number">{t('orders.number', { number: formatOrderNumber(order.orderId) })}</span>
        <span>{formatDate(order.orderDate, language)}</span>
        <span>{formatAmount(order.totalSales, order.currency)}</span>
      </p>
      <p className="acc-order__status" data-testid="account-order-status" data-code={order.orderStatus.code}>
        {t('orders.status', { label: order.orderStatus.label || order.orderStatus.code })}
      </p>
      {shipped && <p>{t('orders.shipped', { date: shipped })}</p>}
      <ul className="acc-order__thumbs" aria-label={t('orders.products')}>
        {shown.map((line) => (
          <li key={`${line.productId}-${line.size ?? ''}`}>
            {line.productPhotoUrl ? (
              <img src={line.productPhotoUrl} alt={line.productNameLevel1} width={64} height={64} loading="lazy" />
            ) : (
              <span>{line.productNameLevel1}</span>
            )}
          </li>
        ))}
        {more > 0 && <li className="acc-order__more">{t('orders.more', { count: more })}</li>}
      </ul>
    </li>
  );
}

/** Account §2 Order list: a count line, then per order date, number, total, status and thumbnails. */
export function OrderList({ language }: { language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadOrders, [language]);
  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('orders.loading')} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" data-testid="account-orders-error">
        {t('orders.error')}
      </p>
    );
  }
  const orders = state.value;
  return (
    <section className="acc-orders" data-testid="account-orders" aria-labelledby="acc-orders-title">
      <h2 id="acc-orders-title">{t('hub.orders')}</h2>
      <p>{orders.length ? t('orders.count', { count: orders.length }) : t('orders.empty')}</p>
      <ul className="acc-orders__list">
        {orders.map((order) => (
          <OrderItem key={order.orderId} order={order} language={language} />
        ))}
      </ul>
    </section>
  );
}
