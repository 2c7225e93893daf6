/**
 * Storefront §4 / §8, account §5 Discount code at checkout: why a discount code is not applied to
 * an order, as the message the shopper reads — product.basket.20 for a code that does not exist,
 * product.basket.39 when every product it covers is in a promotion, else payment.19 ("discount not
 * approved": expired, used up, already used by this customer…). One stable code, DISCOUNT_REFUSED.
 */
import type { BasketPricing } from '@trama/shared/contract';
import { AppError } from '../errors.ts';

export function discountRefusal(status: 409 | 422, coupon: Pick<BasketPricing['coupon'], 'discountCode' | 'outcome' | 'reason'>): AppError {
  const messageKey = coupon.reason === 'UNKNOWN' ? 'product.basket.20' : coupon.outcome === 'notEligible' ? 'product.basket.39' : 'payment.19';
  return new AppError(status, 'DISCOUNT_REFUSED', `Discount code ${coupon.discountCode ?? ''} cannot be used on this order (${coupon.reason ?? coupon.outcome}).`, {
    messageKey,
    extra: { reason: coupon.reason, outcome: coupon.outcome },
  });
}
