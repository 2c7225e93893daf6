import { describe, expect, it } from 'vitest';
import { store } from '../../../test-support/store.ts';
import { canSearchPlace, lowStockLines, panelLines, storeInfoOf } from './panel-stores.ts';
import { openingToday } from './opening-today.ts';

const stock = (value: number, size = 'M') => ({ productId: 7, size, sizeName: size, barcode: `b-${size}`, stock: value });

describe('store side panel rules (storefront §4, account §3 Store, §9)', () => {
  it('account §5 Store search: more than 3 characters', () => {
    expect(canSearchPlace(' Bra ')).toBe(false);
    expect(canSearchPlace('Bari')).toBe(true);
  });

  it('§9 the low-stock hint shows under 5 pieces, at least 1', () => {
    const listed = { ...store(), distanceKm: 2, barcodeList: [stock(0, 'S'), stock(1, 'M'), stock(4, 'L'), stock(5, 'XL')] };
    expect(lowStockLines(listed).map((entry) => entry.size)).toEqual(['M', 'L']);
  });

  it('the product page\'s size becomes the one line to check; checkout\'s lines are checked as they are', () => {
    expect(panelLines({ productId: 7, parentProductId: 3, size: 'M', quantity: 2 }, undefined)).toEqual([{ productId: 7, size: 'M', quantity: 2 }]);
    const lines = [{ productId: 9, size: 'L', quantity: 1 }];
    expect(panelLines(undefined, lines)).toBe(lines);
    expect(panelLines(undefined, undefined)).toEqual([]);
  });

  it('§3 the store entry keeps the store\'s delivery tag only when it is one (DIS, STO, DEP)', () => {
    expect(storeInfoOf({ ...store({ storeDelivery: 'DEP' }), distanceKm: null }).storeDelivery).toBe('DEP');
    expect(storeInfoOf({ ...store({ storeDelivery: 'XYZ' }), distanceKm: null }).storeDelivery).toBeNull();
  });

  it('§2 today\'s opening is the shop\'s weekday (Italian time); closed is a code, not a text', () => {
    const hours = { mon: '15:00-19:30', tue: '10:00-19:30', sun: 'closed' };
    // Monday 23:30 UTC is already Tuesday in Italy.
    expect(openingToday(hours, new Date('2026-03-09T23:30:00Z'))).toBe('10:00-19:30');
    expect(openingToday(hours, new Date('2026-03-08T12:00:00Z'))).toBeNull();
  });
});
