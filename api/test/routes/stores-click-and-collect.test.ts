/**
 * POST /storeservice/api/external/stores/click-and-collect-stores (account §3 Store barcodeList,
 * §7; issue 15 point 3): the stores whose stock covers every basket line, on stock rows this file
 * sets for two real sizes, so each case knows exactly which store holds what.
 */
import type { ClickAndCollectLine, ClickAndCollectStore } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSize, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let sheet: SizeFixture;
let towel: SizeFixture;

/** store code → [sheet stock, towel stock] (null: no row). */
const STOCK: Record<string, [number | null, number | null]> = {
  'TC-MI01': [5, 1], // Milano Brera
  'TC-MI02': [2, 3], // Milano Duomo
  'TC-MB01': [9, 9], // Monza
  'TC-RM01': [5, null], // Roma: no towel at all
  'TC-MI-DEP': [100, 100], // the depot (type G): never offered
  'TC-FI02': [10, 10], // a boutique without a basket: never offered
};

beforeAll(async () => {
  t = await createTestApp();
  sheet = await findSize(t, 'p.menu_id = 11 and s.starting_price > 0');
  towel = await findSize(t, 'p.menu_id = 21 and s.starting_price > 0');
  await queryRows(t, 'delete from store_stock where barcode = any($1)', [[sheet.barcode, towel.barcode]]);
  for (const [storeCode, [sheets, towels]] of Object.entries(STOCK)) {
    for (const [barcode, stock] of [[sheet.barcode, sheets], [towel.barcode, towels]] as const) {
      if (stock === null) continue;
      await queryRows(t, 'insert into store_stock (store_id, barcode, stock) select store_id, $2, $3 from stores where store_code = $1', [storeCode, barcode, stock]);
    }
  }
});
afterAll(() => t.close());

const URL = '/storeservice/api/external/stores/click-and-collect-stores';
const line = (size: SizeFixture, quantity: number): ClickAndCollectLine => ({ productId: size.productId, size: size.size, quantity });

function collect(lines: unknown, query = 'brandId=3&browserId=b-1&language=it') {
  return t.app.inject({ method: 'POST', url: `${URL}?${query}`, payload: { basketLineItems: lines } });
}

async function storesFor(lines: ClickAndCollectLine[], query?: string): Promise<ClickAndCollectStore[]> {
  const res = await collect(lines, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const codes = (stores: ClickAndCollectStore[]) => stores.map((s) => s.storeCode);

describe('account §7 click-and-collect-stores: stock per barcode', () => {
  it('lists the stores whose stock covers every line, nearest first from the place searched, with each line\'s stock', async () => {
    const stores = await storesFor([line(sheet, 2), line(towel, 1)], 'brandId=3&location=Milano&country=IT');
    expect(codes(stores)).toEqual(['TC-MI02', 'TC-MI01', 'TC-MB01']);
    const distances = stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]!.barcodeList).toEqual([
      { productId: sheet.productId, size: sheet.size, sizeName: expect.any(String), barcode: sheet.barcode, stock: 2 },
      { productId: towel.productId, size: towel.size, sizeName: expect.any(String), barcode: towel.barcode, stock: 3 },
    ]);
    expect(stores.every((s) => s.hasBasket && s.storeType !== 'G')).toBe(true);
  });

  it('account §3 Store: a depot (type G) and a store without a basket are never offered, whatever their stock', async () => {
    const stores = await storesFor([line(sheet, 1)]);
    expect(codes(stores)).not.toContain('TC-MI-DEP');
    expect(codes(stores)).not.toContain('TC-FI02');
    expect(codes(stores).sort()).toEqual(['TC-MB01', 'TC-MI01', 'TC-MI02', 'TC-RM01']);
  });

  it('a store short of one line is left out: Brera has 1 towel, Roma none', async () => {
    expect(codes(await storesFor([line(sheet, 2), line(towel, 2)], 'location=20121'))).toEqual(['TC-MI02', 'TC-MB01']);
    expect(codes(await storesFor([line(sheet, 3)], 'location=20121'))).toEqual(['TC-MI01', 'TC-MB01', 'TC-RM01']);
  });

  it('locator.11: when no store can serve the basket the list is empty', async () => {
    expect(await storesFor([line(sheet, 10)])).toEqual([]);
    expect(await storesFor([line(sheet, 10)], 'country=FR')).toEqual([]);
  });

  it('nearest first from a position (Monza), by country, city and name without one', async () => {
    expect(codes(await storesFor([line(sheet, 1)], 'lat=45.5845&lng=9.2744'))).toEqual(['TC-MB01', 'TC-MI01', 'TC-MI02', 'TC-RM01']);
    const unordered = await storesFor([line(sheet, 1)]);
    expect(codes(unordered)).toEqual(['TC-MI01', 'TC-MI02', 'TC-MB01', 'TC-RM01']);
    expect(unordered.every((s) => s.distanceKm === null)).toBe(true);
  });

  it('reads the stock as it is now: a sale in a store removes it from the list', async () => {
    await queryRows(t, "update store_stock set stock = 0 where barcode = $1 and store_id = (select store_id from stores where store_code = 'TC-MB01')", [towel.barcode]);
    try {
      expect(codes(await storesFor([line(towel, 1)], 'location=Monza'))).toEqual(['TC-MI01', 'TC-MI02']);
    } finally {
      await queryRows(t, "update store_stock set stock = 9 where barcode = $1 and store_id = (select store_id from stores where store_code = 'TC-MB01')", [towel.barcode]);
    }
  });
});

