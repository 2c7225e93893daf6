/** Idempotency-Key checks of orders/create (account §4 Checkout flow: the order is created once). */
import { describe, expect, it } from 'vitest';
import { assertIdempotencyKey, requestHash } from '../../../src/domain/orders/idempotency.ts';

describe('Idempotency-Key', () => {
  it('§4 Checkout flow: keys of 1-100 characters A-Z a-z 0-9 _ : . - are accepted, anything else is IDEMPOTENCY_KEY_REQUIRED', () => {
    for (const key of ['a', 'order:2026-11-22_1.x', 'k'.repeat(100)]) expect(assertIdempotencyKey(key)).toBe(key);
    for (const key of [undefined, '', 'k'.repeat(101), 'with space', 'ä', ['a', 'b']]) {
      expect(() => assertIdempotencyKey(key)).toThrow(expect.objectContaining({ statusCode: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' }));
    }
  });

  it('§4 Checkout flow: the body hash ignores key order but not values', () => {
    const a = { brandId: 3, lines: [{ productId: 1, size: 'M' }], discountCode: null };
    const b = { discountCode: null, lines: [{ size: 'M', productId: 1 }], brandId: 3 };
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash(a)).not.toBe(requestHash({ ...a, lines: [{ productId: 1, size: 'L' }] }));
    expect(requestHash(a)).not.toBe(requestHash({ ...a, discountCode: 'X' }));
  });
});
