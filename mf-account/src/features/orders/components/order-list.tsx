import { useState } from 'react';
import { fetchOrders, getApiClient } from '@trama/shared/api';
import type { Order } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { AccountList, ListPending } from '../../../components/account-list.tsx';
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
  if (state.status !== 'done') {
    return <ListPending failed={state.status === 'failed'} loading={t('orders.loading')} errorTestId="account-orders-error" error={t('orders.error')} />;
  }
  const orders = state.value;
  // The order the link asked for (list null) belongs to the first list that arrives.
  if (open?.list === null) setOpen({ list: orders, orderId: open.orderId });
  const openId = open && (open.list === orders || open.list === null) ? open.orderId : null;
  return (
    <AccountList
      name="orders"
      title={t('hub.orders')}
      count={orders.length ? t('orders.count', { count: orders.length }) : t('orders.empty')}
      countTestId="account-orders-count"
    >
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
    </AccountList>
  );
}
