/**
 * Issue 29 §13: the order detail's payment line in words, never the provider's codes ("card ·
 * AUTHORISED", "visa", "klarna_paynow"). The method is what the provider reported (a card brand,
 * a wallet) or, when it reported none, the provider itself; the status is the session's
 * (api/src/domain/payments/payment-provider.ts).
 */
const CARD_BRANDS = new Set(['card', 'scheme', 'visa', 'mc', 'mastercard', 'amex', 'maestro', 'cb', 'cartebancaire', 'bcmc', 'diners', 'discover', 'jcb']);
const STATUSES = new Set(['CREATED', 'PENDING', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'ERROR']);

export type PaymentMethodLabel = 'card' | 'paypal' | 'klarna' | 'other';

export function paymentMethodLabel(method: string): PaymentMethodLabel {
  const code = method.trim().toLowerCase().replace(/[\s-]+/g, '');
  if (CARD_BRANDS.has(code)) return 'card';
  if (code.startsWith('paypal')) return 'paypal';
  if (code.startsWith('klarna')) return 'klarna';
  return 'other';
}

/** The key of `orders.paymentStatuses` for a session status. */
export function paymentStatusLabel(status: string): string {
  const code = status.trim().toUpperCase();
  return STATUSES.has(code) ? code : 'unknown';
}
