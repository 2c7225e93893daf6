/**
 * The store list calls (account §3 Store, §7; storefront §2 shops list, §7, §9) and the nearest
 * search by position (issue 15 point 2), on the seeded stores: distances come from PostgreSQL and
 * are checked here against an independent haversine.
 */
import type { NearbyStore, Store, StoreSearchAnswer } from '@trama/shared/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { seedStoreStockIfEmpty } from '../../src/db/seed/store-stock.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Piazza del Duomo, Milano. */
const DUOMO = { lat: 45.4642, lng: 9.19 };

/** Great-circle kilometres, computed here without the database. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const nearest = (query: string) => t.app.inject({ url: `/storeservice/api/external/store/nearest?${query}` });

describe('GET /api/external/stores/stores-by-brand-id', () => {
  it('account §3 lists Italian stores and one in Andorra, with weekly opening hours', async () => {
    const res = await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=3' });
    expect(res.statusCode).toBe(200);
    const stores: Store[] = res.json();
    expect(stores.filter((s) => s.country === 'IT').length).toBeGreaterThanOrEqual(8);
    expect(stores.filter((s) => s.country === 'AD')).toHaveLength(1);
    for (const store of stores) expect(Object.keys(store.openingHours)).toEqual(WEEK);
    expect(stores.some((s) => s.personalShopper)).toBe(true);
    expect(stores.some((s) => !s.personalShopper)).toBe(true);
  });

  it('account §3 a depot is storeType G and has no basket', async () => {
    const stores: Store[] = (await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=3' })).json();
    const depot = stores.find((s) => s.storeType === 'G');
    expect(depot).toMatchObject({ hasBasket: false });
  });

  it('§9 brand 3 is the default', async () => {
    const stores: Store[] = (await t.app.inject({ url: '/api/external/stores/stores-by-brand-id' })).json();
    expect(stores.length).toBeGreaterThan(0);
  });

  it('answers 400 for a bad brandId and 404 for an unknown brand', async () => {
    expect((await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=abc' })).statusCode).toBe(400);
    const res = await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=404' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});

describe('the demo store network (issue 15 point 1)', () => {
  it('has at least 40 stores across Italy, several in Milano with a personal shopper, and a few in FR, CH, MC and AD', async () => {
    const stores: Store[] = (await t.app.inject({ url: '/storeservice/api/external/store/by-brand?brandId=3' })).json();
    expect(stores.length).toBeGreaterThanOrEqual(40);
    const milano = stores.filter((s) => s.city === 'Milano');
    expect(milano.length).toBeGreaterThanOrEqual(4);
    expect(milano.filter((s) => s.personalShopper).length).toBeGreaterThanOrEqual(2);
    for (const country of ['FR', 'CH', 'MC', 'AD']) expect(stores.some((s) => s.country === country), country).toBe(true);
    for (const store of stores) {
      expect(store.latitude, store.name).toEqual(expect.any(Number));
      expect(store.phone, store.name).toMatch(/^\+\d[\d ]+$/);
      expect(Object.keys(store.openingHours), store.name).toEqual(WEEK);
      // 'closed' is the data word the UI translates; every other day is HH:MM-HH:MM ranges.
      for (const hours of Object.values(store.openingHours)) expect(hours).toMatch(/^closed$|^\d\d:\d\d-\d\d:\d\d(, \d\d:\d\d-\d\d:\d\d)*$/);
      expect(['STO', 'DEP', null]).toContain(store.storeDelivery);
    }
    expect(stores.filter((s) => s.storeType === 'G').every((s) => !s.hasBasket)).toBe(true);
  });

  it('every size the web has sold out is held by two Milano stores that take web orders (the store panel can always offer one)', async () => {
    const uncovered = await queryRows<{ barcode: string }>(
      t,
      `select s.barcode from product_sizes s
       where s.web_inventory = 0 and s.starting_price > 0
         and (select count(*) from store_stock ss join stores st on st.store_id = ss.store_id
              where ss.barcode = s.barcode and ss.stock > 0 and st.city = 'Milano' and st.has_basket and st.store_type <> 'G') < 2`,
    );
    expect(uncovered).toEqual([]);
    const [soldOut] = await queryRows<{ n: number }>(t, 'select count(*)::int as n from product_sizes where web_inventory = 0 and starting_price > 0');
    expect(soldOut!.n).toBeGreaterThan(0);
  });

  it('store stock is partial: no shop holds every size, and a size is not in every shop', async () => {
    const [share] = await queryRows<{ sizes: number; fullest: number; widest: number; shops: number }>(
      t,
      `select (select count(*)::int from product_sizes where starting_price > 0) as sizes,
              (select max(n)::int from (select count(*) as n from store_stock ss join stores st using (store_id) where st.store_type <> 'G' group by store_id) x) as fullest,
              (select max(n)::int from (select count(*) as n from store_stock ss join stores st using (store_id) where st.store_type <> 'G' group by barcode) y) as widest,
              (select count(*)::int from stores where store_type <> 'G') as shops`,
    );
    expect(share!.fullest).toBeLessThan(share!.sizes);
    expect(share!.widest).toBeLessThan(share!.shops);
  });
});

describe('GET /storeservice/api/external/store/by-brand (storefront §2 shops list, §7)', () => {
  it('§7 lists one country, ordered by city then name', async () => {
    const res = await t.app.inject({ url: '/storeservice/api/external/store/by-brand?brandId=3&country=it' });
    expect(res.statusCode).toBe(200);
    const stores: Store[] = res.json();
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(stores.every((s) => s.country === 'IT')).toBe(true);
    const keys = stores.map((s) => `${s.city}\u0000${s.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('§9 Monaco is looked up as France: the French network, the shop in Monaco included', async () => {
    const monaco: Store[] = (await t.app.inject({ url: '/storeservice/api/external/store/by-brand?country=MC' })).json();
    const france: Store[] = (await t.app.inject({ url: '/storeservice/api/external/store/by-brand?country=FR' })).json();
    expect(monaco).toEqual(france);
    expect(new Set(monaco.map((s) => s.country))).toEqual(new Set(['FR', 'MC']));
  });

  it('§7 no country lists every store; an unknown country none', async () => {
    const all: Store[] = (await t.app.inject({ url: '/storeservice/api/external/store/by-brand' })).json();
    expect(new Set(all.map((s) => s.country))).toEqual(new Set(['IT', 'FR', 'MC', 'CH', 'AD']));
    expect((await t.app.inject({ url: '/storeservice/api/external/store/by-brand?country=JP' })).json()).toEqual([]);
  });

  it('refuses a malformed country or brand, and an unknown brand', async () => {
    for (const query of ['country=ITA', 'country=1T', 'country=', 'brandId=-1', 'brandId=1.5']) {
      expectApiError(await t.app.inject({ url: `/storeservice/api/external/store/by-brand?${query}` }), 400, 'VALIDATION_ERROR', query);
    }
    expectApiError(await t.app.inject({ url: '/storeservice/api/external/store/by-brand?brandId=404' }), 404, 'BRAND_NOT_FOUND');
  });
});

describe('GET /storeservice/api/external/store/nearest by position (account §2 Store locator, issue 15 point 2)', () => {
  it('lists the stores nearest first, with distances PostgreSQL computed and the shopper can check', async () => {
    const res = await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}`);
    expect(res.statusCode).toBe(200);
    const answer: StoreSearchAnswer = res.json();
    expect(answer.place).toBeNull();
    expect(answer.stores.length).toBe(10);
    expect(answer.stores[0]).toMatchObject({ storeCode: 'TC-MI02', name: 'Trama Casa Milano Duomo' });
    const distances = answer.stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of answer.stores) {
      const expected = haversineKm(DUOMO, { lat: store.latitude!, lng: store.longitude! });
      expect(Math.abs(store.distanceKm! - expected), store.name).toBeLessThanOrEqual(0.051);
    }
    expect(answer.stores.slice(0, 5).every((s) => s.city === 'Milano')).toBe(true);
  });

  it('honours limit and keeps to the search radius (100 km): Verona, 140 km from Milano, never shows', async () => {
    const answer: StoreSearchAnswer = (await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}&limit=50`)).json();
    expect(answer.stores.length).toBeGreaterThan(10);
    expect(answer.stores.every((s) => s.distanceKm! <= 100)).toBe(true);
    expect(answer.stores.map((s) => s.city)).not.toContain('Verona');
    expect(answer.stores.map((s) => s.city)).toContain('Lugano');
    const three: StoreSearchAnswer = (await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}&limit=3`)).json();
    expect(three.stores.map((s) => s.storeId)).toEqual(answer.stores.slice(0, 3).map((s) => s.storeId));
  });

  it('the place decides, not the visitor country: a Swiss visitor searching near the Duomo gets Milano first, Lugano further down', async () => {
    const answer: StoreSearchAnswer = (await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}&country=CH&limit=50`)).json();
    const cities = answer.stores.map((s) => s.city);
    expect(cities[0]).toBe('Milano');
    expect(cities).toContain('Lugano');
    // A visitor country without stores (en-US browsers answer US) still finds the place's stores.
    const american: StoreSearchAnswer = (await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}&country=US`)).json();
    expect(american.stores[0]?.city).toBe('Milano');
  });

  it('locator.16: a position with no store near answers 200 and an empty list', async () => {
    const res = await nearest('lat=0&lng=0');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: null, stores: [] });
    // Sassari: the nearest shop, Cagliari, is 170 km away.
    expect((await nearest('lat=40.7259&lng=8.5557')).json<StoreSearchAnswer>().stores).toEqual([]);
  });

  it('hostile positions are 400 JSON errors, never 500', async () => {
    for (const query of ['lat=91&lng=9', 'lat=-90.5&lng=9', 'lat=45&lng=181', 'lat=NaN&lng=9', 'lat=45,4&lng=9', 'lat=&lng=9', 'limit=0&lat=45&lng=9', 'limit=51&lat=45&lng=9', 'lat=45&lng=9&lat=46']) {
      expectApiError(await nearest(query), 400, 'VALIDATION_ERROR', query);
    }
    // The schema's number coercion reads these as ±Infinity; the search refuses them itself.
    for (const query of ['lat=45&lng=Infinity', 'lat=1e400&lng=9', 'lat=-Infinity&lng=9']) expectApiError(await nearest(query), 400, 'INVALID_POSITION', query);
    expectApiError(await nearest('lat=45'), 400, 'POSITION_INCOMPLETE');
    expectApiError(await nearest('lng=9'), 400, 'POSITION_INCOMPLETE');
    expectApiError(await nearest('location=Milano&lat=45&lng=9'), 400, 'SEARCH_AMBIGUOUS');
    expectApiError(await nearest(''), 400, 'SEARCH_REQUIRED');
    expectApiError(await nearest('lat=45&lng=9&brandId=404'), 404, 'BRAND_NOT_FOUND');
  });

  it('every nearby store carries the Store fields and its distance', async () => {
    const [store]: NearbyStore[] = (await nearest(`lat=${DUOMO.lat}&lng=${DUOMO.lng}&limit=1`)).json<StoreSearchAnswer>().stores;
    expect(Object.keys(store!).sort()).toEqual(
      ['storeId', 'storeCode', 'name', 'address', 'zip', 'city', 'country', 'phone', 'openingHours', 'personalShopper', 'storeType', 'hasBasket', 'storeDelivery', 'latitude', 'longitude', 'distanceKm'].sort(),
    );
  });
});

describe('the store seed on a database seeded before issue 15', () => {
  it('adds the new stores and the same stock on the next start (deterministic), once', async () => {
    const checksum = async () =>
      (
        await queryRows<{ stores: number; rows: number; sum: string }>(
          t,
          `select (select count(*)::int from stores) as stores, count(*)::int as rows,
                  md5(string_agg(store_id || ':' || barcode || ':' || stock, ',' order by store_id, barcode)) as sum
           from store_stock`,
        )
      )[0]!;
    const seeded = await checksum();
    await queryRows(t, 'delete from store_stock');
    await queryRows(t, 'delete from stores where store_id > 111');
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      const db = drizzle({ client, schema });
      expect(await seedStoreStockIfEmpty(db)).toBe(true);
      expect(await checksum()).toEqual(seeded);
      expect(await seedStoreStockIfEmpty(db)).toBe(false);
    } finally {
      await client.end();
    }
    expect(seeded.stores).toBeGreaterThanOrEqual(40);
  });
});
