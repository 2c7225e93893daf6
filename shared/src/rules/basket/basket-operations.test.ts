import { describe, expect, it } from 'vitest';
import type { Basket } from '../../contract/index.ts';
import { addLines, basketCount, basketEntries, clearBasket, parseBasket, pricingLines, removeSize, setLineQuantity } from './basket-operations.ts';
import { addLine, packBasket, quantities, sizeLine } from '../../testing/basket.ts';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const store = { StoreInfo: { storeCode: 'S1', city: 'Milano', storeType: 'SHOP' }, storeDelivery: 'STO' as const };

/** The contract's Basket type cannot hold the store entry beside its index signature without a cast. */
function withStore(basket: Basket): Basket {
  return { ...basket, store } as unknown as Basket;
}

function added(basket: Basket, ...lines: Parameters<typeof addLines>[1]): Basket {
  const result = addLines(basket, lines, NOW);
  if (!result.basket) throw new Error(`add refused: ${result.reply.messageKey}`);
  return result.basket;
}

describe('parseBasket (§3 Basket in browser storage)', () => {
  it('§3 nothing stored is an empty basket', () => {
    expect(parseBasket(null)).toEqual({});
    expect(parseBasket('')).toEqual({});
  });

  it('§3 a stored basket is read back with its store entry', () => {
    const basket = withStore(added({}, addLine()));
    expect(parseBasket(JSON.stringify(basket))).toEqual(basket);
  });

  it('§3 text that is not a basket is discarded (null)', () => {
    expect(parseBasket('{oops')).toBeNull();
    expect(parseBasket('[1,2]')).toBeNull();
    expect(parseBasket('"basket"')).toBeNull();
    expect(parseBasket(JSON.stringify({ '10': { name: 'x' } }))).toBeNull();
    expect(parseBasket(JSON.stringify({ '10': { sizes: [{ productId: '11', size: 'M', quantity: 1 }] } }))).toBeNull();
  });
});

describe('addLines (§4 Add to cart, §5)', () => {
  it('§4 adding lines answers addToCart.1 and fills the display fields from the details', () => {
    const result = addLines({}, [addLine({ details: { name: 'Lenzuolo', photo: 'p.jpg', startingPrice: 20, listPriceAfterDiscount: 15, productReference: '800', itemType: 'EAN' } })], NOW);
    expect(result.reply).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    const entry = result.basket?.['10'];
    expect(entry).toMatchObject({ name: 'Lenzuolo', photo: 'p.jpg', thumbnail: 'p.jpg', packParent: false, pack: [] });
    expect(entry?.sizes).toEqual([
      expect.objectContaining({ productId: 11, size: 'M', quantity: 1, startingPrice: 20, listPriceAfterDiscount: 15, productReference: '800', parentId: 10, createdDate: NOW.toISOString() }),
    ]);
  });

  it('§4 the same product and size merges into one line; another size is its own line', () => {
    const basket = added({}, addLine({ quantity: 2 }), addLine({ quantity: 3 }), addLine({ size: 'L' }));
    expect(quantities(basket, '10')).toEqual([5, 1]);
    expect(basketCount(basket)).toBe(6);
  });

  it('§5 only lines with a quantity above 0 are added', () => {
    const basket = added({}, addLine({ quantity: 0 }), addLine({ size: 'L', quantity: 2 }));
    expect(basket['10']?.sizes.map((s) => s.size)).toEqual(['L']);
  });

  it('§5 nothing to add answers addToCart.3 and saves nothing', () => {
    expect(addLines({}, [addLine({ quantity: 0 })], NOW)).toEqual({ reply: { status: 'error', messageKey: 'addToCart.3' }, basket: null });
    expect(addLines({}, [], NOW).reply.messageKey).toBe('addToCart.3');
  });

  it('§4 §5 a size line above 10 pieces is refused (addToCart.2) and nothing is saved', () => {
    const basket = added({}, addLine({ quantity: 8 }));
    expect(addLines(basket, [addLine({ quantity: 3 })], NOW)).toEqual({ reply: { status: 'maxLimit', messageKey: 'addToCart.2' }, basket: null });
    expect(addLines({}, [addLine({ quantity: 11 })], NOW).reply.status).toBe('maxLimit');
    expect(quantities(basket, '10')).toEqual([8]);
  });

  it('§9 exactly 10 pieces on a line is allowed', () => {
    expect(addLines({}, [addLine({ quantity: 10 })], NOW).reply.status).toBe('added');
  });

  it('§4 adding never changes the basket it was given', () => {
    const basket = added({}, addLine());
    const before = structuredClone(basket);
    added(basket, addLine({ quantity: 4 }));
    expect(basket).toEqual(before);
  });

  it('§4 a line without details is still added, with empty display fields filled by a later add', () => {
    const bare = added({}, { productId: 11, parentProductId: 10, size: 'M', quantity: 1 });
    expect(bare['10']?.sizes[0]).toMatchObject({ startingPrice: 0, itemType: 'EAN', currency: 'EUR' });
    expect(added(bare, addLine())['10']?.name).toBe('Lenzuolo');
  });
});

