/**
 * Applies verified provider notifications (architecture §4: only a verified notification marks
 * an order paid). Each is stored first — (provider, eventCode, pspReference) is unique, so a
 * replay is acknowledged and does nothing — then checked against the order (reference, amount,
 * currency) and only then handed to the orders side, all in one transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderPayments, PayableOrder } from '../orders/order-payments.ts';
import type { Executor } from '../orders/order-repository.ts';
import { Service } from '../service.ts';
import type { PaymentRepository } from './payment-repository.ts';

export interface VerifiedNotification {
  provider: string;
  eventCode: string;
  pspReference: string;
  merchantReference: string;
  success: boolean;
  amountMinor: number | null;
  currency: string | null;
  method: string | null;
  payload: unknown;
}

/** Stored in payment_notifications.outcome. */
export type NotificationOutcome = 'APPLIED' | 'ALREADY_FINAL' | 'AMOUNT_MISMATCH' | 'UNKNOWN_ORDER' | 'IGNORED';

export class NotificationService extends Service<{ repository: PaymentRepository; orders: OrderPayments; log: FastifyBaseLogger }> {
  /**
   * 'REPLAY' when this very notification was already stored. Storing it, applying it to the order
   * and recording the outcome are one transaction: a failure midway writes nothing, so the
   * provider's retry is processed, not taken for a replay.
   */
  async apply(notification: VerifiedNotification): Promise<NotificationOutcome | 'REPLAY'> {
    // Read before the transaction, which then only takes locks and writes.
    const order = notification.eventCode === 'AUTHORISATION' ? await this.deps.orders.findByReference(notification.merchantReference) : null;
    const result = await this.deps.repository.transaction(async (tx) => {
      const id = await this.deps.repository.insertNotification(tx, {
        provider: notification.provider,
        eventCode: notification.eventCode,
        pspReference: notification.pspReference,
        merchantReference: notification.merchantReference,
        success: notification.success,
        amountMinor: notification.amountMinor,
        currency: notification.currency,
        payload: notification.payload as object,
      });
      if (id === null) return { outcome: 'REPLAY' as const, afterCommit: null };
      const decided = await this.decide(tx, notification, order);
      await this.deps.repository.setOutcome(tx, id, decided.outcome);
      return decided;
    });
    if (result.outcome === 'REPLAY') {
      this.deps.log.info({ provider: notification.provider, pspReference: notification.pspReference, eventCode: notification.eventCode }, 'payment notification replayed: ignored');
    }
    await result.afterCommit?.();
    return result.outcome;
  }

  private async decide(
    tx: Executor,
    n: VerifiedNotification,
    order: PayableOrder | null,
  ): Promise<{ outcome: NotificationOutcome; afterCommit: (() => Promise<void>) | null }> {
    // Only the authorisation decides paid or failed; captures, refunds… are kept for the record.
    if (n.eventCode !== 'AUTHORISATION') return { outcome: 'IGNORED', afterCommit: null };
    if (!order) {
      this.deps.log.warn({ provider: n.provider, reference: n.merchantReference, pspReference: n.pspReference }, 'payment notification for an unknown order');
      return { outcome: 'UNKNOWN_ORDER', afterCommit: null };
    }
    if (n.amountMinor !== order.amountMinor || n.currency !== order.currency) {
      this.deps.log.error(
        { orderId: order.orderId, expected: { value: order.amountMinor, currency: order.currency }, got: { value: n.amountMinor, currency: n.currency }, pspReference: n.pspReference },
        'payment notification amount does not match the order: order left unpaid',
      );
      return { outcome: 'AMOUNT_MISMATCH', afterCommit: null };
    }
    const applied = n.success
      ? await this.deps.orders.applyPaid(tx, order.orderId, { provider: n.provider, pspReference: n.pspReference, method: n.method })
      : await this.deps.orders.applyFailed(tx, order.orderId, { provider: n.provider, pspReference: n.pspReference });
    return { outcome: applied.changed ? 'APPLIED' : 'ALREADY_FINAL', afterCommit: () => applied.afterCommit() };
  }
}
