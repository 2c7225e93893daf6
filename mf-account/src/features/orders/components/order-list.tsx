import { fetchOrders, getApiClient } from '@trama/shared/api';
import type { Order } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { AccountList } from '../../../components/account-list.tsx';
import { useOpenDetail } from '../../../components/use-open-detail.ts';
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
  const detail = useOpenDetail<Order, number>(state.status === 'done' ? state.value : null, openOrderId);
  return (
    <AccountList name="orders" language={language} title={t('hub.orders')} state={state} error={t('orders.error')} countTestId="account-orders-count">
      {(orders) =>
        orders.map((order) => <OrderItem key={order.orderId} order={order} language={language} returnPath={returnPath} {...detail(order.orderId)} />)
      }
    </AccountList>
  );
}
