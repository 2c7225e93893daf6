import { useState } from 'react';
import { fetchOrders, getApiClient } from '@trama/shared/api';
import type { Order } from '@trama/shared/contract';
import { Spinner, useAsync } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { OrderItem } from './order-item.tsx';

const loadOrders = (signal: AbortSignal, language: string) => fetchOrders(getApiClient(), language, signal);

interface OrderListProps {
  language: string;
  /** Path of the return page (menu key retour); without it the return button is shown disabled. */
  returnPath?: string;
  /** The order to show open when the list arrives (issue 17: the accepted page's link). */
  openOrderId?: number | null;
}

/** Account §2 Order list: a count line, then per order date, number, total, shipment date, thumbnails and actions. */
export function OrderList({ language, returnPath, openOrderId = null }: OrderListProps) {
  const t = useAccountT(language);
  const state = useAsync(loadOrders, [language]);
  // The open detail belongs to the list it was opened from: any change of the list closes it (account §2).
  const [open, setOpen] = useState<{ list: Order[] | null; orderId: number } | null>(openOrderId === null ? null : { list: null, orderId: openOrderId });
  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('orders.loading')} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" data-testid="account-orders-error">
        {t('orders.error')}
      </p>
    );
  }
  const orders = state.value;
  // The order the link asked for (list null) belongs to the first list that arrives.
  if (open?.list === null) setOpen({ list: orders, orderId: open.orderId });
  const openId = open && (open.list === orders || open.list === null) ? open.orderId : null;
  return (
    <section className="acc-orders" data-testid="account-orders" aria-labelledby="acc-orders-title">
      <h2 id="acc-orders-title">{t('hub.orders')}</h2>
      <p data-testid="account-orders-count">{orders.length ? t('orders.count', { count: orders.length }) : t('orders.empty')}</p>
      <ul className="acc-orders__list">
        {orders.map((order) => (
          <OrderItem
            key={order.orderId}
            order={order}
            language={language}
            returnPath={returnPath}
            open={openId === order.orderId}
            onToggle={() => setOpen(openId === order.orderId ? null : { list: orders, orderId: order.orderId })}
          />
        ))}
      </ul>
    </section>
  );
}
