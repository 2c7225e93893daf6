/**
 * Account §4 Order status codes, Order update after payment result, Payment confirmation
 * statuses; §2 returns (the list's reading of the return rule).
 */
import type { DeliveryMode, PaymentConfirmationStatus } from '../../contract/checkout.ts';

export const ORDER_STATUS_CODES: readonly string[] = ['CHE', 'AWA', 'PEN', 'PAI', 'FAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT'];
/** Statuses in which the money is taken. */
export const PAID_STATUSES: readonly string[] = ['PAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT'];
/** Account §2: the return button shows for SHI, PAI, DEP and WIT. */
export const RETURNABLE_STATUSES: readonly string[] = ['SHI', 'PAI', 'DEP', 'WIT'];

/** §4: failed → FAI; accepted → PAI for online delivery or a type-E store, else the delivery mode. */
export function statusAfterPayment(input: { accepted: boolean; deliveryMode: DeliveryMode; storeType?: string | null }): string {
  if (!input.accepted) return 'FAI';
  if (input.deliveryMode === 'DIS') return 'PAI';
  if ((input.storeType ?? '').toUpperCase() === 'E') return 'PAI';
  return input.deliveryMode;
}

export type ConfirmationView = 'success' | 'failure' | 'awaiting' | 'error' | 'validation';

const SUCCESS = new Set<string>([
  'PAYMENT_CONFIRMED',
  'PAYMENT_ACKNOWLEDGED',
  'PAYMENT_CONFIRMED_LATE_AWAITING_ORDER_CONFIRMATION',
  'PAYMENT_CONFIRMED_AFTER_FAILURE_AWAITING_ORDER_CONFIRMATION',
]);
const FAILURE = new Set<string>(['PAYMENT_FAILED', 'PAYMENT_ERROR']);

/** §4 Payment confirmation statuses → the result page's view; no data → wait for validation. */
export function confirmationView(status: PaymentConfirmationStatus | null | undefined): ConfirmationView {
  if (!status) return 'validation';
  if (SUCCESS.has(status)) return 'success';
  if (FAILURE.has(status)) return 'failure';
  if (status === 'PAYMENT_ACKNOWLEDGMENT_AWAITING') return 'awaiting';
  if (status === 'ERROR') return 'error';
  return 'validation';
}

/** §4: the purchase analytics event counts VAT at 20 percent: tax = value − value / 1.2, to the cent. */
export function purchaseTax(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round((value - value / 1.2) * 100) / 100;
}
