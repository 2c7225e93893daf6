import { beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
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
