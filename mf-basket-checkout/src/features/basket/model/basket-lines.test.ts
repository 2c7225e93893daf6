import { describe, expect, it } from 'vitest';
import type { BasketPricing } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../../test-support/basket.ts';
import { pricingAnswer } from '../../../test-support/fake-api.ts';
import { basketLineViews, lineRefs, quantityChoices, stockFlags, withServerPrices } from './basket-lines.ts';

describe('quantity choices', () => {
  it('§5 run 1 to the lesser of 10 and the stock', () => {
    expect(quantityChoices({ quantity: 1, webInventory: 4 })).toEqual([1, 2, 3, 4]);
    expect(quantityChoices({ quantity: 1, webInventory: 50 })).toHaveLength(10);
  });

  it('§5 never offer less than the pieces already in the basket', () => {
    expect(quantityChoices({ quantity: 6, webInventory: 2 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(quantityChoices({ quantity: 1, webInventory: 0 })).toEqual([1]);
  });
});

describe('line views', () => {
  it('§5 a line amount is unit price × pieces, the old amount only when the old price is higher', () => {
    const basket = basketOf({
      '101': entry({
        sizes: [
          sizeLine({ quantity: 3, startingPrice: 19.99, oldPrice: 25 }),
          sizeLine({ productId: 1012, size: '240x280', listPriceAfterDiscount: 50, oldPrice: 50 }),
        ],
      }),
    });
    expect(basketLineViews(basket).map((v) => [v.amount, v.oldAmount])).toEqual([
      [59.97, 75],
      [50, null],
    ]);
  });
});

describe('database prices', () => {
  const pricing = (overrides: Partial<BasketPricing> = {}): BasketPricing =>
    pricingAnswer(
      [
        {
          productId: 1011,
          size: '160x280',
          quantity: 2,
          productReference: '8000000010110',
          name: 'Lenzuolo Aurora',
          sizeName: 'Matrimoniale',
          thumbnail: '/t.svg',
          unitPrice: 79,
          oldUnitPrice: 99,
          amount: 158,
          webInventory: 3,
          itemType: 'EAN',
          currency: 'EUR',
        },
      ],
      {
        totals: { price: 158, totalPrice: 158, quantity: 1, livraison: 0, totalQuantity: 2, oldPrice: 198, totalGiftCardPrice: 0, discountedSum: 0, totalCouponDiscount: 0, isPromoDiscountApplyed: false },
        ...overrides,
      },
    );

  it('the stored line takes the database price, old price and stock (the browser price is stale)', () => {
    const basket = basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 2, startingPrice: 89.9, webInventory: 20 })] }) });
    const [line] = basketOf(withServerPrices(basket, pricing()))['101']?.sizes ?? [];
    expect(line).toMatchObject({ startingPrice: 79, oldPrice: 99, webInventory: 3, quantity: 2 });
    // Issue 29 point 14: the size's name in the language read now, for every surface that shows the line.
    expect(line?.sizeName).toBe('Matrimoniale');
    expect(basket['101']?.sizes[0]?.startingPrice).toBe(89.9);
  });

  it('a line the database no longer knows keeps its price and has no stock', () => {
    const basket = basketOf({ '101': entry({ sizes: [sizeLine({ productId: 5, size: 'XL' })] }) });
    const next = withServerPrices(basket, pricing({ lines: [], unknownLines: [{ productId: 5, size: 'XL' }] }));
    expect(next['101']?.sizes[0]).toMatchObject({ startingPrice: 89.9, webInventory: 0 });
  });

  it('the API is sent product, size and pieces only, each size once', () => {
    const basket = basketOf({
      '101': entry({ sizes: [sizeLine({ quantity: 2 })] }),
      '900': entry({ sizes: [sizeLine({ quantity: 9, parentId: 900 }), sizeLine({ productId: 7, size: 'U' })] }),
    });
    expect(lineRefs(basket)).toEqual([
      { productId: 1011, size: '160x280', quantity: 10 },
      { productId: 7, size: 'U', quantity: 1 },
    ]);
  });
});

describe('stock check', () => {
  it('§5 flags each short line: product.basket.delivery.15 when none is left, .16 when fewer than asked', () => {
    const flags = stockFlags({
      ok: false,
      lines: [
        { productId: 1, size: 'M', quantity: 2, name: 'Telo', webInventory: 0, available: false },
        { productId: 2, size: 'L', quantity: 5, name: 'Lenzuolo', webInventory: 3, available: false },
        { productId: 3, size: 'S', quantity: 1, name: 'Federa', webInventory: 9, available: true },
      ],
    });
    expect([...flags.entries()]).toEqual([
      ['1:M', { messageKey: 'product.basket.delivery.15', name: 'Telo', webInventory: 0 }],
      ['2:L', { messageKey: 'product.basket.delivery.16', name: 'Lenzuolo', webInventory: 3 }],
    ]);
  });
});