describe('removeSize (§4)', () => {
  it('§4 removing a size keeps the other sizes of the product', () => {
    const basket = added({}, addLine(), addLine({ size: 'L' }));
    const { basket: next, refused } = removeSize(basket, '10', 11, 'M');
    expect(refused).toBeNull();
    expect(next['10']?.sizes.map((s) => s.size)).toEqual(['L']);
  });

  it('§4 removing the last size deletes the parent entry', () => {
    const basket = added({}, addLine(), addLine({ parentProductId: 20, productId: 21 }));
    expect(Object.keys(removeSize(basket, '10', 11, 'M').basket)).toEqual(['20']);
  });

  it('§4 the basket is cleared when only the store entry remains', () => {
    const basket = withStore(added({}, addLine()));
    expect(removeSize(basket, '10', 11, 'M').basket).toEqual({});
  });

  it('§4 removing a line that is not there changes nothing', () => {
    const basket = added({}, addLine());
    expect(removeSize(basket, '10', 11, 'XL')).toEqual({ basket, refused: null });
    expect(removeSize(basket, 'store', 11, 'M')).toEqual({ basket, refused: null });
  });

  it('§4 a pack cannot be removed as a whole while its children equal the parent', () => {
    const basket = packBasket(2);
    expect(removeSize(basket, '100', 100, 'UNI')).toEqual({ basket, refused: 'packWhole' });
  });

  it('§4 the pack parent can go once a child holds more pieces, or once the children are gone', () => {
    expect(removeSize(packBasket(2, [3, 2]), '100', 100, 'UNI').refused).toBeNull();
    const withoutChildren = removeSize(removeSize(packBasket(1), '100', 101, 'M').basket, '100', 102, 'M').basket;
    expect(removeSize(withoutChildren, '100', 100, 'UNI')).toEqual({ basket: {}, refused: null });
  });

  it('§4 clearing the basket empties it', () => {
    expect(clearBasket()).toEqual({});
  });
});

describe('setLineQuantity (§4, §5)', () => {
  it('§5 a line takes 1 to 10 pieces', () => {
    const basket = added({}, addLine());
    expect(quantities(setLineQuantity(basket, '10', 11, 'M', 10).basket, '10')).toEqual([10]);
    expect(quantities(setLineQuantity(basket, '10', 11, 'M', 1).basket, '10')).toEqual([1]);
  });

  it('§5 more than 10 pieces is refused (maxLimit) and the basket is unchanged', () => {
    const basket = added({}, addLine({ quantity: 3 }));
    expect(setLineQuantity(basket, '10', 11, 'M', 11)).toEqual({ basket, refused: 'maxLimit' });
    expect(setLineQuantity(basket, '10', 11, 'M', -1).refused).toBe('maxLimit');
    expect(setLineQuantity(basket, '10', 11, 'M', 2.5).refused).toBe('maxLimit');
  });

  it('§4 quantity 0 removes the line like removeSize', () => {
    const basket = withStore(added({}, addLine()));
    expect(setLineQuantity(basket, '10', 11, 'M', 0)).toEqual({ basket: {}, refused: null });
  });

  it('§4 a pack child cannot go below the pack parent quantity', () => {
    const basket = packBasket(2, [3, 3]);
    expect(setLineQuantity(basket, '100', 101, 'M', 1)).toEqual({ basket, refused: 'packChildBelowParent' });
    expect(quantities(setLineQuantity(basket, '100', 101, 'M', 2).basket, '100')).toEqual([2, 2, 3]);
  });

  it('§4 raising the pack parent lifts the children so none is below it', () => {
    expect(quantities(setLineQuantity(packBasket(2, [2, 5]), '100', 100, 'UNI', 4).basket, '100')).toEqual([4, 4, 5]);
  });

  it('§4 adding a whole pack again adds one of each piece', () => {
    const again = [100, 101, 102].map((productId) => addLine({ parentProductId: 100, productId, size: productId === 100 ? 'UNI' : 'M' }));
    expect(quantities(addLines(packBasket(1), again, NOW).basket ?? {}, '100')).toEqual([2, 2, 2]);
  });

  it('§4 adding more of the pack parent alone lifts its children with it', () => {
    const more = addLine({ parentProductId: 100, productId: 100, size: 'UNI', quantity: 2 });
    expect(quantities(addLines(packBasket(1, [2, 1]), [more], NOW).basket ?? {}, '100')).toEqual([3, 3, 3]);
  });

  it('§4 the pack parent cannot be set to 0 while its children equal it', () => {
    expect(setLineQuantity(packBasket(2), '100', 100, 'UNI', 0).refused).toBe('packWhole');
  });

  it('§3 an entry not marked packParent has no pack rule', () => {
    const basket = packBasket(2, [3, 3]);
    const plain: Basket = { '100': { ...basket['100']!, packParent: false } };
    expect(setLineQuantity(plain, '100', 101, 'M', 1).refused).toBeNull();
  });
});

