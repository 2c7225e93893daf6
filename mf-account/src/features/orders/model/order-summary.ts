import type { Order, OrderLine } from '@trama/shared/contract';

/** Account §2: up to 3 thumbnails per order. */
export const MAX_THUMBNAILS = 3;

/** Account §2: product thumbnails exclude lines of item type O (fees, freight); the rest is a +N badge. */
export function orderThumbnails(order: Order): { shown: OrderLine[]; more: number } {
  const products = order.orderLines.filter((line) => line.itemTypeCode !== 'O');
  return { shown: products.slice(0, MAX_THUMBNAILS), more: Math.max(0, products.length - MAX_THUMBNAILS) };
}
