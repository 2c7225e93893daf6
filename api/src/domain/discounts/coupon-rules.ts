/**
 * Whether a coupon may be used now (storefront §3 Discount, §4 Discount validation). Pure: the
 * validate-discount answer and the redemption at checkout apply the same checks.
 */
import type { DiscountRefusal } from '@trama/shared/contract';
import type { CouponRow } from './coupon-repository.ts';

export type CouponTerms = Pick<
  CouponRow,
  'brandId' | 'validFrom' | 'validUntil' | 'authenticatedOnly' | 'maxUses' | 'timesUsed' | 'maxUsesPerCustomer' | 'minimumAmount'
>;

export interface CouponUse {
  brandId: number;
  authenticated: boolean;
  /** Basket amount; null when the caller did not send one (the minimum is then not checked). */
  amount: number | null;
  /** Orders this customer already used the coupon on (0 for a visitor). */
  customerUses: number;
  now: Date;
}

/** The first reason the coupon cannot be used, in the order a shopper can act on least to most; null = usable. */
export function couponRefusal(coupon: CouponTerms, use: CouponUse): DiscountRefusal | null {
  if (coupon.brandId !== use.brandId) return 'WRONG_BRAND';
  if (coupon.validFrom && use.now < coupon.validFrom) return 'NOT_STARTED';
  if (coupon.validUntil && use.now > coupon.validUntil) return 'EXPIRED';
  if (coupon.authenticatedOnly && !use.authenticated) return 'LOGIN_REQUIRED';
  if (coupon.maxUses !== null && coupon.timesUsed >= coupon.maxUses) return 'USED_UP';
  if (coupon.maxUsesPerCustomer !== null && use.customerUses >= coupon.maxUsesPerCustomer) return 'CUSTOMER_LIMIT';
  if (coupon.minimumAmount !== null && use.amount !== null && use.amount < coupon.minimumAmount) return 'MINIMUM_AMOUNT';
  return null;
}

/** Codes are stored upper-cased; shoppers may type them in any case, with stray spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
