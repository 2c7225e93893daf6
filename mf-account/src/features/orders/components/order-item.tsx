import type { Order } from '@trama/shared/contract';
import { formatAmount, formatOrderNumber } from '@trama/shared/rules';
import { formatDate } from '../../../components/format-date.ts';
import { ItemActions } from '../../../components/item-actions.tsx';
import { ProductThumbnails } from '../../../components/product-thumbnails.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import { canReturn, deliveryHintDate, returnHref } from '../model/order-actions.ts';
import { OrderDetailPanel, pickupWindow } from './order-detail.tsx';

interface OrderItemProps {
  order: Order;
  language: string;
  returnPath: string | undefined;
  open: boolean;
  onToggle: () => void;
}

export function OrderItem({ order, language, returnPath, open, onToggle }: OrderItemProps) {
  const t = useAccountT(language);
  const shipped = formatDate(order.shipmentDate, language);
  const detailId = `acc-order-detail-${order.orderId}`;
  const returnable = canReturn(order);
  const hint = formatDate(deliveryHintDate(order), language);
  return (
    <li className="acc-order" data-testid="account-order" data-order-id={order.orderId}>
      <p className="acc-order__head">
        <span data-testid="account-order-number">{t('orders.number', { number: formatOrderNumber(order.orderId) })}</span>
        <span>{formatDate(order.orderDate, language)}</span>
        <span>{formatAmount(order.totalSales, order.currency, language)}</span>
      </p>
      <p className="acc-order__status" data-testid="account-order-status" data-code={order.orderStatus.code}>
        {t('orders.status', { label: order.orderStatus.label || order.orderStatus.code })}
        {order.returnRequested && (
          <span className="acc-badge" data-testid="account-order-return-requested">
            {t('orders.returnRequested')}
          </span>
        )}
      </p>
      <p className="acc-order__shipment" data-testid="account-order-shipment">
        {shipped
          ? t('orders.shipped', { date: shipped })
          : // Issue 29 point 11: a pickup is never "shipped"; it says where and when it is collected.
            order.pickupStore
            ? `${t('orders.pickupAt', { store: order.pickupStore.name })} · ${t('orders.pickupEstimate', { window: pickupWindow(order, language) })}`
            : hint
              ? `${t('orders.notShipped')} · ${t('orders.deliveryHint', { date: hint })}`
              : t('orders.notShipped')}
      </p>
      <ProductThumbnails lines={order.orderLines} language={language} />
      {/* Account §2: the return button is shown, but disabled, for orders in other statuses. */}
      <ItemActions kind="order" language={language} detailId={detailId} open={open} onToggle={onToggle} returnTo={returnable && returnPath ? returnHref(returnPath, order.orderId) : null} />
      <div id={detailId}>{open && <OrderDetailPanel orderId={order.orderId} language={language} />}</div>
    </li>
  );
}
