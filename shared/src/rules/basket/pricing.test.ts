import { describe, expect, it } from 'vitest';
import { formatAmount, priceBasket } from './pricing.ts';
import { pricingInput, pricingLine, promotion } from '../../testing/basket.ts';

const shop = { shippingMinimum: 60, shippingCost: 6.9 };

describe('basket totals (§3 Basket totals)', () => {
  it('§3 lines are priced at unit price × quantity and counted by lines and pieces', () => {
    const lines = [pricingLine({ quantity: 3, unitPrice: 12.5, oldUnitPrice: 15 }), pricingLine({ productId: 2, quantity: 2, unitPrice: 4.99, oldUnitPrice: 4.99 })];
    const result = priceBasket(pricingInput({ lines }));
    expect(result.lines.map((l) => l.amount)).toEqual([37.5, 9.98]);
    expect(result.totals).toEqual({
      price: 47.48,
      totalPrice: 47.48,
      quantity: 2,
      livraison: 0,
      totalQuantity: 5,
      oldPrice: 54.98,
      totalGiftCardPrice: 0,
      discountedSum: 0,
      totalCouponDiscount: 0,
      isPromoDiscountApplyed: false,
    });
  });

  it('§3 an empty basket costs nothing, not even shipping', () => {
    expect(priceBasket(pricingInput({ lines: [], ...shop })).totals).toMatchObject({ price: 0, totalPrice: 0, livraison: 0, quantity: 0, totalQuantity: 0 });
  });

  it('§3 gift cards are in the price and in totalGiftCardPrice', () => {
    const lines = [pricingLine({ unitPrice: 20, oldUnitPrice: 20 }), pricingLine({ productId: 9, itemType: 'GFC', quantity: 2, unitPrice: 25, oldUnitPrice: 25 })];
    expect(priceBasket(pricingInput({ lines })).totals).toMatchObject({ price: 70, totalGiftCardPrice: 50, oldPrice: 70 });
  });
});

describe('shipping (§9 Shipping, §4 Store delivery tags)', () => {
  const line = (unitPrice: number) => pricingLine({ unitPrice, oldUnitPrice: unitPrice });

  it('§9 below the minimum the shipping cost is added to the total', () => {
    expect(priceBasket(pricingInput({ lines: [line(59.99)], ...shop })).totals).toMatchObject({ price: 59.99, livraison: 6.9, totalPrice: 66.89 });
  });

  it('§9 reaching the minimum ships for free', () => {
    expect(priceBasket(pricingInput({ lines: [line(60)], ...shop })).totals).toMatchObject({ livraison: 0, totalPrice: 60 });
  });

  it('§9 the minimum is measured after the promotion', () => {
    const result = priceBasket(pricingInput({ lines: [line(64)], ...shop, promotions: [promotion({ discounts: [10] })] }));
    expect(result.totals).toMatchObject({ price: 57.6, livraison: 6.9, totalPrice: 64.5 });
  });

  it('§9 store pickup (STO) and deposit (DEP) ship for free; home delivery (DIS) pays', () => {
    expect(priceBasket(pricingInput({ lines: [line(10)], ...shop, delivery: 'STO' })).totals.livraison).toBe(0);
    expect(priceBasket(pricingInput({ lines: [line(10)], ...shop, delivery: 'DEP' })).totals.livraison).toBe(0);
    expect(priceBasket(pricingInput({ lines: [line(10)], ...shop, delivery: 'DIS' })).totals.livraison).toBe(6.9);
  });

  it('§9 gift cards do not count toward the minimum', () => {
    const lines = [line(10), pricingLine({ productId: 9, itemType: 'GFC', unitPrice: 100, oldUnitPrice: 100 })];
    expect(priceBasket(pricingInput({ lines, ...shop })).totals).toMatchObject({ price: 110, livraison: 6.9, totalPrice: 116.9 });
  });

  it('§9 a basket of gift cards only ships for free', () => {
    const lines = [pricingLine({ itemType: 'GFC', unitPrice: 25, oldUnitPrice: 25 })];
    expect(priceBasket(pricingInput({ lines, ...shop })).totals).toMatchObject({ livraison: 0, totalPrice: 25 });
  });
});

describe('rounding and display (§5)', () => {
  it('§5 Swiss franc amounts land on 0.05 steps', () => {
    const lines = [pricingLine({ quantity: 3, unitPrice: 3.33, oldUnitPrice: 3.33 })];
    const result = priceBasket(pricingInput({ lines, currency: 'CHF', shippingMinimum: 50, shippingCost: 7.12, promotions: [promotion({ discounts: [7] })] }));
    // 9.99 -> 10.00; 7 % of 10.00 = 0.70; shipping 7.12 -> 7.10
    expect(result.lines[0]?.amount).toBe(10);
    expect(result.totals).toMatchObject({ price: 9.3, discountedSum: 0.7, livraison: 7.1, totalPrice: 16.4 });
  });

  it('§5 euro amounts are rounded to 2 decimals', () => {
    const lines = [pricingLine({ quantity: 3, unitPrice: 3.333, oldUnitPrice: 3.333 })];
    expect(priceBasket(pricingInput({ lines, promotions: [promotion({ discounts: [15] })] })).totals).toMatchObject({ price: 8.5, discountedSum: 1.5 });
  });

  it('§5 amounts are shown with a comma and two decimals', () => {
    expect(formatAmount(12.5, 'EUR')).toBe('12,50 €');
    expect(formatAmount(0, 'EUR')).toBe('0,00 €');
    expect(formatAmount(1234.567, 'EUR')).toBe('1234,57 €');
    expect(formatAmount(10.03, 'CHF')).toBe('10,05 CHF');
  });
});