describe('pack products (§3 Basket packParent and pack[], §4 Add to cart)', () => {
  // A pack product (Product.pack, a "set of 3" sold as one article): each size is the pack itself.
  const ref = { parentProductId: 30, productId: 30, discountDetail: { percentage: 20 } };
  const packLine = (size: string, quantity = 1) =>
    addLine({ parentProductId: 30, productId: 30, size, quantity, details: { name: 'Federa (set da 3)', startingPrice: 48, pack: [ref] } });

  it('§3 adding a pack product writes its entry as pack parent with its pack[] refs', () => {
    const entry = added({}, packLine('50x80'))['30']!;
    expect(entry.packParent).toBe(true);
    expect(entry.pack).toEqual([{ parentProductId: 30, productId: 30, discountDetail: { percentage: 20 } }]);
  });

  it('§3 a second size or a second add of the pack keeps one ref per piece', () => {
    const basket = added(added({}, packLine('50x80')), packLine('50x80', 2), packLine('65x65'));
    expect(basket['30']!.pack).toHaveLength(1);
    expect(quantities(basket, '30')).toEqual([3, 1]);
  });

  it('§3 a product that is no pack stays without pack', () => {
    const entry = added({}, addLine())['10']!;
    expect([entry.packParent, entry.pack]).toEqual([false, []]);
  });

  it('§4 a pack with no piece of another product can be removed like any line', () => {
    expect(removeSize(added({}, packLine('50x80')), '30', 30, '50x80')).toEqual({ basket: {}, refused: null });
  });
});

describe('basketEntries, basketCount, pricingLines (§3)', () => {
  it('§3 the store entry is not a product entry and holds no pieces', () => {
    const basket = withStore(added({}, addLine({ quantity: 2 }), addLine({ parentProductId: 20, productId: 21, quantity: 3 })));
    expect(basketEntries(basket).map(([key]) => key)).toEqual(['10', '20']);
    expect(basketCount(basket)).toBe(5);
    expect(basketCount({})).toBe(0);
  });

  it('§3 the unit price is the price after product discount, else the starting price; the old price falls back to it', () => {
    const basket: Basket = {
      '10': {
        ...packBasket(1)['100']!,
        packParent: false,
        pack: [],
        sizes: [
          sizeLine({ productId: 1, startingPrice: 30, listPriceAfterDiscount: 24, oldPrice: 40 }),
          sizeLine({ productId: 2, startingPrice: 30, listPriceAfterDiscount: null, oldPrice: null, itemType: 'GFC', quantity: 2 }),
        ],
      },
    };
    expect(pricingLines(basket)).toEqual([
      expect.objectContaining({ productId: 1, unitPrice: 24, oldUnitPrice: 40, itemType: 'EAN', quantity: 1 }),
      expect.objectContaining({ productId: 2, unitPrice: 30, oldUnitPrice: 30, itemType: 'GFC', quantity: 2 }),
    ]);
  });

  it('§3 the category sent with the line reaches pricing (category promotions)', () => {
    const basket = added({}, addLine({ details: { startingPrice: 5, productCategoryId: 7 } }));
    expect(pricingLines(basket)[0]).toMatchObject({ unitPrice: 5, productCategoryId: 7 });
  });
});
