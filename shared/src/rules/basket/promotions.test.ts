import { describe, expect, it } from 'vitest';
import { priceBasket } from './pricing.ts';
import { pricingInput, pricingLine, promotion } from '../../testing/basket.ts';

/** n pieces of a 10.00 line (barcode A unless told). */
function pieces(n: number, productReference = 'A') {
  return pricingLine({ quantity: n, unitPrice: 10, oldUnitPrice: 10, productReference });
}

describe('AMOUNT promotion (§3 Promotion, §4 Promotion)', () => {
  it('§4 a qualifying subtotal at the threshold takes discount_1 off as an amount', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(5)], promotions: [promotion({ ruleType: 'AMOUNT', threshold: 50, discounts: [7] })] }));
    expect(result.totals).toMatchObject({ price: 43, discountedSum: 7, isPromoDiscountApplyed: true });
    expect(result.promotion).toMatchObject({ ruleType: 'AMOUNT', amount: 7 });
  });

  it('§4 below the threshold nothing is taken off', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(4)], promotions: [promotion({ ruleType: 'AMOUNT', threshold: 50, discounts: [7] })] }));
    expect(result.totals).toMatchObject({ price: 40, discountedSum: 0, isPromoDiscountApplyed: false });
    expect(result.promotion).toBeNull();
  });

  it('§4 the amount never exceeds the qualifying subtotal', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(1)], promotions: [promotion({ ruleType: 'AMOUNT', threshold: 0, discounts: [25] })] }));
    expect(result.totals).toMatchObject({ price: 0, discountedSum: 10 });
  });
});

describe('VALUE promotion (§3, §4)', () => {
  it('§4 a qualifying subtotal at the threshold takes discount_1 percent off', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(6)], promotions: [promotion({ ruleType: 'VALUE', threshold: 60, discounts: [15] })] }));
    expect(result.totals).toMatchObject({ price: 51, discountedSum: 9 });
  });

  it('§4 below the threshold the price is unchanged', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(5)], promotions: [promotion({ ruleType: 'VALUE', threshold: 60, discounts: [15] })] }));
    expect(result.totals.price).toBe(50);
  });
});

describe('QUANTITY promotion (§3, §4)', () => {
  const rule = promotion({ ruleType: 'QUANTITY', quantity: 3, discounts: [20] });
  it('§4 enough qualifying pieces take discount_1 percent off', () => {
    expect(priceBasket(pricingInput({ lines: [pieces(2), pieces(1, 'B')], promotions: [rule] })).totals).toMatchObject({ price: 24, discountedSum: 6 });
  });
  it('§4 too few pieces take nothing off', () => {
    expect(priceBasket(pricingInput({ lines: [pieces(2)], promotions: [rule] })).totals.discountedSum).toBe(0);
  });
});

describe('PERCENTAGE promotion (§5 escalates with the number of items)', () => {
  const rule = promotion({ ruleType: 'PERCENTAGE', discounts: [10, 20, 30] });
  it.each([
    [1, 1],
    [2, 4],
    [3, 9],
    [5, 15],
  ])('§5 %i pieces take discount_1..n (capped at the last step): %d off', (n, off) => {
    expect(priceBasket(pricingInput({ lines: [pieces(n)], promotions: [rule] })).totals.discountedSum).toBe(off);
  });
});

describe('PACK promotion (§5, §9 more than 3 pieces)', () => {
  const rule = promotion({ ruleType: 'PACK', discounts: [25] });
  it('§5 3 qualifying pieces are not enough', () => {
    expect(priceBasket(pricingInput({ lines: [pieces(3)], promotions: [rule] })).totals).toMatchObject({ price: 30, isPromoDiscountApplyed: false });
  });
  it('§5 4 qualifying pieces approve the pack: discount_1 percent off', () => {
    expect(priceBasket(pricingInput({ lines: [pieces(3), pieces(1, 'B')], promotions: [rule] })).totals).toMatchObject({ price: 30, discountedSum: 10, isPromoDiscountApplyed: true });
  });
  it('§5 gift cards do not count as pack pieces', () => {
    const lines = [pieces(3), pricingLine({ itemType: 'GFC', quantity: 2, unitPrice: 50, oldUnitPrice: 50 })];
    expect(priceBasket(pricingInput({ lines, promotions: [rule] })).totals.discountedSum).toBe(0);
  });
});

