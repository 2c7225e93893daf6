/**
 * One order of the caller, in full (account §2 Order detail: lines, tracking, addresses, totals,
 * payment; issue 14 point 2): the list's fields plus what returns already took from each line.
 */
import { desc, eq } from 'drizzle-orm';
import type { Language, OrderDetail, OrderPayment, OrderReturn } from '@trama/shared/contract';
import { paymentSessions } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { Service } from '../service.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderNotFound, toOrder } from './order-service.ts';
import { lineKey, returnedLines, returnedQuantities, type ReturnedLineRow } from './returned-lines.ts';

function groupReturns(rows: readonly ReturnedLineRow[]): OrderReturn[] {
  const byTicket = new Map<number, OrderReturn>();
  for (const row of rows) {
    const entry = byTicket.get(row.ticketId) ?? { ticketId: row.ticketId, createdAt: row.createdAt.toISOString(), lines: [] };
    entry.lines.push({ orderLineId: row.orderLineId, productId: row.productId ?? 0, quantity: row.quantity });
    byTicket.set(row.ticketId, entry);
  }
  return [...byTicket.values()];
}

export class OrderDetailService extends Service<{ db: Database; orders: OrderRepository }> {
  async detail(webClientId: number, orderId: number, language: Language): Promise<OrderDetail> {
    const row = await this.deps.orders.findById(orderId, webClientId);
    if (!row) throw orderNotFound(orderId);
    const lines = await this.deps.orders.lines([orderId]);
    const returned = await returnedLines(this.deps.db, [orderId]);
    const taken = returnedQuantities(returned);
    const pickupStore = (await this.deps.orders.pickupStores([row])).get(row.storeCode ?? '') ?? null;
    const order = toOrder(row, lines, language, returned.length > 0, pickupStore, await this.deps.orders.sizeNames([orderId], language));
    const giftCards = new Set(lines.filter((line) => line.itemType === 'GFC').map((line) => line.orderLineId));
    return {
      ...order,
      orderLines: order.orderLines.map((line) => ({
        ...line,
        // A freight line is never sent back, nor a gift card (issue 29 §17, docs/basket.md).
        returnableQty: line.itemTypeCode === 'O' || giftCards.has(line.orderLineId) ? 0 : Math.max(line.orderQty - (taken.get(lineKey(orderId, line.orderLineId)) ?? 0), 0),
      })),
      merchandiseTotal: row.merchandiseTotal,
      discountTotal: row.discountTotal,
      freightTotal: row.freightTotal,
      payment: await this.payment(orderId),
      returns: groupReturns(returned),
    };
  }

  /** The newest payment session: how the shopper paid (or tried to) and the provider's answer. */
  private async payment(orderId: number): Promise<OrderPayment | null> {
    const [session] = await this.deps.db
      .select({ provider: paymentSessions.provider, method: paymentSessions.method, status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    return session ? { method: session.method ?? session.provider, status: session.status } : null;
  }
}
