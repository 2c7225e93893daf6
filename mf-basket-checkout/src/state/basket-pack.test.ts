import { beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
import { removeSize, setLineQuantity } from '@trama/shared/rules';
import { freshPage } from '../test-support/reset.ts';
import { getBasketState } from './basket-state.ts';

/** What the product page sends for a pack product on sale (mf-catalogue basket-line.ts). */
const packLine = (quantity = 1): BasketAddLine => ({
  productId: 3001,
  parentProductId: 3001,
  size: '50x80',
  quantity,
  details: {
    name: 'Federa in lino (set da 3)',
    productReference: '8000000030010',
    startingPrice: 38.4,
    oldPrice: 48,
    listPriceAfterDiscount: 38.4,
    discountDetail: { percentage: 20 },
    webInventory: 8,
    currency: 'EUR',
    itemType: 'EAN',
    pack: [{ parentProductId: 3001, productId: 3001, discountDetail: { percentage: 20 } }],
  },
});

const stored = () => JSON.parse(localStorage.getItem('basket') ?? 'null');
const add = (line: BasketAddLine) => act(() => getBus().request('basket.add', { lines: [line] }));

beforeEach(() => void freshPage());

describe('pack products in the basket (storefront §3 Basket, §4 Add to cart)', () => {
  it('§3 adding a pack product stores its entry as pack parent with pack[] (parentProductId, productId, discountDetail)', async () => {
    expect((await add(packLine())).status).toBe('added');
    expect(stored()['3001']).toMatchObject({
      packParent: true,
      pack: [{ parentProductId: 3001, productId: 3001, discountDetail: { percentage: 20 } }],
      sizes: [{ productId: 3001, size: '50x80', quantity: 1, discountDetail: { percentage: 20 } }],
    });
  });

  it('§3 Basket totals: the pack discount shows (48,00 € struck, 38,40 € paid)', async () => {
    await add(packLine(2));
    await waitFor(() => expect(getBasketState().pricing?.totals).toMatchObject({ oldPrice: 96, price: 76.8 }));
    expect(stored()['3001'].pack).toHaveLength(1);
  });
});

/**
 * Issue 31 §6: what the product page sends for a seeded pack whose pieces are products of their own
 * (mf-catalogue basket-line.ts packAddLines, api/src/db/seed/pack-pieces.ts): the pack's heading
 * (its size SET, priced 0) and one child line per piece at its price in the pack (−15 %), all at once.
 */
const PACK = 5000001;
const refs = [
  { parentProductId: PACK, productId: 10016, discountDetail: { percentage: 15 } },
  { parentProductId: PACK, productId: 10050, discountDetail: { percentage: 15 } },
];
const piecesPack = (quantity = 1): BasketAddLine[] => [
  { productId: PACK, parentProductId: PACK, size: 'SET', quantity, details: { name: 'Pack notte Sabbia', productReference: '8091000000007', startingPrice: 0, listPriceAfterDiscount: 0, oldPrice: null, webInventory: 6, currency: 'EUR', itemType: 'EAN', pack: refs } },
  { productId: 10016, parentProductId: PACK, size: '160x280', quantity, details: { name: 'Lenzuolo in lino Sabbia', productReference: '8000000100165', startingPrice: 100, oldPrice: 100, listPriceAfterDiscount: 85, discountDetail: { percentage: 15 }, webInventory: 6, currency: 'EUR', itemType: 'EAN', pack: refs } },
  { productId: 10050, parentProductId: PACK, size: '50x80', quantity, details: { name: 'Federa in lino Sabbia', productReference: '8000000100509', startingPrice: 30, oldPrice: 30, listPriceAfterDiscount: 25.5, discountDetail: { percentage: 15 }, webInventory: 9, currency: 'EUR', itemType: 'EAN', pack: refs } },
];
const addAll = (lines: BasketAddLine[]) => act(() => getBus().request('basket.add', { lines }));
const quantities = () => Object.fromEntries((stored()[String(PACK)].sizes as { productId: number; quantity: number }[]).map((l) => [l.productId, l.quantity]));

describe('[31.6] a seeded pack whose pieces are products of their own (storefront §3 Basket, §4 Add to cart)', () => {
  it('storefront §3 the pack arrives whole: one pack-parent entry, its heading and a line per piece at the pack\'s quantity, priced as the API prices it', async () => {
    expect((await addAll(piecesPack(2))).status).toBe('added');
    expect(stored()[String(PACK)]).toMatchObject({ packParent: true, pack: refs });
    expect(quantities()).toEqual({ [PACK]: 2, 10016: 2, 10050: 2 });
    // The pieces at their price in the pack (85 + 25,50) per pack, their own prices struck through.
    await waitFor(() => expect(getBasketState().pricing?.totals).toMatchObject({ price: 221, oldPrice: 260 }));
  });

  it('storefront §4 a piece never below its pack: lowering a piece under the pack is refused (line.packChild); above it is fine', async () => {
    await addAll(piecesPack(2));
    const below = setLineQuantity(getBasketState().basket, String(PACK), 10050, '50x80', 1);
    expect(below.refused).toBe('packChildBelowParent');
    const above = setLineQuantity(getBasketState().basket, String(PACK), 10050, '50x80', 3);
    expect(above.refused).toBeNull();
  });

  it('storefront §4 a whole pack cannot be removed: its heading stays while every piece equals it; raising the pack lifts its pieces', async () => {
    await addAll(piecesPack(1));
    expect(removeSize(getBasketState().basket, String(PACK), PACK, 'SET').refused).toBe('packWhole');
    const raised = setLineQuantity(getBasketState().basket, String(PACK), PACK, 'SET', 3);
    expect(raised.refused).toBeNull();
    expect(raised.basket[String(PACK)]).toMatchObject({ sizes: [{ productId: PACK, quantity: 3 }, { productId: 10016, quantity: 3 }, { productId: 10050, quantity: 3 }] });
  });
});