describe('promotion targets (§3 productClusterId, productCategoryId)', () => {
  const clusterBarcodes = { C1: ['A'], C2: ['B'] };
  it('§3 only lines whose barcode is in the promotion cluster qualify', () => {
    const rule = promotion({ ruleType: 'VALUE', productClusterId: 'C1', discounts: [50] });
    const result = priceBasket(pricingInput({ lines: [pieces(1, 'A'), pieces(1, 'B')], promotions: [rule], clusterBarcodes }));
    expect(result.totals).toMatchObject({ price: 15, discountedSum: 5 });
  });
  it('§3 productClusterId_1 and _2 add their barcodes', () => {
    const rule = promotion({ ruleType: 'VALUE', productClusterId_1: 'C1', productClusterId_2: 'C2', discounts: [50] });
    const result = priceBasket(pricingInput({ lines: [pieces(1, 'A'), pieces(1, 'B'), pieces(1, 'Z')], promotions: [rule], clusterBarcodes }));
    expect(result.totals.discountedSum).toBe(10);
  });
  it('§3 a category promotion targets lines of productCategoryId_1 or _2', () => {
    const rule = promotion({ ruleType: 'VALUE', productCategoryId_1: 7, productCategoryId_2: 8, discounts: [50] });
    const lines = [pricingLine({ productCategoryId: 7 }), pricingLine({ productCategoryId: 8 }), pricingLine({ productCategoryId: 9 })];
    expect(priceBasket(pricingInput({ lines, promotions: [rule] })).totals.discountedSum).toBe(10);
  });
  it('§3 a cluster nobody knows the barcodes of qualifies nothing', () => {
    const rule = promotion({ ruleType: 'VALUE', productClusterId: 'E', discounts: [50] });
    expect(priceBasket(pricingInput({ lines: [pieces(2)], promotions: [rule] })).totals.discountedSum).toBe(0);
  });
});

describe('best promotion (§4 Promotion)', () => {
  it('§4 only the promotion with the largest reduction applies', () => {
    const promotions = [
      promotion({ promotionRuleId: 1, ruleType: 'VALUE', discounts: [10] }),
      promotion({ promotionRuleId: 2, ruleType: 'AMOUNT', threshold: 0, discounts: [12], promotionName: 'Saldi' }),
      promotion({ promotionRuleId: 3, ruleType: 'QUANTITY', quantity: 1, discounts: [5] }),
    ];
    const result = priceBasket(pricingInput({ lines: [pieces(10)], promotions }));
    expect(result.promotion).toEqual({ promotionRuleId: 2, ruleType: 'AMOUNT', promotionName: 'Saldi', amount: 12 });
    expect(result.totals).toMatchObject({ price: 88, discountedSum: 12 });
  });

  it('§9 with the promotion-rules flag off no promotion applies', () => {
    const result = priceBasket(pricingInput({ lines: [pieces(10)], promotions: [promotion({ discounts: [10] })], promotionsEnabled: false }));
    expect(result.totals).toMatchObject({ price: 100, discountedSum: 0, isPromoDiscountApplyed: false });
    expect(result.promotion).toBeNull();
  });

  it('§4 gift cards never get a promotion', () => {
    const lines = [pricingLine({ itemType: 'GFC', unitPrice: 50, oldUnitPrice: 50 })];
    expect(priceBasket(pricingInput({ lines, promotions: [promotion({ discounts: [50] })] })).totals).toMatchObject({ price: 50, discountedSum: 0 });
  });
});
