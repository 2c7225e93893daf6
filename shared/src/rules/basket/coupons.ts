/**
 * The coupon (discount code) reduction, computed after the automatic promotion (storefront §4
 * Discount validation, §5 "Discount code value applies only to matching cluster products").
 */
import { roundAmount } from '../rounding.ts';
import type { PromotionOutcome } from './promotions.ts';
import type { CouponOutcome, PricedLine, PricingCoupon } from './types.ts';

export interface CouponResult {
  outcome: CouponOutcome;
  amount: number;
}

/** Lines a coupon may reduce: non gift-card lines, only its cluster's barcodes when it has a cluster. */
export function couponEligibleLines(coupon: PricingCoupon, lines: readonly PricedLine[]): PricedLine[] {
  const cluster = new Set(coupon.productCluster);
  return lines.filter(
    (l) => l.itemType !== 'GFC' && l.quantity > 0 && (cluster.size === 0 || cluster.has(l.productReference)),
  );
}

/** The promotion's share of a line, spread over its qualifying lines in proportion to their amounts. */
function promotionShare(line: PricedLine, promotion: PromotionOutcome | null): number {
  if (!promotion || promotion.qualifyingSubtotal <= 0 || !promotion.qualifying.includes(line)) return 0;
  return (promotion.applied.amount * line.amount) / promotion.qualifyingSubtotal;
}

/**
 * Interpretation: "FIXED below the basket price" compares the value with what the coupon may reduce
 * (its eligible lines after the promotion), not the whole price, so a FIXED code never eats into
 * gift cards or products outside its cluster. Without gift cards or a cluster both are the same.
 */
export function applyCoupon(
  coupon: PricingCoupon | null,
  lines: readonly PricedLine[],
  promotion: PromotionOutcome | null,
  currency: string,
): CouponResult {
  if (!coupon) return { outcome: 'none', amount: 0 };
  const eligible = couponEligibleLines(coupon, lines);
  if (eligible.length === 0) return { outcome: 'notEligible', amount: 0 };
  // §4: a promotion that already reduces the basket cancels a non-cumulative code.
  if (promotion && !coupon.cumulative) return { outcome: 'notCumulative', amount: 0 };
  const eligibleAmount = Math.max(
    0,
    roundAmount(
      eligible.reduce((sum, l) => sum + l.amount - promotionShare(l, promotion), 0),
      currency,
    ),
  );
  const value = Number.isFinite(coupon.value) && coupon.value > 0 ? coupon.value : 0;
  if (coupon.couponType === 'FIXED') {
    // §4: a FIXED value at least the price cancels the code.
    if (value >= eligibleAmount) return { outcome: 'fixedTooHigh', amount: 0 };
    return { outcome: 'applied', amount: roundAmount(value, currency) };
  }
  const percent = Math.min(100, value);
  return { outcome: 'applied', amount: Math.min(eligibleAmount, roundAmount((eligibleAmount * percent) / 100, currency)) };
}
