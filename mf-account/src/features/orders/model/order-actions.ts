import { RETURNABLE_ORDER_STATUSES, type Order } from '@trama/shared/contract';

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
