import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { STORE_ENTRY, basketOf, entry, sizeLine } from '../test-support/basket.ts';
import { BARCODES_PATH, BRAND_PATH, brand, discountAnswer, promotion } from '../test-support/fake-api.ts';
import { freshPage, signIn, signOut, storeFromAnotherTab } from '../test-support/reset.ts';
import { destroyBasket, getBasketState, reloadBasketState } from './basket-state.ts';

const line = {
  productId: 1011,
  parentProductId: 101,
  size: '160x280',
  quantity: 2,
  details: {
    name: 'Lenzuolo Aurora',
    photo: '/media/products/101.svg',
    thumbnail: '/media/products/101-thumb.svg',
    canonicalMenu: '/letto/lenzuola',
    canonicalUrl: 'lenzuolo-aurora',
    menuId: 11,
    productReference: '8000000010110',
    startingPrice: 30,
    oldPrice: 40,
    listPriceAfterDiscount: null,
    webInventory: 6,
    currency: 'EUR',
    itemType: 'EAN' as const,
  },
};

const stored = () => JSON.parse(localStorage.getItem('basket') ?? 'null');
const fact = () => getBus().current('basket');

beforeEach(() => void freshPage());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('basket.add', () => {
  it('§3 §4 stores the lines keyed by parent product id in the spec shape and answers addToCart.1', async () => {
    expect(await getBus().request('basket.add', { lines: [line] })).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    expect(Object.keys(stored())).toEqual(['101']);
    expect(stored()['101']).toEqual({
      name: 'Lenzuolo Aurora',
      photo: '/media/products/101.svg',
      thumbnail: '/media/products/101-thumb.svg',
      canonicalMenu: '/letto/lenzuola',
      canonicallUrl: 'lenzuolo-aurora',
      menuId: 11,
      packParent: false,
      pack: [],
      sizes: [
        expect.objectContaining({
          productId: 1011,
          productReference: '8000000010110',
          size: '160x280',
          quantity: 2,
          webInventory: 6,
          startingPrice: 30,
          oldPrice: 40,
          listPriceAfterDiscount: null,
          discountDetail: null,
          itemType: 'EAN',
          currency: 'EUR',
          parentId: 101,
          createdDate: expect.any(String),
        }),
      ],
    });
  });

  it('§4 §5 a size line above 10 pieces answers addToCart.2 and saves nothing', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 9 })] }) }));
    const before = localStorage.getItem('basket');
    expect(await getBus().request('basket.add', { lines: [line] })).toEqual({ status: 'maxLimit', messageKey: 'addToCart.2' });
    expect(localStorage.getItem('basket')).toBe(before);
  });

  it('§5 no line with a quantity above 0 answers addToCart.3', async () => {
    expect(await getBus().request('basket.add', { lines: [{ ...line, quantity: 0 }] })).toEqual({ status: 'error', messageKey: 'addToCart.3' });
    expect(localStorage.getItem('basket')).toBeNull();
  });

  it('answers an error when the browser refuses to save (storage full), and the basket stays as it was', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const real = localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const reply = await getBus().request('basket.add', { lines: [line] });
    vi.unstubAllGlobals();
    expect(reply).toEqual({ status: 'error', messageKey: 'error_message' });
    expect(getBasketState().basket).toEqual({});
    expect((await fact())?.count).toBe(0);
  });

  it('adds to what another tab stored a moment ago instead of overwriting it', async () => {
    localStorage.setItem('basket', JSON.stringify(basketOf({ '202': entry({ name: 'Telo' }) })));
    await getBus().request('basket.add', { lines: [line] });
    expect(Object.keys(stored()).sort()).toEqual(['101', '202']);
  });
});

