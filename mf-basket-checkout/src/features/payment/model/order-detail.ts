/**
 * Issue 17 §4: what the accepted page shows of the order (items with photos, totals, address) is
 * the account's order detail — GET /api/external-secured/orders/{orderId}, which answers only the
 * signed-in customer's own order (404 otherwise). Nothing but the order id comes from the URL.
 */
import type { ApiClient } from '@trama/shared/api';
import type { OrderDetail, OrderLine } from '@trama/shared/contract';

export const fetchOrderForResult = (api: ApiClient, orderId: number, language: string, signal?: AbortSignal) =>
  api.get<OrderDetail>(`/api/external-secured/orders/${orderId}`, { query: { language }, secured: true, signal });

/** The goods of the order: a freight line (item type O) is a total, not an item. */
export const goodsLines = (detail: OrderDetail): OrderLine[] => detail.orderLines.filter((line) => line.itemTypeCode !== 'O');

/** The order in the account: the orders page, opening this order (account §2 Order detail). */
export const accountOrderPath = (ordersPath: string, orderId: number) => `${ordersPath}?orderId=${encodeURIComponent(String(orderId))}`;
