import { describe, expect, it } from 'vitest';
import { priceBasket } from './pricing.ts';
import { coupon, pricingInput, pricingLine, promotion } from '../../testing/basket.ts';

const twoLines = [pricingLine({ productReference: 'A', unitPrice: 30, oldUnitPrice: 30 }), pricingLine({ productReference: 'B', unitPrice: 20, oldUnitPrice: 20 })];

describe('coupon types (§3 Discount, §4 Discount validation)', () => {
  it('§4 a PERCENT coupon takes its value percent off the basket', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ couponType: 'PERCENT', value: 10 }) }));
    expect(result.coupon).toEqual({ outcome: 'applied', amount: 5, discountCode: 'CODE' });
    expect(result.totals).toMatchObject({ price: 45, totalCouponDiscount: 5 });
  });

  it('§4 a PRIVATE_SALE coupon is a percentage too', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ couponType: 'PRIVATE_SALE', value: 30 }) }));
    expect(result.totals).toMatchObject({ price: 35, totalCouponDiscount: 15 });
  });

  it('§4 a FIXED coupon below the basket price takes its value off', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ couponType: 'FIXED', value: 12.5 }) }));
    expect(result.coupon.outcome).toBe('applied');
    expect(result.totals).toMatchObject({ price: 37.5, totalCouponDiscount: 12.5 });
  });

  it('§4 a FIXED coupon at least the price is cancelled (fixedTooHigh) and the price stays', () => {
    for (const value of [50, 80]) {
      const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ couponType: 'FIXED', value }) }));
      expect(result.coupon).toEqual({ outcome: 'fixedTooHigh', amount: 0, discountCode: 'CODE' });
      expect(result.totals).toMatchObject({ price: 50, totalCouponDiscount: 0 });
    }
  });

  it('§4 without a coupon the outcome is none', () => {
    expect(priceBasket(pricingInput({ lines: twoLines })).coupon).toEqual({ outcome: 'none', amount: 0, discountCode: null });
  });
});

describe('coupon cluster (§5 the value applies only to matching cluster products)', () => {
  it('§5 a PERCENT coupon with a cluster reduces only the lines of its barcodes', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ value: 50, productCluster: ['B'] }) }));
    expect(result.totals).toMatchObject({ price: 40, totalCouponDiscount: 10 });
  });

  it('§5 a coupon whose cluster matches no line is not eligible', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ value: 50, productCluster: ['Z'] }) }));
    expect(result.coupon).toMatchObject({ outcome: 'notEligible', amount: 0 });
    expect(result.totals.price).toBe(50);
  });

  it('§5 a FIXED coupon with a cluster must stay below its products, not the whole basket', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, coupon: coupon({ couponType: 'FIXED', value: 25, productCluster: ['B'] }) }));
    expect(result.coupon.outcome).toBe('fixedTooHigh');
  });
});

describe('coupon with a promotion (§4 Discount validation, §4 Promotion)', () => {
  const tenPercentOff = promotion({ ruleType: 'VALUE', discounts: [10] });

  it('§4 a promotion that reduces the basket cancels a non-cumulative coupon', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, promotions: [tenPercentOff], coupon: coupon({ cumulative: false, value: 20 }) }));
    expect(result.coupon).toMatchObject({ outcome: 'notCumulative', amount: 0 });
    expect(result.totals).toMatchObject({ price: 45, discountedSum: 5, totalCouponDiscount: 0 });
  });

  it('§4 a non-cumulative coupon applies when no promotion reduces the basket', () => {
    const under = promotion({ ruleType: 'VALUE', threshold: 100, discounts: [10] });
    const result = priceBasket(pricingInput({ lines: twoLines, promotions: [under], coupon: coupon({ cumulative: false, value: 20 }) }));
    expect(result.totals).toMatchObject({ price: 40, totalCouponDiscount: 10, isPromoDiscountApplyed: false });
  });

  it('§4 a cumulative coupon takes its percent of what the promotion left', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, promotions: [tenPercentOff], coupon: coupon({ cumulative: true, value: 20 }) }));
    // 50 - 5 promotion = 45; 20 % of 45 = 9
    expect(result.totals).toMatchObject({ price: 36, discountedSum: 5, totalCouponDiscount: 9 });
  });

  it('§4 a cumulative FIXED coupon must stay below the price after the promotion', () => {
    const result = priceBasket(pricingInput({ lines: twoLines, promotions: [tenPercentOff], coupon: coupon({ couponType: 'FIXED', value: 46 }) }));
    expect(result.coupon.outcome).toBe('fixedTooHigh');
    expect(result.totals.price).toBe(45);
  });
});

describe('coupons and gift cards (§3 itemType GFC)', () => {
  const giftCard = pricingLine({ itemType: 'GFC', productReference: 'G', unitPrice: 100, oldUnitPrice: 100 });

  it('§3 a coupon never reduces a gift card', () => {
    const result = priceBasket(pricingInput({ lines: [...twoLines, giftCard], coupon: coupon({ value: 10 }) }));
    expect(result.totals).toMatchObject({ price: 145, totalCouponDiscount: 5, totalGiftCardPrice: 100 });
  });

  it('§3 a basket of gift cards only gives the coupon nothing to reduce', () => {
    expect(priceBasket(pricingInput({ lines: [giftCard], coupon: coupon() })).coupon.outcome).toBe('notEligible');
  });
});
