/**
 * Basket totals (storefront §3 Basket totals, §4 Discount validation and Promotion, §5, §9): the one
 * function the browser and the API both call, so the shopper sees the price the API will charge.
 */
import { formatPrice } from '../../i18n/format.ts';
import { roundAmount } from '../rounding.ts';
import { applyCoupon } from './coupons.ts';
import { bestPromotion } from './promotions.ts';
import { shippingFor } from './shipping.ts';
import type { PricedLine, PricingInput, PricingResult } from './types.ts';

/** Guards the totals against a broken line: a negative, missing or infinite number counts as nothing. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function sum(values: readonly number[], currency: string): number {
  return roundAmount(
    values.reduce((total, v) => total + v, 0),
    currency,
  );
}

export function priceBasket(input: PricingInput): PricingResult {
  const { currency } = input;
  const lines: PricedLine[] = input.lines.map((line) => ({
    ...line,
    amount: nonNegative(roundAmount(nonNegative(line.unitPrice) * nonNegative(line.quantity), currency)),
  }));
  const isGiftCard = (l: PricedLine) => l.itemType === 'GFC';

  const merchandiseBefore = sum(lines.map((l) => l.amount), currency);
  const oldPrice = sum(
    lines.map((l) => nonNegative(roundAmount(nonNegative(l.oldUnitPrice) * nonNegative(l.quantity), currency))),
    currency,
  );
  const totalGiftCardPrice = sum(lines.filter(isGiftCard).map((l) => l.amount), currency);

  const promotion =
    input.promotionsEnabled === false ? null : bestPromotion(input.promotions, lines, input.clusterBarcodes, currency);
  const promotionAmount = promotion?.applied.amount ?? 0;
  const coupon = applyCoupon(input.coupon, lines, promotion, currency);

  const price = Math.max(0, roundAmount(merchandiseBefore - promotionAmount - coupon.amount, currency));
  const livraison = shippingFor({
    delivery: input.delivery ?? 'DIS',
    hasMerchandise: lines.some((l) => !isGiftCard(l) && nonNegative(l.quantity) > 0),
    merchandisePrice: Math.max(0, roundAmount(price - totalGiftCardPrice, currency)),
    shippingMinimum: input.shippingMinimum,
    shippingCost: input.shippingCost,
    currency,
  });

  return {
    lines,
    totals: {
      price,
      totalPrice: roundAmount(price + livraison, currency),
      quantity: lines.length,
      livraison,
      totalQuantity: lines.reduce((n, l) => n + nonNegative(l.quantity), 0),
      oldPrice,
      totalGiftCardPrice,
      discountedSum: promotionAmount,
      totalCouponDiscount: coupon.amount,
      isPromoDiscountApplyed: promotionAmount > 0,
    },
    promotion: promotion?.applied ?? null,
    coupon: { outcome: coupon.outcome, amount: coupon.amount, discountCode: input.coupon?.discountCode ?? null },
  };
}

/** §5: an amount in the shopper's locale ("12,50 €", en "€12.50"), Swiss francs on their 0.05 steps. */
export function formatAmount(amount: number, currency: string, language = 'it'): string {
  return formatPrice(roundAmount(amount, currency), currency, language);
}
