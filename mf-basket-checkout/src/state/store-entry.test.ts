import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { removeSize } from '@trama/shared/rules';
import { BRERA, basketOf, entry, sizeLine } from '../test-support/basket.ts';
import { BRAND_PATH, brand } from '../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../test-support/reset.ts';
import { getBasketState, pricedBasketState, saveBasket } from './basket-state.ts';

const stored = () => JSON.parse(localStorage.getItem('basket') ?? 'null');
const choose = (store: typeof BRERA | null) => act(() => getBus().publish('store', { store }));

beforeEach(() => void freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 100, shippingCost: 7.9 }) }));

describe('the basket store entry kept from the store fact (storefront §3 Basket, §4 Store delivery tags)', () => {
  it('§3/§4 a chosen store becomes the store entry { StoreInfo, storeDelivery } beside the product entries', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    choose(BRERA);
    expect(stored().store).toEqual({ StoreInfo: BRERA, storeDelivery: 'STO' });
    expect(stored()['101'].sizes).toHaveLength(1);
  });

  it('§4 the entry carries the store\'s own tag: DEP stays DEP (depot flag on), a store without a tag is DIS', () => {
    getBus().publish('flags', { depot: true });
    choose({ ...BRERA, storeDelivery: 'DEP' });
    expect(stored().store.storeDelivery).toBe('DEP');
    choose({ storeCode: 'TC-TO-01', city: 'Torino', storeType: 'E' });
    expect(stored().store).toEqual({ StoreInfo: { storeCode: 'TC-TO-01', city: 'Torino', storeType: 'E' }, storeDelivery: 'DIS' });
  });

  it('§9 depot flag off (the default): a store tagged DEP is collected as an ordinary pickup (STO)', () => {
    getBus().publish('flags', { depot: false });
    choose({ ...BRERA, storeDelivery: 'DEP' });
    expect(stored().store.storeDelivery).toBe('STO');
    getBus().publish('flags', { depot: true });
    choose({ ...BRERA, storeDelivery: 'DEP', city: 'Milano ' });
    expect(stored().store.storeDelivery).toBe('DEP');
  });

  it('§3 a store given up (null) removes the entry and keeps every line', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    choose(BRERA);
    choose(null);
    expect(stored().store).toBeUndefined();
    expect(stored()['101'].sizes).toHaveLength(1);
  });

  it('§4 a store chosen before its line is added (the panel publishes first) is kept, and the add finds it', async () => {
    choose(BRERA);
    expect(stored()).toEqual({ store: { StoreInfo: BRERA, storeDelivery: 'STO' } });
    const reply = await act(() =>
      getBus().request('basket.add', {
        lines: [{ productId: 1011, parentProductId: 101, size: '160x280', quantity: 2, details: { name: 'Lenzuolo Aurora', startingPrice: 30, webInventory: 0 } }],
      }),
    );
    // §4 a line without web inventory is accepted when it is collected in the store.
    expect(reply).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    expect(stored().store.StoreInfo.storeCode).toBe('TC-MI-BRERA');
    expect(stored()['101'].sizes[0]).toMatchObject({ productId: 1011, quantity: 2, webInventory: 0 });
    expect(await getBus().current('basket')).toMatchObject({ count: 2 });
  });

  it('§9 shipping is 0 for a basket collected in a store (STO); home delivery keeps the freight cost below the minimum', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 30 })] }) }));
    expect((await pricedBasketState()).pricing?.totals.livraison).toBe(7.9);
    choose(BRERA);
    expect((await pricedBasketState()).pricing?.totals).toMatchObject({ livraison: 0, totalPrice: 30 });
    choose(null);
    expect((await pricedBasketState()).pricing?.totals.livraison).toBe(7.9);
  });

  it('§4 removing the last line clears the basket, store entry included', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    choose(BRERA);
    act(() => void saveBasket(removeSize(getBasketState().basket, '101', 1011, '160x280').basket));
    expect(localStorage.getItem('basket')).toBeNull();
  });
});
