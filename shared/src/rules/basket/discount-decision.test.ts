import { describe, expect, it } from 'vitest';
import type { DiscountValidation } from '../../contract/index.ts';
import { couponMessageAfterPricing, decideDiscount } from './discount-decision.ts';

function answer(overrides: Partial<DiscountValidation> = {}): DiscountValidation {
  return {
    discountCode: 'WELCOME10',
    discountLabel: null,
    valid: true,
    value: 10,
    couponType: 'PERCENT',
    cumulative: false,
    authenticated: false,
    productCluster: [],
    isProductsInBarcode: false,
    reason: null,
    ...overrides,
  };
}

const visitor = { code: 'WELCOME10', authenticated: false, privateCodeActive: false };

describe('decideDiscount (storefront §4 Discount validation, §5; account §4 Discount messages)', () => {
  it('§5 an empty code is refused with product.basket.46', () => {
    expect(decideDiscount({ ...visitor, code: '  ', answer: answer() })).toEqual({ action: 'refuse', messageKey: 'product.basket.46' });
  });

  it('§4 an invalid code cancels any discount: product.basket.20 signed in, .24 for a visitor', () => {
    expect(decideDiscount({ ...visitor, answer: answer({ valid: false, reason: 'UNKNOWN' }) })).toEqual({ action: 'cancel', messageKey: 'product.basket.24' });
    expect(decideDiscount({ ...visitor, authenticated: true, answer: answer({ valid: false, reason: 'UNKNOWN' }) })).toEqual({ action: 'cancel', messageKey: 'product.basket.20' });
    expect(decideDiscount({ ...visitor, answer: null })).toEqual({ action: 'cancel', messageKey: 'product.basket.24' });
  });

  it('§4 a code whose products are in a promotion cluster is refused with product.basket.39', () => {
    expect(decideDiscount({ ...visitor, answer: answer({ isProductsInBarcode: true }) })).toEqual({ action: 'refuse', messageKey: 'product.basket.39' });
  });

  it('§4 a code that exists but is not approved now gives payment.19', () => {
    for (const reason of ['EXPIRED', 'USED_UP', 'LOGIN_REQUIRED', 'MINIMUM_AMOUNT'] as const) {
      expect(decideDiscount({ ...visitor, answer: answer({ valid: false, reason }) })).toEqual({ action: 'refuse', messageKey: 'payment.19' });
    }
  });

  it('account §4 a non-private coupon while a private code is active fails with product.basket.47', () => {
    expect(decideDiscount({ ...visitor, privateCodeActive: true, answer: answer({ couponType: 'FIXED' }) })).toEqual({ action: 'refuse', messageKey: 'product.basket.47' });
  });

  it('account §4 a valid PRIVATE_SALE code is stored (product.basket.25), even replacing another private code', () => {
    const privateSale = answer({ couponType: 'PRIVATE_SALE' });
    expect(decideDiscount({ ...visitor, answer: privateSale })).toEqual({ action: 'storePrivate', messageKey: 'product.basket.25' });
    expect(decideDiscount({ ...visitor, privateCodeActive: true, answer: privateSale })).toEqual({ action: 'storePrivate', messageKey: 'product.basket.25' });
  });

  it('account §4 a valid coupon is applied with product.basket.19', () => {
    expect(decideDiscount({ ...visitor, answer: answer() })).toEqual({ action: 'apply', messageKey: 'product.basket.19' });
    expect(decideDiscount({ ...visitor, answer: answer({ couponType: 'FIXED' }) })).toEqual({ action: 'apply', messageKey: 'product.basket.19' });
  });
});

describe('couponMessageAfterPricing (§4 Discount validation, account §4 Discount messages)', () => {
  it('§4 a coupon pricing cancelled says payment.19', () => {
    expect(couponMessageAfterPricing('fixedTooHigh')).toBe('payment.19');
    expect(couponMessageAfterPricing('notCumulative')).toBe('payment.19');
    expect(couponMessageAfterPricing('notEligible')).toBe('payment.19');
  });

  it('account §4 an applied coupon says product.basket.19; no coupon says nothing', () => {
    expect(couponMessageAfterPricing('applied')).toBe('product.basket.19');
    expect(couponMessageAfterPricing('none')).toBeNull();
  });
});
