import type { Basket, BasketEntry, BasketSizeLine, StoreInfo } from '@trama/shared/contract';
import { sizeLine as sharedSizeLine } from '@trama/shared/testing';

/** A size line of the demo sheet (product 101), from the shared builder. */
export function sizeLine(overrides: Partial<BasketSizeLine> = {}): BasketSizeLine {
  return sharedSizeLine({
    productId: 1011,
    productReference: '8000000010110',
    size: '160x280',
    webInventory: 20,
    startingPrice: 89.9,
    createdDate: '2026-01-10T10:00:00.000Z',
    parentId: 101,
    ...overrides,
  });
}

export function entry(overrides: Partial<BasketEntry> = {}): BasketEntry {
  return {
    name: 'Lenzuolo Aurora',
    photo: '/media/products/101.svg',
    thumbnail: '/media/products/101-thumb.svg',
    canonicalMenu: 'lenzuola',
    canonicallUrl: 'lenzuolo-aurora',
    menuId: 11,
    packParent: false,
    pack: [],
    sizes: [sizeLine()],
    ...overrides,
  };
}

export function basketOf(entries: Record<string, BasketEntry>, store?: Basket['store']): Basket {
  return { ...entries, ...(store ? { store } : {}) } as Basket;
}

export const STORE_ENTRY: NonNullable<Basket['store']> = {
  StoreInfo: { storeCode: 'MI01', city: 'Milano', storeType: 'E' },
  storeDelivery: 'STO',
};

/** A store as mf-stores' panel publishes it (contract 1.8 StoreInfo). */
export const BRERA: StoreInfo = {
  storeId: 1,
  storeCode: 'TC-MI-BRERA',
  city: 'Milano',
  storeType: 'E',
  name: 'Trama Milano Brera',
  address: 'Via Brera 12',
  storeDelivery: 'STO',
};

/** A store as the click-and-collect answer lists it (able to serve the lines asked). */
export { servingStore } from '@trama/shared/testing';
