import type { CatalogueAnswer, FilterSelection, Product, ProductCard } from '@trama/shared/contract';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const LENZUOLA = 11;
const LETTO = 10;
const GIOIELLI = 50;

async function list(menuId: number | string, query = '', filters?: FilterSelection[], headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/external/product/catalogue/menu/${menuId}${query ? `?${query}` : ''}`,
    headers,
    ...(filters ? { payload: { filters } } : {}),
  });
}

async function ok(menuId: number, query = '', filters?: FilterSelection[], headers: Record<string, string> = {}): Promise<CatalogueAnswer> {
  const res = await list(menuId, query, filters, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = (products: ProductCard[]) => products.map((p) => p.productId);
/** Issue 18 §2: list cards carry no attributes or sizes; the full products of a page, for the checks that need them. */
async function full(cards: ProductCard[], headers: Record<string, string> = {}): Promise<Product[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', headers, payload: { productIds: ids(cards) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const attribute = (p: Product, kind: string) => p.attributes.find((a) => a.searchFilter === kind)?.values ?? [];

describe('POST /api/external/product/catalogue/menu/{menuId}', () => {
  it('§2 Product list: an empty body means no filter, 24 products sorted by ranking', async () => {
    const answer = await ok(LENZUOLA);
    expect(answer.products.content).toHaveLength(24);
    expect(answer.products.totalElements).toBeGreaterThan(24);
    const rankings = answer.products.content.map((p) => p.ranking);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
    expect(answer.products.content.every((p) => p.menuCanonicalUrl === '/letto/lenzuola')).toBe(true);
  });

  it('§4 Products list: pages follow each other without overlap and keep totalElements', async () => {
    const first = await ok(LENZUOLA, 'page=0&size=5', []);
    const second = await ok(LENZUOLA, 'page=1&size=5', []);
    const both = await ok(LENZUOLA, 'page=0&size=10', []);
    expect(first.products.totalElements).toBe(second.products.totalElements);
    expect([...ids(first.products.content), ...ids(second.products.content)]).toEqual(ids(both.products.content));
    const beyond = await ok(LENZUOLA, 'page=500&size=5', []);
    expect(beyond.products.content).toEqual([]);
    expect(beyond.products.totalElements).toBe(first.products.totalElements);
  });

  it('§4 sorting: price ascending and price descending by the price paid', async () => {
    for (const [sort, direction] of [['price,asc', 1], ['price,desc', -1]] as const) {
      const prices = (await ok(LETTO, `size=100&sort=${sort}`, [])).products.content.map((p) => p.startingPrice);
      expect(prices.length).toBe(100);
      expect(prices).toEqual([...prices].sort((a, b) => (a - b) * direction));
    }
  });

  it('§2 a MENU entry lists the products of every category below it', async () => {
    const letto = await ok(LETTO, 'size=1', []);
    let sum = 0;
    for (const leaf of [11, 12, 13, 14]) sum += (await ok(leaf, 'size=1', [])).products.totalElements;
    expect(letto.products.totalElements).toBe(sum);
    const page = await ok(LETTO, 'size=100', []);
    expect(page.products.content.every((p) => p.menuCanonicalUrl.startsWith('/letto/'))).toBe(true);
    expect(new Set(page.products.content.map((p) => p.menuCanonicalUrl)).size).toBeGreaterThan(1);
  });

  it('§3 Filter: every kind is computed from the entry, slugs hold no - or /, COLOR values carry the colour code', async () => {
    const { filters } = await ok(LENZUOLA, 'size=1', []);
    expect(filters.map((f) => f.searchFilter)).toEqual(expect.arrayContaining(['COLOR', 'SIZE', 'MATERIAL', 'PRICE']));
    for (const filter of filters) for (const value of filter.values) expect(value.searchValue).toMatch(/^[^-/]+$/);
    const colour = filters.find((f) => f.searchFilter === 'COLOR')!;
    for (const value of colour.values) expect(value.value).toMatch(/^#[0-9a-f]{6}\/\S/);
    expect(filters.find((f) => f.searchFilter === 'COLOR')!.filter).toBe('Colore');
    const english = await ok(LENZUOLA, 'size=1', [], { language: 'en' });
    expect(english.filters.find((f) => f.searchFilter === 'COLOR')!.filter).toBe('Colour');
  });

  it('§3 Filter: each kind keeps only matching products (COLOR, SIZE, MATERIAL, PRICE, PROMOTION)', async () => {
    const all = await ok(LETTO, 'size=1', []);
    const valueOf = (kind: string) => all.filters.find((f) => f.searchFilter === kind)!.values[0]!.searchValue;
    const checks: [string, (p: Product, v: string) => boolean][] = [
      ['COLOR', (p, v) => attribute(p, 'COLOR').includes(v)],
      ['SIZE', (p, v) => attribute(p, 'SIZE').includes(v)],
      ['MATERIAL', (p, v) => attribute(p, 'MATERIAL').includes(v)],
      ['PRICE', (p) => p.startingPrice < 50],
      ['PROMOTION', (p, v) => `${p.discountDetail?.percentage}%` === v],
    ];
    for (const [kind, matches] of checks) {
      const value = kind === 'PRICE' ? '0_50' : valueOf(kind);
      const answer = await ok(LETTO, 'size=100', [{ searchFilter: kind as FilterSelection['searchFilter'], values: [value] }]);
      expect(answer.products.totalElements, kind).toBeGreaterThan(0);
      expect(answer.products.totalElements, kind).toBeLessThan(all.products.totalElements);
      for (const p of await full(answer.products.content)) expect(matches(p, value), `${kind} ${value} ${p.name}`).toBe(true);
      // Filters describe the whole entry, not the filtered page.
      expect(answer.filters).toEqual(all.filters);
    }
  });

  it('§3 Filter: values of one kind are OR, kinds are AND', async () => {
    const all = await ok(LENZUOLA, 'size=1', []);
    const [a, b] = all.filters.find((f) => f.searchFilter === 'COLOR')!.values.map((v) => v.searchValue);
    const count = async (filters: FilterSelection[]) => (await ok(LENZUOLA, 'size=100', filters)).products.totalElements;
    const onlyA = await count([{ searchFilter: 'COLOR', values: [a!] }]);
    const onlyB = await count([{ searchFilter: 'COLOR', values: [b!] }]);
    expect(await count([{ searchFilter: 'COLOR', values: [a!, b!] }])).toBe(onlyA + onlyB);
    const material = all.filters.find((f) => f.searchFilter === 'MATERIAL')!.values[0]!.searchValue;
    const both = await ok(LENZUOLA, 'size=100', [
      { searchFilter: 'COLOR', values: [a!, b!] },
      { searchFilter: 'MATERIAL', values: [material] },
    ]);
    expect(both.products.totalElements).toBeLessThanOrEqual(onlyA + onlyB);
    for (const p of await full(both.products.content)) {
      expect([a, b]).toContain(attribute(p, 'COLOR')[0]);
      expect(attribute(p, 'MATERIAL')).toEqual([material]);
    }
  });

  it('§2 gold-and-silver: the jewellery entry filters by MATERIAL oro and argento', async () => {
    const answer = await ok(GIOIELLI, 'size=4', []);
    const materials = answer.filters.find((f) => f.searchFilter === 'MATERIAL')!.values.map((v) => v.searchValue);
    expect(materials.sort()).toEqual(['argento', 'oro']);
    for (const material of ['oro', 'argento']) {
      const found = await ok(GIOIELLI, 'size=4&sort=ranking,asc', [{ searchFilter: 'MATERIAL', values: [material] }]);
      expect(found.products.content).toHaveLength(4);
      expect((await full(found.products.content)).every((p) => p.productType === 'S' && attribute(p, 'MATERIAL')[0] === material)).toBe(true);
    }
  });

  it('§5 products without a price are never listed', async () => {
    const answer = await ok(LETTO, 'size=100&sort=price,asc', []);
    expect(answer.products.content[0]!.startingPrice).toBeGreaterThan(0);
  });

  it('§7 unknown menu entries and PAGE entries are 404 MENU_NOT_FOUND', async () => {
    for (const menuId of [9999, 1, 60]) {
      const res = await list(menuId);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MENU_NOT_FOUND');
    }
    expect((await list(LENZUOLA, '', [], { brand: '999' })).json().code).toBe('BRAND_NOT_FOUND');
  });

  it('§7 bad id, page, size, sort or filter is a 400 with a stable code, never a 500', async () => {
    const cases: [number | string, string, unknown, string][] = [
      ['abc', '', undefined, 'VALIDATION_ERROR'],
      [0, '', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, 'page=-1', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, 'page=x', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, 'size=0', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, 'size=101', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, 'sort=name,asc', undefined, 'VALIDATION_ERROR'],
      [LENZUOLA, '', [{ searchFilter: 'FOO', values: ['x'] }], 'VALIDATION_ERROR'],
      [LENZUOLA, '', [{ searchFilter: 'COLOR', values: ['blu-notte'] }], 'VALIDATION_ERROR'],
      [LENZUOLA, '', [{ searchFilter: 'PRICE', values: ['10_20'] }], 'INVALID_FILTER'],
      [LENZUOLA, '', [{ searchFilter: 'PROMOTION', values: ['venti'] }], 'INVALID_FILTER'],
    ];
    for (const [menuId, query, filters, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/external/product/catalogue/menu/${menuId}${query ? `?${query}` : ''}`,
        ...(filters ? { payload: { filters } } : {}),
      });
      expect(res.statusCode, `${menuId} ${query} ${JSON.stringify(filters)}`).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('§7 the shop headers (brand, language, currency, country, promoCluster) are accepted; prices stay the database ones', async () => {
    const plain = await ok(LENZUOLA, 'size=3', []);
    const headers = { brand: '3', language: 'en-GB', currency: 'CHF', country: 'CH', promoCluster: 'E', discountCode: 'WELCOME10' };
    const withHeaders = await ok(LENZUOLA, 'size=3', [], headers);
    expect(withHeaders.products.content.map((p) => [p.productId, p.startingPrice, p.currency])).toEqual(
      plain.products.content.map((p) => [p.productId, p.startingPrice, 'EUR']),
    );
    // en-GB is read as en: the card's product, asked with the same headers, is in English.
    expect((await full(withHeaders.products.content.slice(0, 1), headers))[0]!.language).toBe('en');
    const bads: Record<string, string>[] = [{ currency: 'EURO' }, { country: 'ITA' }, { promoCluster: 'E-1' }, { language: '12' }];
    for (const bad of bads) {
      const res = await list(LENZUOLA, '', [], bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('§3 Filter: an unknown colour slug is well-formed and simply matches nothing', async () => {
    const answer = await ok(LENZUOLA, '', [{ searchFilter: 'COLOR', values: ['fucsia'] }]);
    expect(answer.products).toEqual({ content: [], totalElements: 0 });
  });
});
