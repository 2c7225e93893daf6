/** payment_sessions and payment_notifications (architecture §4 Payments), plus the pickup store a result page shows. */
import { and, desc, eq } from 'drizzle-orm';
import { paymentNotifications, paymentSessions, stores } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import type { Executor } from '../orders/order-repository.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentNotification = typeof paymentNotifications.$inferInsert;

export class PaymentRepository extends SqlRepository {
  async insertSession(session: typeof paymentSessions.$inferInsert): Promise<void> {
    await this.db.insert(paymentSessions).values(session);
  }

  async sessionById(sessionId: string): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db.select().from(paymentSessions).where(eq(paymentSessions.sessionId, sessionId));
    return row;
  }

  /** The newest session of the order that a provider answered (or the newest at all). */
  async latestSession(orderId: number): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.updatedAt), desc(paymentSessions.createdAt))
      .limit(1);
    return row;
  }

  async recordResult(sessionId: string, result: { status: string; method: string | null; pspReference: string | null }): Promise<void> {
    await this.db.update(paymentSessions).set({ ...result, updatedAt: new Date() }).where(eq(paymentSessions.sessionId, sessionId));
  }

  /** Records the shopper-side result of the newest session of an order with this provider (redirect returns). */
  async recordResultForOrder(orderId: number, provider: string, result: { status: string; pspReference: string | null }): Promise<void> {
    const [row] = await this.db
      .select({ sessionId: paymentSessions.sessionId })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.provider, provider)))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    if (row) await this.recordResult(row.sessionId, { ...result, method: null });
  }

  transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /** Stores a verified notification in `tx`; null when (provider, eventCode, pspReference) is already there: a replay. */
  async insertNotification(tx: Executor, notification: NewPaymentNotification): Promise<number | null> {
    const [row] = await tx
      .insert(paymentNotifications)
      .values(notification)
      .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventCode, paymentNotifications.pspReference] })
      .returning({ id: paymentNotifications.id });
    return row?.id ?? null;
  }

  async setOutcome(tx: Executor, id: number, outcome: string): Promise<void> {
    await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
  }

  async storeByCode(storeCode: string): Promise<{ name: string; address: string; zip: string; city: string; phone: string } | null> {
    const [row] = await this.db
      .select({ name: stores.name, address: stores.address, zip: stores.zip, city: stores.city, phone: stores.phone })
      .from(stores)
      .where(eq(stores.storeCode, storeCode));
    return row ?? null;
  }
}
