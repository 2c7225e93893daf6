/**
 * Whether a coupon may be used now (storefront §3 Discount, §4 Discount validation). Pure: the
 * validate-discount answer and the redemption at checkout apply the same checks.
 */
import type { DiscountRefusal } from '@trama/shared/contract';
import type { CouponRow } from './coupon-repository.ts';

export type CouponTerms = Pick<
  CouponRow,
  'brandId' | 'validFrom' | 'validUntil' | 'authenticatedOnly' | 'maxUses' | 'timesUsed' | 'maxUsesPerCustomer' | 'minimumAmount'
> & {
  /** Account §4 Loyalty: a client discount belongs to one web client; null or absent = anyone's. */
  ownerWebClientId?: number | null;
};

export interface CouponUse {
  brandId: number;
  authenticated: boolean;
  /** Basket amount; null when the caller did not send one (the minimum is then not checked). */
  amount: number | null;
  /** Orders this customer already used the coupon on or holds it for, unpaid (0 for a visitor). */
  customerUses: number;
  /** Unpaid orders holding the code (reservations not expired), not yet in timesUsed; absent = 0. */
  reservedUses?: number;
  /** The customer using it (null or absent for a visitor): checked against a client discount's owner. */
  webClientId?: number | null;
  now: Date;
}

/** The first reason the coupon cannot be used, in the order a shopper can act on least to most; null = usable. */
export function couponRefusal(coupon: CouponTerms, use: CouponUse): DiscountRefusal | null {
  // Someone else's client discount does not exist for this caller: nothing about it is told.
  if (!isUsableBy(coupon, use.webClientId ?? null)) return 'UNKNOWN';
  if (coupon.brandId !== use.brandId) return 'WRONG_BRAND';
  if (coupon.validFrom && use.now < coupon.validFrom) return 'NOT_STARTED';
  if (coupon.validUntil && use.now > coupon.validUntil) return 'EXPIRED';
  if (coupon.authenticatedOnly && !use.authenticated) return 'LOGIN_REQUIRED';
  if (coupon.maxUses !== null && coupon.timesUsed + (use.reservedUses ?? 0) >= coupon.maxUses) return 'USED_UP';
  if (coupon.maxUsesPerCustomer !== null && use.customerUses >= coupon.maxUsesPerCustomer) return 'CUSTOMER_LIMIT';
  if (coupon.minimumAmount !== null && use.amount !== null && use.amount < coupon.minimumAmount) return 'MINIMUM_AMOUNT';
  return null;
}

/** Codes are stored upper-cased; shoppers may type them in any case, with stray spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Account §4 Loyalty: a client discount (ownerWebClientId set) is only its owner's. */
export const isUsableBy = (coupon: Pick<CouponTerms, 'ownerWebClientId'>, webClientId: number | null) =>
  coupon.ownerWebClientId === null || coupon.ownerWebClientId === undefined || coupon.ownerWebClientId === webClientId;