describe('the basket fact', () => {
  it('§3 Basket totals: count and totals priced with the brand shipping terms', async () => {
    freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 100, shippingCost: 7.9 }) });
    await getBus().request('basket.add', { lines: [line] });
    await waitFor(async () => expect((await fact())?.totals).not.toBeNull());
    expect(await fact()).toEqual({
      count: 2,
      totals: expect.objectContaining({ price: 60, livraison: 7.9, totalPrice: 67.9, oldPrice: 80, totalQuantity: 2, quantity: 1 }),
    });
  });

  it('§4 Store delivery tags: a basket collected in store (STO) pays no shipping', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }, STORE_ENTRY));
    await waitFor(async () => expect((await fact())?.totals).toMatchObject({ livraison: 0, totalPrice: 89.9 }));
  });

  it('§4 Promotion: a promotion on a product cluster applies, its barcodes fetched once and kept', async () => {
    const calls = freshPage({
      [BRAND_PATH]: () => brand({ promotion: [promotion({ ruleType: 'VALUE', threshold: 50, discounts: [20], productClusterId: 'LINO' })] }),
      [BARCODES_PATH]: ({ url }) => (url.searchParams.get('productClusterId') === 'LINO' ? ['8000000010110'] : []),
    });
    await getBus().request('basket.add', { lines: [line] });
    await waitFor(async () => expect((await fact())?.totals?.discountedSum).toBe(12));
    await getBus().request('basket.add', { lines: [{ ...line, quantity: 1 }] });
    await waitFor(async () => expect((await fact())?.totals?.discountedSum).toBe(18));
    expect((await fact())?.totals?.isPromoDiscountApplyed).toBe(true);
    expect(calls.filter((c) => c.path === BARCODES_PATH)).toHaveLength(1);
  });

  it('§9 with the promotion-rules flag off, no promotion reduces the basket', async () => {
    freshPage({ [BRAND_PATH]: () => brand({ promotion: [promotion({ ruleType: 'VALUE', threshold: 10, discounts: [20] })] }) });
    await getBus().request('basket.add', { lines: [line] });
    await waitFor(async () => expect((await fact())?.totals?.discountedSum).toBe(12));
    act(() => getBus().publish('flags', { 'promotion-rules': false }));
    await waitFor(async () => expect((await fact())?.totals?.discountedSum).toBe(0));
    act(() => getBus().publish('flags', { 'promotion-rules': true }));
    await waitFor(async () => expect((await fact())?.totals?.discountedSum).toBe(12));
  });

  it('survives a reload: a new page reads the same basket from storage', async () => {
    await getBus().request('basket.add', { lines: [line] });
    localStorage.setItem('basket', localStorage.getItem('basket') ?? '');
    act(() => void reloadBasketState());
    expect(getBasketState().basket['101']?.sizes[0]?.quantity).toBe(2);
    expect((await fact())?.count).toBe(2);
  });

  it('picks up a change made in another tab', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 4 })] }) }));
    expect((await fact())?.count).toBe(4);
    storeFromAnotherTab('discount', discountAnswer());
    expect(getBasketState().discount?.discountCode).toBe('BENVENUTO10');
  });

  it('discards corrupt storage with a warning instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeFromAnotherTab('basket', '{"101": {"sizes": "many"}}');
    storeFromAnotherTab('discount', 'not json');
    expect(getBasketState().basket).toEqual({});
    expect(getBasketState().discount).toBeNull();
    expect(localStorage.getItem('basket')).toBeNull();
    expect(localStorage.getItem('discount')).toBeNull();
    expect((await fact())?.count).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('clearing', () => {
  it('§4 destroying the basket clears basket, discount and the stored freight cost', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    storeFromAnotherTab('discount', discountAnswer());
    localStorage.setItem('freight_cost', '7.9');
    act(() => destroyBasket());
    expect(localStorage.getItem('basket')).toBeNull();
    expect(localStorage.getItem('discount')).toBeNull();
    expect(localStorage.getItem('freight_cost')).toBeNull();
    expect((await fact())?.count).toBe(0);
  });

  it('§4 Login: logging out removes the private code and cancels the discount', () => {
    signIn();
    storeFromAnotherTab('privateCode', 'PRIVATO20');
    storeFromAnotherTab('discount', discountAnswer({ discountCode: 'PRIVATO20', couponType: 'PRIVATE_SALE', value: 20 }));
    signOut();
    expect(localStorage.getItem('privateCode')).toBeNull();
    expect(localStorage.getItem('discount')).toBeNull();
    expect(getBasketState().discount).toBeNull();
  });

  it('a visitor who never signed in keeps the discount when the auth fact repeats', () => {
    storeFromAnotherTab('discount', discountAnswer());
    signOut();
    expect(getBasketState().discount?.discountCode).toBe('BENVENUTO10');
  });
});
