import { RETURNABLE_ORDER_STATUSES, type Order } from '@trama/shared/contract';
import { PAID_STATUSES } from '@trama/shared/rules';

/**
 * Account §2 / §4 Order status codes: the return button is enabled for SHI, PAI, DEP and WIT and
 * shown disabled otherwise. The API's `returnable` says the same; the status decides when it is absent.
 */
export function canReturn(order: Pick<Order, 'orderStatus'> & { returnable?: boolean }): boolean {
  if (typeof order.returnable === 'boolean') return order.returnable;
  return (RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.orderStatus.code);
}

/** Account §2 Returns: the return page (menu key retour) receives its order in the query. */
export function returnHref(returnPath: string, orderId: number): string {
  return `${returnPath}?orderId=${encodeURIComponent(String(orderId))}`;
}

/** Account §9 order-list hints: store pickup +1 day, distance delivery +5 days (issue 31 point 11, P2). */
export const LIST_HINT_DAYS = { pickup: 1, delivery: 5 } as const;

/**
 * The date a paid, not yet shipped online order's list hint names: the order date plus 5 days for a
 * delivery (DIS); null when shipped, unpaid or collected in a store (the pickup keeps its window).
 */
export function deliveryHintDate(order: Pick<Order, 'orderDate' | 'shipmentDate' | 'deliveryMode' | 'orderStatus'>): string | null {
  if (order.shipmentDate || order.deliveryMode !== 'DIS' || !PAID_STATUSES.includes(order.orderStatus.code)) return null;
  const date = new Date(order.orderDate);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() + LIST_HINT_DAYS.delivery);
  return date.toISOString();
}
