/**
 * Which pieces a return may send back (account §2 Returns, §4 Order status codes, §5 Returns),
 * decided on the order's lines and what earlier returns already took. Pure, so every bound has a
 * unit of its own; the service runs it with the order row locked.
 *
 * Pack rule (§5 "Pack children cannot go below the parent quantity"): in this shop a pack (a
 * "set da 3") is one order line of the pack product, its pieces have no lines of their own; so a
 * return counts whole packs (quantity is an integer of that line) and the pieces always follow
 * their parent. Nothing else to check here.
 */
import type { ReturnedLine, ReturnLineItem } from '@trama/shared/contract';
import { AppError } from '../errors.ts';

export interface ReturnableLine {
  orderLineId: number;
  productId: number | null;
  quantity: number;
  itemTypeCode: string;
  /** EAN goods or GFC a gift card (freight lines: FREIGHT_COST, FREIGHT_EXP). */
  itemType: string;
}

export interface QuantityRefusal {
  orderLineId: number | null;
  productId: number;
  requested: number;
  returnable: number;
}

const refuse = (status: number, code: string, message: string, extra?: Record<string, unknown>) => new AppError(status, code, message, { extra });

/**
 * The lines to store, one per order line (a line named twice is summed). `returned` holds what
 * earlier returns took per orderLineId. Throws the 422 the contract names.
 */
export function decideReturnLines(items: readonly ReturnLineItem[], lines: readonly ReturnableLine[], returned: ReadonlyMap<number, number>): ReturnedLine[] {
  if (items.length === 0) throw refuse(422, 'RETURN_NO_LINES', 'Choose at least one order line to return.');
  const products = lines.filter((line) => line.itemTypeCode !== 'O' && line.productId !== null);
  const wanted = new Map<number, number>();
  const refusals: QuantityRefusal[] = [];
  for (const item of items) {
    const line =
      item.orderLineId === undefined
        ? // Without orderLineId, the first line of that product that still has pieces to return (then the first at all).
          (products.find((l) => l.productId === item.productId && l.quantity - (returned.get(l.orderLineId) ?? 0) - (wanted.get(l.orderLineId) ?? 0) >= item.quantity) ??
          products.find((l) => l.productId === item.productId))
        : products.find((l) => l.orderLineId === item.orderLineId && l.productId === item.productId);
    if (!line) {
      throw refuse(422, 'RETURN_LINE_UNKNOWN', `Product ${item.productId} is not a returnable line of this order.`, {
        lines: [{ orderLineId: item.orderLineId ?? null, productId: item.productId }],
      });
    }
    if (line.itemType === 'GFC') {
      // Issue 29 §17 (docs/basket.md "Gift cards"): a card is issued when paid and spent like money;
      // it is not sent back. The order detail says so with returnableQty 0.
      throw refuse(422, 'RETURN_GIFT_CARD', 'A gift card cannot be returned once issued.', {
        lines: [{ orderLineId: line.orderLineId, productId: item.productId }],
      });
    }
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      refusals.push({ orderLineId: line.orderLineId, productId: item.productId, requested: item.quantity, returnable: line.quantity - (returned.get(line.orderLineId) ?? 0) });
      continue;
    }
    wanted.set(line.orderLineId, (wanted.get(line.orderLineId) ?? 0) + item.quantity);
  }
  for (const [orderLineId, requested] of wanted) {
    const line = products.find((l) => l.orderLineId === orderLineId)!;
    const returnable = Math.max(line.quantity - (returned.get(orderLineId) ?? 0), 0);
    if (requested > returnable) refusals.push({ orderLineId, productId: line.productId!, requested, returnable });
  }
  if (refusals.length > 0) {
    throw refuse(422, 'RETURN_QUANTITY', 'A quantity is below 1 or beyond what is left to return of its line.', { lines: refusals });
  }
  return [...wanted].map(([orderLineId, quantity]) => ({ orderLineId, productId: products.find((l) => l.orderLineId === orderLineId)!.productId!, quantity }));
}
