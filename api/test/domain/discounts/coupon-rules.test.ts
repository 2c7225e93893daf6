import { describe, expect, it } from 'vitest';
import { couponRefusal, type CouponTerms, type CouponUse } from '../../../src/domain/discounts/coupon-rules.ts';

const open: CouponTerms = {
  brandId: 3,
  validFrom: null,
  validUntil: null,
  authenticatedOnly: false,
  maxUses: null,
  timesUsed: 0,
  maxUsesPerCustomer: null,
  minimumAmount: null,
};
const use: CouponUse = { brandId: 3, authenticated: false, amount: null, customerUses: 0, now: new Date('2026-06-01T12:00:00Z') };

describe('couponRefusal (storefront §4 Discount validation)', () => {
  it('storefront §4: validity dates are inclusive at both ends', () => {
    const window = { ...open, validFrom: new Date('2026-06-01T12:00:00Z'), validUntil: new Date('2026-06-01T12:00:00Z') };
    expect(couponRefusal(window, use)).toBeNull();
    expect(couponRefusal(window, { ...use, now: new Date('2026-06-01T11:59:59Z') })).toBe('NOT_STARTED');
    expect(couponRefusal(window, { ...use, now: new Date('2026-06-01T12:00:01Z') })).toBe('EXPIRED');
  });

  it('storefront §3 Discount: max uses and per-customer uses are limits reached at the count', () => {
    expect(couponRefusal({ ...open, maxUses: 2, timesUsed: 1 }, use)).toBeNull();
    expect(couponRefusal({ ...open, maxUses: 2, timesUsed: 2 }, use)).toBe('USED_UP');
    expect(couponRefusal({ ...open, maxUsesPerCustomer: 1 }, { ...use, customerUses: 0 })).toBeNull();
    expect(couponRefusal({ ...open, maxUsesPerCustomer: 1 }, { ...use, customerUses: 1 })).toBe('CUSTOMER_LIMIT');
  });

  it('issue 12 §12: uses held by unpaid orders count against max uses like paid ones', () => {
    expect(couponRefusal({ ...open, maxUses: 2, timesUsed: 1 }, { ...use, reservedUses: 0 })).toBeNull();
    expect(couponRefusal({ ...open, maxUses: 2, timesUsed: 1 }, { ...use, reservedUses: 1 })).toBe('USED_UP');
    expect(couponRefusal({ ...open, maxUses: 1, timesUsed: 0 }, { ...use, reservedUses: 1 })).toBe('USED_UP');
  });

  it('storefront §4: the minimum amount is reached at the amount itself and ignored without an amount', () => {
    expect(couponRefusal({ ...open, minimumAmount: 100 }, { ...use, amount: 100 })).toBeNull();
    expect(couponRefusal({ ...open, minimumAmount: 100 }, { ...use, amount: 99.99 })).toBe('MINIMUM_AMOUNT');
    expect(couponRefusal({ ...open, minimumAmount: 100 }, use)).toBeNull();
  });

  it('reports the reason a shopper can do least about first: brand, then dates, then sign-in, then limits', () => {
    const everything = { ...open, brandId: 1, validUntil: new Date('2020-01-01'), authenticatedOnly: true, maxUses: 1, timesUsed: 1 };
    expect(couponRefusal(everything, use)).toBe('WRONG_BRAND');
    expect(couponRefusal({ ...everything, brandId: 3 }, use)).toBe('EXPIRED');
    expect(couponRefusal({ ...everything, brandId: 3, validUntil: null }, use)).toBe('LOGIN_REQUIRED');
    expect(couponRefusal({ ...everything, brandId: 3, validUntil: null }, { ...use, authenticated: true })).toBe('USED_UP');
  });
});
