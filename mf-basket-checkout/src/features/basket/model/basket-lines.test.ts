import { describe, expect, it } from 'vitest';
import { basketOf, entry, sizeLine, STORE_ENTRY } from '../../../test-support/basket.ts';
import { addLines, basketCount, basketLines, basketTotal, parseBasket, removeSize } from './basket-lines.ts';

const line = { productId: 1011, parentProductId: 101, size: '160x280', quantity: 2 };

describe('add to cart', () => {
  it('§4 adds a new product as an entry keyed by its parent id (addToCart.1)', () => {
    const result = addLines({}, [{ ...line, name: 'Lenzuolo Aurora', startingPrice: 89.9 }], new Date('2026-02-01T09:00:00Z'));
    expect(result.reply).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    const added = result.basket?.['101'];
    expect(added?.name).toBe('Lenzuolo Aurora');
    expect(added?.sizes).toEqual([
      expect.objectContaining({ productId: 1011, size: '160x280', quantity: 2, startingPrice: 89.9, parentId: 101, createdDate: '2026-02-01T09:00:00.000Z' }),
    ]);
  });

  it('§4 adding the same size again adds to its quantity', () => {
    const basket = basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 3 })] }) });
    expect(addLines(basket, [line]).basket?.['101']?.sizes.map((s) => s.quantity)).toEqual([5]);
  });

  it('§4 §5 a size line above 10 pieces is refused (addToCart.2) and nothing changes', () => {
    const basket = basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 9 })] }) });
    const before = JSON.stringify(basket);
    expect(addLines(basket, [line])).toEqual({ reply: { status: 'maxLimit', messageKey: 'addToCart.2' }, basket: null });
    expect(JSON.stringify(basket)).toBe(before);
    expect(addLines(basket, [{ ...line, quantity: 1 }]).reply.status).toBe('added');
  });

  it('§4 one line over the limit refuses the whole add, even the other lines', () => {
    const result = addLines({}, [
      { ...line, productId: 1012, size: '240x280' },
      { ...line, quantity: 11 },
    ]);
    expect(result).toEqual({ reply: { status: 'maxLimit', messageKey: 'addToCart.2' }, basket: null });
  });

  it('§5 only lines with quantity above 0 are added; none at all is addToCart.3', () => {
    expect(addLines({}, [{ ...line, quantity: 0 }])).toEqual({ reply: { status: 'error', messageKey: 'addToCart.3' }, basket: null });
    const result = addLines({}, [{ ...line, quantity: 0 }, { ...line, productId: 1012, size: '240x280', quantity: 1 }]);
    expect(result.basket?.['101']?.sizes.map((s) => s.size)).toEqual(['240x280']);
  });
});

describe('removing a size', () => {
  it('§4 keeps the parent entry while other sizes remain', () => {
    const basket = basketOf({ '101': entry({ sizes: [sizeLine(), sizeLine({ productId: 1012, size: '240x280' })] }) });
    expect(removeSize(basket, '101', 1011, '160x280')['101']?.sizes.map((s) => s.size)).toEqual(['240x280']);
  });

  it('§4 deletes the parent entry when no sizes remain', () => {
    const basket = basketOf({ '101': entry(), '202': entry({ name: 'Telo' }) });
    expect(Object.keys(removeSize(basket, '101', 1011, '160x280'))).toEqual(['202']);
  });

  it('§4 clears the basket when only the store entry remains', () => {
    const basket = basketOf({ '101': entry() }, STORE_ENTRY);
    expect(removeSize(basket, '101', 1011, '160x280')).toEqual({});
  });
});

describe('reading the stored basket', () => {
  it('counts every piece and sums the lines at their discounted price, ignoring the store entry', () => {
    const basket = basketOf(
      {
        '101': entry({ sizes: [sizeLine({ quantity: 2 }), sizeLine({ productId: 1012, size: '240x280', quantity: 1, listPriceAfterDiscount: 59.95 })] }),
      },
      STORE_ENTRY,
    );
    expect(basketCount(basket)).toBe(3);
    expect(basketLines(basket).map((l) => l.amount)).toEqual([179.8, 59.95]);
    expect(basketTotal(basket)).toBe(239.75);
  });

  it('nothing stored is an empty basket; unreadable storage is rejected (null)', () => {
    expect(parseBasket(null)).toEqual({});
    expect(parseBasket('not json')).toBeNull();
    expect(parseBasket('[1,2]')).toBeNull();
    expect(parseBasket(JSON.stringify({ '101': { name: 'x', sizes: [{ quantity: 'two' }] } }))).toBeNull();
    expect(parseBasket(JSON.stringify(basketOf({ '101': entry() }, STORE_ENTRY)))).toEqual(basketOf({ '101': entry() }, STORE_ENTRY));
  });
});