describe('[29.10] the visitor\'s country never hides a store', () => {
  /** The country the shop stores on a first visit (storefront §7), from the browser's languages only. */
  async function visitorCountryOf(acceptLanguage: string): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/external/geo/country', headers: { 'accept-language': acceptLanguage } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ country: string }>().country;
  }

  it('[29.10] an en-GB, en-US or de browser checking its basket without a place still finds the Milano stores that hold it (country first, others after)', async () => {
    for (const [acceptLanguage, country] of [['en-GB,en;q=0.9', 'GB'], ['en-US,en;q=0.8', 'US'], ['de-DE,de;q=0.9', 'DE'], ['de', 'DE']] as const) {
      expect(await visitorCountryOf(acceptLanguage)).toBe(country);
      // The basket's and product page's store check: no place, the stored visitor country.
      const stores = await storesFor([line(sheet, 2), line(towel, 1)], `brandId=3&browserId=b-1&language=en&country=${country}`);
      expect(codes(stores), acceptLanguage).toEqual(['TC-MI01', 'TC-MI02', 'TC-MB01']);
    }
  });

  it('[29.10] the visitor\'s network comes first, the others follow: a French visitor gets the Italian stores after the French ones', async () => {
    await queryRows(t, "insert into store_stock (store_id, barcode, stock) select store_id, $1, 4 from stores where store_code = 'TC-NCE01'", [sheet.barcode]);
    try {
      const stores = await storesFor([line(sheet, 1)], 'country=FR');
      expect(stores.map((s) => s.country)).toEqual(['FR', 'IT', 'IT', 'IT', 'IT']);
      expect(codes(stores)).toContain('TC-MI02');
    } finally {
      await queryRows(t, "delete from store_stock where barcode = $1 and store_id = (select store_id from stores where store_code = 'TC-NCE01')", [sheet.barcode]);
    }
  });
});

describe('bad input', () => {
  it('a size the brand does not sell is 422 UNKNOWN_PRODUCTS with the lines', async () => {
    const res = await collect([line(sheet, 1), { productId: 999_999, size: 'M', quantity: 1 }, { productId: sheet.productId, size: 'XXL', quantity: 1 }]);
    expectApiError(res, 422, 'UNKNOWN_PRODUCTS');
    expect(res.json()).toMatchObject({
      messageKey: 'locator.11',
      unknownLines: [
        { productId: 999_999, size: 'M' },
        { productId: sheet.productId, size: 'XXL' },
      ],
    });
    // Brand 1 does not sell brand 3's products.
    expectApiError(await collect([line(sheet, 1)], 'brandId=1'), 422, 'UNKNOWN_PRODUCTS');
  });

  it('a body that is not { basketLineItems: 1-50 lines of productId, size, quantity 1-10 } is 400', async () => {
    const bad: [string, unknown][] = [
      ['no lines', []],
      ['51 lines', Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, size: 'M', quantity: 1 }))],
      ['quantity 0', [line(sheet, 0)]],
      ['quantity 11', [line(sheet, 11)]],
      ['quantity 1.5', [line(sheet, 1.5)]],
      ['negative product', [{ productId: -1, size: 'M', quantity: 1 }]],
      ['empty size', [{ productId: sheet.productId, size: '', quantity: 1 }]],
      ['long size', [{ productId: sheet.productId, size: 'x'.repeat(41), quantity: 1 }]],
      ['no quantity', [{ productId: sheet.productId, size: sheet.size }]],
      ['a line that is a string', ['line']],
      ['lines that are an object', { productId: sheet.productId }],
    ];
    for (const [what, lines] of bad) expectApiError(await collect(lines), 400, 'VALIDATION_ERROR', what);
    expectApiError(await t.app.inject({ method: 'POST', url: URL, payload: { lines: [line(sheet, 1)] } }), 400, 'VALIDATION_ERROR');
    expectApiError(await t.app.inject({ method: 'POST', url: URL, payload: [line(sheet, 1)] }), 400, 'VALIDATION_ERROR');
    expectApiError(await collect([line(sheet, 1), line(sheet, 2)]), 400, 'DUPLICATE_LINE');
  });

  it('a bad place or position is refused like the locator search', async () => {
    expectApiError(await collect([line(sheet, 1)], 'location=Rho'), 400, 'LOCATION_TOO_SHORT');
    const unknown = await collect([line(sheet, 1)], 'location=Xyzzyqwv');
    expectApiError(unknown, 404, 'PLACE_NOT_FOUND');
    expect(unknown.json().messageKey).toBe('locator.9');
    for (const query of ['lat=95&lng=9', 'lat=NaN&lng=9', 'country=ITALY', 'brandId=0', `browserId=${'x'.repeat(101)}`, 'language=%3Cscript%3E']) {
      expectApiError(await collect([line(sheet, 1)], query), 400, 'VALIDATION_ERROR', query);
    }
    expectApiError(await collect([line(sheet, 1)], 'lat=45'), 400, 'POSITION_INCOMPLETE');
    expectApiError(await collect([line(sheet, 1)], 'brandId=404'), 404, 'BRAND_NOT_FOUND');
  });
});
