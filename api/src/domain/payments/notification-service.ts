/**
 * Applies verified provider notifications (architecture §4: only a verified notification marks
 * an order paid). Each is stored first — (provider, eventCode, pspReference) is unique, so a
 * replay is acknowledged and does nothing — then checked against the order (reference, amount,
 * currency) and only then handed to the orders side.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderPayments } from '../orders/order-payments.ts';
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

export class NotificationService {
  private readonly repository: PaymentRepository;
  private readonly orders: OrderPayments;
  private readonly log: FastifyBaseLogger;

  constructor(repository: PaymentRepository, orders: OrderPayments, log: FastifyBaseLogger) {
    this.repository = repository;
    this.orders = orders;
    this.log = log;
  }

  /** 'REPLAY' when this very notification was already stored. */
  async apply(notification: VerifiedNotification): Promise<NotificationOutcome | 'REPLAY'> {
    const id = await this.repository.insertNotification({
      provider: notification.provider,
      eventCode: notification.eventCode,
      pspReference: notification.pspReference,
      merchantReference: notification.merchantReference,
      success: notification.success,
      amountMinor: notification.amountMinor,
      currency: notification.currency,
      payload: notification.payload as object,
    });
    if (id === null) {
      this.log.info({ provider: notification.provider, pspReference: notification.pspReference, eventCode: notification.eventCode }, 'payment notification replayed: ignored');
      return 'REPLAY';
    }
    try {
      const outcome = await this.decide(notification);
      await this.repository.setOutcome(id, outcome);
      return outcome;
    } catch (error) {
      // Not applied: the provider retries, and the retry must not look like a replay.
      await this.repository.deleteNotification(id);
      throw error;
    }
  }

  private async decide(n: VerifiedNotification): Promise<NotificationOutcome> {
    // Only the authorisation decides paid or failed; captures, refunds… are kept for the record.
    if (n.eventCode !== 'AUTHORISATION') return 'IGNORED';
    const order = await this.orders.findByReference(n.merchantReference);
    if (!order) {
      this.log.warn({ provider: n.provider, reference: n.merchantReference, pspReference: n.pspReference }, 'payment notification for an unknown order');
      return 'UNKNOWN_ORDER';
    }
    if (n.amountMinor !== order.amountMinor || n.currency !== order.currency) {
      this.log.error(
        { orderId: order.orderId, expected: { value: order.amountMinor, currency: order.currency }, got: { value: n.amountMinor, currency: n.currency }, pspReference: n.pspReference },
        'payment notification amount does not match the order: order left unpaid',
      );
      return 'AMOUNT_MISMATCH';
    }
    const result = n.success
      ? await this.orders.markPaid(order.orderId, { provider: n.provider, pspReference: n.pspReference, method: n.method })
      : await this.orders.markFailed(order.orderId, { provider: n.provider, pspReference: n.pspReference });
    return result.changed ? 'APPLIED' : 'ALREADY_FINAL';
  }
}
