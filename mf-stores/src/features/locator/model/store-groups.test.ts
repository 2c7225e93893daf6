import { describe, expect, it } from 'vitest';
import { store } from '../../../test-support/store.ts';
import { canSearch, countryLabel, groupStores, searchStores } from './store-groups.ts';

const stores = [
  store({ storeId: 1, name: 'Trama Milano Brera', city: 'Milano' }),
  store({ storeId: 2, name: 'Trama Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500' }),
  store({ storeId: 3, name: 'Trama Bologna', city: 'Bologna', zip: '40121' }),
  store({ storeId: 4, name: 'Trama Milano Corso Como', city: 'milano ', zip: '20154' }),
  store({ storeId: 5, name: 'Trama Paris', city: 'Paris', country: 'FR', zip: '75006' }),
];

describe('shops list', () => {
  it('§2 groups stores by country, then city, alphabetically', () => {
    const groups = groupStores(stores, 'it');
    expect(groups.map((g) => g.label)).toEqual(['ANDORRA', 'FRANCIA', 'ITALIA']);
    const italy = groups[2];
    expect(italy?.cities.map((c) => [c.city, c.stores.map((s) => s.storeId)])).toEqual([
      ['Bologna', [3]],
      ['Milano', [1, 4]],
    ]);
  });

  it('§2 the code AD is shown as ANDORRA in every language', () => {
    expect(countryLabel('AD', 'fr')).toBe('ANDORRA');
    expect(countryLabel('ad', 'de')).toBe('ANDORRA');
    expect(countryLabel('FR', 'en')).toBe('FRANCE');
    expect(countryLabel('DE', 'de')).toBe('DEUTSCHLAND');
  });
});

describe('store search', () => {
  it('account §5 needs more than 3 characters', () => {
    expect(canSearch('Mil')).toBe(false);
    expect(canSearch(' Mil ')).toBe(false);
    expect(canSearch('Mila')).toBe(true);
  });

  it('finds stores by city, ignoring case and accents, or by postal code', () => {
    expect(searchStores(stores, 'MILANO').map((s) => s.storeId)).toEqual([1, 4]);
    expect(searchStores([store({ city: 'Forlì' })], 'forli')).toHaveLength(1);
    expect(searchStores(stores, '4012').map((s) => s.storeId)).toEqual([3]);
    expect(searchStores(stores, 'Roma')).toEqual([]);
  });
});
