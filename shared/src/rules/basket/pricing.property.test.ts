import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../contract/index.ts';
import { PROMOTION_RULE_TYPES } from '../../contract/brand.ts';
import { roundAmount } from '../rounding.ts';
import { priceBasket } from './pricing.ts';
import type { PricingCoupon, PricingInput, PricingLine } from './types.ts';

const cents = fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100);
const barcode = fc.constantFrom('A', 'B', 'C', 'G');

const line: fc.Arbitrary<PricingLine> = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  size: fc.constantFrom('S', 'M', 'L'),
  productReference: barcode,
  quantity: fc.integer({ min: 1, max: 10 }),
  unitPrice: cents,
  oldUnitPrice: cents,
  itemType: fc.constantFrom('EAN' as const, 'EAN' as const, 'GFC' as const),
  productCategoryId: fc.option(fc.integer({ min: 1, max: 3 })),
});

const promotion: fc.Arbitrary<Promotion> = fc.record({
  promotionRuleId: fc.integer({ min: 1, max: 99 }),
  ruleType: fc.constantFrom(...PROMOTION_RULE_TYPES),
  ruleName: fc.constant('rule'),
  threshold: fc.option(cents),
  quantity: fc.option(fc.integer({ min: 0, max: 12 })),
  currency: fc.constant('EUR'),
  discounts: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 4 }),
  productClusterId: fc.option(fc.constantFrom('C1', 'C2')),
  productClusterId_1: fc.option(fc.constantFrom('C1', 'C2')),
  productClusterId_2: fc.constant(null),
  productCategoryId_1: fc.option(fc.integer({ min: 1, max: 3 })),
  productCategoryId_2: fc.constant(null),
  promotionName: fc.option(fc.string({ maxLength: 5 })),
});

const coupon: fc.Arbitrary<PricingCoupon> = fc.record({
  discountCode: fc.constant('CODE'),
  couponType: fc.constantFrom('PERCENT' as const, 'FIXED' as const, 'PRIVATE_SALE' as const),
  value: fc.oneof(fc.integer({ min: 0, max: 120 }), cents),
  cumulative: fc.boolean(),
  productCluster: fc.array(barcode, { maxLength: 2 }),
});

const pricingInputArbitrary: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(line, { maxLength: 6 }),
  currency: fc.constantFrom('EUR', 'CHF'),
  shippingMinimum: cents,
  shippingCost: fc.integer({ min: 0, max: 2000 }).map((c) => c / 100),
  promotions: fc.array(promotion, { maxLength: 3 }),
  clusterBarcodes: fc.constant({ C1: ['A'], C2: ['B', 'C'] }),
  coupon: fc.option(coupon),
  delivery: fc.constantFrom('DIS' as const, 'STO' as const, 'DEP' as const),
  promotionsEnabled: fc.boolean(),
});

const moneyKeys = ['price', 'totalPrice', 'livraison', 'oldPrice', 'totalGiftCardPrice', 'discountedSum', 'totalCouponDiscount'] as const;

describe('priceBasket properties (§3 Basket totals, §5)', () => {
  it('§3 no total is ever negative and discounts never exceed the merchandise', () => {
    fc.assert(
      fc.property(pricingInputArbitrary, (input) => {
        const { totals, lines } = priceBasket(input);
        for (const key of moneyKeys) expect(totals[key]).toBeGreaterThanOrEqual(0);
        const merchandise = roundAmount(lines.reduce((s, l) => s + l.amount, 0), input.currency);
        expect(totals.price).toBeLessThanOrEqual(merchandise);
        expect(totals.price).toBeGreaterThanOrEqual(totals.totalGiftCardPrice);
      }),
      { numRuns: 200 },
    );
  });

  it('§3 the total price is the price plus shipping', () => {
    fc.assert(
      fc.property(pricingInputArbitrary, (input) => {
        const { totals } = priceBasket(input);
        expect(totals.totalPrice).toBe(roundAmount(totals.price + totals.livraison, input.currency));
        expect(totals.totalPrice).toBeCloseTo(totals.price + totals.livraison, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('§5 every Swiss franc amount is on a 0.05 step', () => {
    fc.assert(
      fc.property(pricingInputArbitrary, (input) => {
        const { totals } = priceBasket({ ...input, currency: 'CHF' });
        for (const key of moneyKeys) expect(Math.abs(totals[key] * 20 - Math.round(totals[key] * 20))).toBeLessThan(1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('§3 pieces and lines are counted from the lines', () => {
    fc.assert(
      fc.property(pricingInputArbitrary, (input) => {
        const { totals } = priceBasket(input);
        expect(totals.quantity).toBe(input.lines.length);
        expect(totals.totalQuantity).toBe(input.lines.reduce((n, l) => n + l.quantity, 0));
      }),
    );
  });

  it('§3 pricing never throws, whatever numbers the lines carry', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0));
    const wildLine = fc.record({
      productId: fc.integer(),
      size: fc.string(),
      productReference: fc.string(),
      quantity: anyNumber,
      unitPrice: anyNumber,
      oldUnitPrice: anyNumber,
      itemType: fc.constantFrom('EAN' as const, 'GFC' as const),
    });
    fc.assert(
      fc.property(pricingInputArbitrary, fc.array(wildLine, { maxLength: 4 }), anyNumber, (input, lines, shippingMinimum) => {
        const { totals } = priceBasket({ ...input, lines, shippingMinimum });
        for (const key of moneyKeys) expect(Number.isNaN(totals[key])).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
