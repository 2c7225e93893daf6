import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BasketAddLine } from '../../bus/topics.ts';
import type { Basket } from '../../contract/index.ts';
import { MAX_QUANTITY_PER_LINE } from '../../contract/constants.ts';
import { addLines, basketCount, basketEntries, pricingLines, removeSize, setLineQuantity } from './basket-operations.ts';
import { findPackRole } from './packs.ts';
import { priceBasket } from './pricing.ts';
import { packBasket, pricingInput, promotion } from '../../testing/basket.ts';

const NOW = new Date('2026-11-22T08:00:00.000Z');

/** Products 1..3 under parents 10/20, plus the pack (parent 100, pieces 100..102) so pack rules are exercised. */
const lineKey = fc.oneof(
  fc.record({ parentId: fc.constantFrom(10, 20), productId: fc.integer({ min: 1, max: 3 }), size: fc.constantFrom('S', 'M') }),
  fc.record({ parentId: fc.constant(100), productId: fc.constantFrom(100, 101, 102), size: fc.constantFrom('UNI', 'M') }),
);

const addLineArbitrary: fc.Arbitrary<BasketAddLine> = fc
  .record({ key: lineKey, quantity: fc.integer({ min: -1, max: 12 }), price: fc.integer({ min: 0, max: 9_999 }), gfc: fc.boolean() })
  .map(({ key, quantity, price, gfc }) => ({
    productId: key.productId,
    parentProductId: key.parentId,
    size: key.size,
    quantity,
    details: { startingPrice: price / 100, productReference: `B${key.productId}`, itemType: gfc ? 'GFC' : 'EAN' },
  }));

type Operation =
  | { kind: 'add'; lines: BasketAddLine[] }
  | { kind: 'set'; parentId: number; productId: number; size: string; quantity: number }
  | { kind: 'remove'; parentId: number; productId: number; size: string };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), lines: fc.array(addLineArbitrary, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('set' as const), quantity: fc.integer({ min: -2, max: 12 }), key: lineKey }).map(({ key, ...rest }) => ({ ...rest, ...key })),
  fc.record({ kind: fc.constant('remove' as const), key: lineKey }).map(({ key, kind }) => ({ kind, ...key })),
);

function apply(basket: Basket, op: Operation): Basket {
  if (op.kind === 'add') return addLines(basket, op.lines, NOW).basket ?? basket;
  if (op.kind === 'set') return setLineQuantity(basket, String(op.parentId), op.productId, op.size, op.quantity).basket;
  return removeSize(basket, String(op.parentId), op.productId, op.size).basket;
}

const startingBasket = fc.constantFrom<Basket>({}, packBasket(1), packBasket(3, [4, 3]));

function priced(basket: Basket) {
  return priceBasket(pricingInput({ lines: pricingLines(basket), shippingMinimum: 50, shippingCost: 5, promotions: [promotion({ ruleType: 'PACK', discounts: [10] })] })).totals;
}

describe('basket operation properties (§4 Add to cart, §5, §9)', () => {
  it('§9 after any sequence of operations every line holds 1 to 10 pieces', () => {
    fc.assert(
      fc.property(startingBasket, fc.array(operation, { maxLength: 25 }), (start, ops) => {
        const basket = ops.reduce(apply, start);
        for (const [, entry] of basketEntries(basket)) {
          expect(entry.sizes.length).toBeGreaterThan(0);
          for (const line of entry.sizes) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY_PER_LINE);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('§4 after any sequence of operations no pack child is below its pack parent', () => {
    fc.assert(
      fc.property(startingBasket, fc.array(operation, { maxLength: 25 }), (start, ops) => {
        const entry = ops.reduce(apply, start)['100'];
        if (!entry) return;
        const parents = entry.sizes.filter((s) => findPackRole(entry, s) === 'parent');
        const children = entry.sizes.filter((s) => findPackRole(entry, s) === 'child');
        for (const parent of parents) for (const child of children) expect(child.quantity).toBeGreaterThanOrEqual(parent.quantity);
      }),
      { numRuns: 200 },
    );
  });

  it('§4 adding a new line then removing it restores the count and the totals', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 10 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 9_999 }), (ops, quantity, price) => {
        const basket = ops.reduce(apply, {} as Basket);
        const fresh: BasketAddLine = { productId: 77, parentProductId: 70, size: 'XL', quantity, details: { startingPrice: price / 100 } };
        const withLine = addLines(basket, [fresh], NOW).basket;
        expect(withLine).not.toBeNull();
        const restored = removeSize(withLine ?? basket, '70', 77, 'XL');
        expect(restored.refused).toBeNull();
        expect(basketCount(restored.basket)).toBe(basketCount(basket));
        expect(priced(restored.basket)).toEqual(priced(basket));
      }),
      { numRuns: 200 },
    );
  });

  it('§4 an operation never changes the basket it is given', () => {
    fc.assert(
      fc.property(startingBasket, fc.array(operation, { minLength: 1, maxLength: 10 }), (start, ops) => {
        let basket = start;
        for (const op of ops) {
          const before = structuredClone(basket);
          const next = apply(basket, op);
          expect(basket).toEqual(before);
          basket = next;
        }
      }),
      { numRuns: 100 },
    );
  });
});
