import { describe, expect, it } from 'vitest';
import { store } from '../test-support/store.ts';
import { countryLabel, countryName, groupStores } from './store-groups.ts';

const stores = [
  store({ storeId: 1, name: 'Trama Milano Brera', city: 'Milano' }),
  store({ storeId: 2, name: 'Trama Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500' }),
  store({ storeId: 3, name: 'Trama Bologna', city: 'Bologna', zip: '40121' }),
  store({ storeId: 4, name: 'Trama Milano Corso Como', city: 'milano ', zip: '20154' }),
  store({ storeId: 5, name: 'Trama Paris', city: 'Paris', country: 'FR', zip: '75006' }),
];

describe('shops list (storefront §2 Other pages)', () => {
  it('§2 groups stores by country, then city, alphabetically', () => {
    const groups = groupStores(stores, 'it');
    expect(groups.map((g) => g.label)).toEqual(['ANDORRA', 'FRANCIA', 'ITALIA']);
    expect(groups[2]?.cities.map((c) => [c.city, c.stores.map((s) => s.storeId)])).toEqual([
      ['Bologna', [3]],
      ['Milano', [1, 4]],
    ]);
  });

  it('§2 the code AD is shown as ANDORRA in every language; other countries by their translated name', () => {
    const labels: [code: string, language: string, label: string][] = [
      ['AD', 'fr', 'ANDORRA'],
      ['ad', 'de', 'ANDORRA'],
      ['FR', 'en', 'FRANCE'],
      ['CH', 'de', 'SCHWEIZ'],
      ['MC', 'es', 'MÓNACO'],
    ];
    for (const [code, language, label] of labels) expect(countryLabel(code, language), `${code} in ${language}`).toBe(label);
    expect(countryName('IT', 'en')).toBe('Italy');
  });
});
