import { describe, expect, it } from 'vitest';
import { product, size } from '../../../test-support/product.ts';
import { chooseItem, cutDescription, selectionLines, setItems } from './composite.ts';
import { addToCartRefusal, lowStock, preselectSize, quantityChoices, visibleSizes } from './sizes.ts';

describe('sizes and quantities', () => {
  it('§4 preselects the first size having price and stock, else the first size', () => {
    const sizes = [size({ size: 'S', webInventory: 0 }), size({ size: 'M', startingPrice: 0 }), size({ size: 'L' })];
    expect(preselectSize(sizes)?.size).toBe('L');
    expect(preselectSize([size({ size: 'S', webInventory: 0 }), size({ size: 'M', webInventory: 0 })])?.size).toBe('S');
    expect(preselectSize([])).toBeNull();
  });

  it('§5 default mode lists only sizes with web stock; click-and-collect lists all', () => {
    const sizes = [size({ size: 'S', webInventory: 0 }), size({ size: 'M' })];
    expect(visibleSizes(sizes, 'default').map((s) => s.size)).toEqual(['M']);
    expect(visibleSizes(sizes, 'click-and-collect').map((s) => s.size)).toEqual(['S', 'M']);
  });

  it('§5 quantity choices are 0 plus 1 to the lesser of 10 and the stock', () => {
    expect(quantityChoices(3)).toEqual([0, 1, 2, 3]);
    expect(quantityChoices(25)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityChoices(0)).toEqual([0]);
  });

  it('§5 low stock shows a remaining count for 1 to 4 only', () => {
    expect([0, 1, 4, 5].map(lowStock)).toEqual([null, 1, 4, null]);
  });

  it('§5 add to cart: quantity 0 -> addToCart.3, no size -> addToCart.4', () => {
    expect(addToCartRefusal(size(), 0)).toBe('addToCart.3');
    expect(addToCartRefusal(null, 2)).toBe('addToCart.4');
    expect(addToCartRefusal(size(), 2)).toBeNull();
  });
});

describe('composite set', () => {
  const items = Array.from({ length: 10 }, (_, i) =>
    product({ productId: 200 + i, sizes: [size({ size: 'M', productId: 2000 + i, startingPrice: 10 + i })] }),
  );
  const set = product({ productId: 150, productType: 'C', compositeData: { name: 'Set', description: 'x', products: items } });

  it('§4/§9 only the first 8 set items are shown', () => {
    expect(setItems(set).map((p) => p.productId)).toEqual([200, 201, 202, 203, 204, 205, 206, 207]);
  });

  it('§4 a size and a non-zero quantity select an item; quantity 0 removes it; totals follow', () => {
    let choices = chooseItem({}, 200, { size: 'M', quantity: 2 });
    choices = chooseItem(choices, 201, { size: 'M', quantity: 1 });
    choices = chooseItem(choices, 202, { size: null, quantity: 3 });
    const selection = selectionLines(set, setItems(set), choices);
    expect(selection.lines.map(({ productId, parentProductId, size, quantity }) => ({ productId, parentProductId, size, quantity }))).toEqual([
      { productId: 2000, parentProductId: 150, size: 'M', quantity: 2 },
      { productId: 2001, parentProductId: 150, size: 'M', quantity: 1 },
    ]);
    expect(selection.total).toBe(31);
    // Contract 1.2: the basket gets what it shows (the set's name, each size's barcode and price).
    expect(selection.lines[0]?.details).toMatchObject({ name: set.name, productReference: items[0]?.sizes[0]?.productReference, startingPrice: 10 });
    choices = chooseItem(choices, 200, { quantity: 0 });
    expect(selectionLines(set, setItems(set), choices).lines.map((l) => l.productId)).toEqual([2001]);
  });

  it('§4 the set description is cut at 200 characters with an ellipsis', () => {
    expect(cutDescription('a'.repeat(250))).toBe(`${'a'.repeat(200)}…`);
    expect(cutDescription('breve')).toBe('breve');
  });
});
