/** Account §4 Checkout flow: the selected payment method is kept locally (account §9 storage keys). */
import { STORAGE_KEYS, type PaymentMethodName } from '@trama/shared/contract';
import { readKey, removeKey, writeKey } from '@trama/shared/api';

const METHODS: readonly string[] = ['card', 'paypal', 'klarna'];

export function readSelectedMethod(): PaymentMethodName {
  const stored = readKey(STORAGE_KEYS.selectedPaymentMethod);
  return stored && METHODS.includes(stored) ? (stored as PaymentMethodName) : 'card';
}

export function writeSelectedMethod(method: PaymentMethodName): void {
  try {
    writeKey(STORAGE_KEYS.selectedPaymentMethod, method);
  } catch {
    // A full storage only forgets the choice for the next visit.
  }
}

export function clearSelectedMethod(): void {
  removeKey(STORAGE_KEYS.selectedPaymentMethod);
}
