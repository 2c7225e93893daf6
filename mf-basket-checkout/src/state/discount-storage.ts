/**
 * The applied discount and the private-sale code in browser storage (storefront §4 Discount
 * validation, §9): the discount is the validation answer of the applied code; a valid PRIVATE_SALE
 * code is also kept on its own, and blocks non-private codes until logout.
 */
import { STORAGE_KEYS, type DiscountValidation } from '@trama/shared/contract';
import { readKey, removeKey, writeKey } from '@trama/shared/api';

function isDiscount(value: unknown): value is DiscountValidation {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.discountCode === 'string' &&
    typeof d.value === 'number' &&
    typeof d.couponType === 'string' &&
    typeof d.cumulative === 'boolean' &&
    Array.isArray(d.productCluster)
  );
}

/** The stored discount; an unreadable entry is discarded with a warning. */
export function readDiscount(): DiscountValidation | null {
  const raw = readKey(STORAGE_KEYS.discount);
  if (raw === null || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isDiscount(value)) return value;
  } catch {
    // Falls through to the warning below.
  }
  console.warn(`[basket] discarding unreadable '${STORAGE_KEYS.discount}' storage entry`);
  removeKey(STORAGE_KEYS.discount);
  return null;
}

export function writeDiscount(discount: DiscountValidation | null): void {
  writeKey(STORAGE_KEYS.discount, discount ? JSON.stringify(discount) : null);
}

export function readPrivateCode(): string | null {
  return readKey(STORAGE_KEYS.privateCode) || null;
}

export function writePrivateCode(code: string): void {
  writeKey(STORAGE_KEYS.privateCode, code);
}

export function clearPrivateCode(): void {
  removeKey(STORAGE_KEYS.privateCode);
}
