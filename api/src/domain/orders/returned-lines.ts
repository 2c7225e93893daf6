/**
 * What earlier returns took from an order's lines (account §2 Returns, issue 14 point 6): the order
 * list's returnRequested, the detail's returns and returnableQty, and the return's own bounds read
 * the same rows, so they can never disagree.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { returnLines, returnRequests, tickets } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';

export interface ReturnedLineRow {
  ticketId: number;
  orderId: number;
  orderLineId: number;
  productId: number | null;
  quantity: number;
  createdAt: Date;
}

export function returnedLines(executor: Executor, orderIds: readonly number[]): Promise<ReturnedLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      ticketId: returnLines.ticketId,
      orderId: returnLines.orderId,
      orderLineId: returnLines.orderLineId,
      productId: returnLines.productId,
      quantity: returnLines.quantity,
      createdAt: tickets.createdAt,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.ticketId, returnLines.ticketId))
    .innerJoin(tickets, eq(tickets.ticketId, returnLines.ticketId))
    .where(inArray(returnLines.orderId, [...orderIds]))
    .orderBy(asc(returnLines.ticketId), asc(returnLines.orderLineId));
}

/** Pieces already returned per order line ("orderId:orderLineId" → quantity). */
export function returnedQuantities(rows: readonly ReturnedLineRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = lineKey(row.orderId, row.orderLineId);
    totals.set(key, (totals.get(key) ?? 0) + row.quantity);
  }
  return totals;
}

export const lineKey = (orderId: number, orderLineId: number) => `${orderId}:${orderLineId}`;
