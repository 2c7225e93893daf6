import type { ClickstreamEvent, Product } from '@trama/shared/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let products: number[];
beforeAll(async () => {
  t = await createTestApp();
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  // Products from the bottom of the ranking, so the best-ranked fallback never hides them.
  products = (await client.query<{ product_id: number }>('select product_id from products where starting_price > 0 order by ranking desc limit 6')).rows.map((r) => r.product_id);
  await client.end();
});
afterAll(() => t.close());

const event = (browserId: string, productId: number | null, extra: Partial<ClickstreamEvent> = {}): ClickstreamEvent => ({
  brandId: 3,
  browserType: 'Firefox',
  clickTime: '2026-11-22T10:00:00.000Z',
  ipAddress: null,
  menuId: 11,
  product: null,
  orginUrl: 'http://localhost:8080/it/letto/lenzuola',
  recommended: false,
  productId,
  browserId,
  browserOS: 'Linux',
  browserPlatform: 'desktop',
  browserCountry: 'IT',
  ...extra,
});

async function view(browserId: string, productId: number | null, extra: Partial<ClickstreamEvent> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/external/clickstream/create', payload: event(browserId, productId, extra) });
}

async function recommended(browserId: string, query = ''): Promise<Product[]> {
  const res = await t.app.inject({ url: `/api/external/clickstream/recommended-products?browserId=${browserId}&brandId=3&country=IT&language=it&currency=EUR${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('clickstream (storefront §3 Clickstream event, §7)', () => {
  it('§7 create records an event: 201', async () => {
    const res = await view('browser-solo', products[0]!);
    expect(res.statusCode).toBe(201);
    expect((await view('browser-solo', null, { menuId: null })).statusCode).toBe(201);
  });

  it('§7 create validates the event: 400 for malformed ones, 404 for unknown products or brands', async () => {
    const bad = [
      { ...event('b', 1), browserId: '' },
      { ...event('b', 1), clickTime: 'yesterday' },
      { ...event('b', 1), productId: 'abc' },
      (({ orginUrl: _omit, ...rest }) => rest)(event('b', 1)),
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/external/clickstream/create', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await view('b', 999_999)).json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await view('b', products[0]!, { brandId: 999 })).json().code).toBe('BRAND_NOT_FOUND');
  });

  it('§7 recommendations: products co-viewed by other browsers first, never one already viewed', async () => {
    const [p1, p2, p3, p4, p5] = products as [number, number, number, number, number];
    for (const [browser, ids] of [['alice', [p1, p2]], ['bob', [p1, p3]], ['carol', [p2, p3, p4]], ['dave', [p5]]] as const) {
      for (const id of ids) expect((await view(browser, id)).statusCode).toBe(201);
    }
    const answer = await recommended('alice');
    const ids = answer.map((p) => p.productId);
    expect(ids.slice(0, 2)).toEqual([p3, p4]);
    expect(ids).not.toContain(p1);
    expect(ids).not.toContain(p2);
    expect(ids).not.toContain(p5);
    expect(answer).toHaveLength(12);
    expect(answer.every((p) => p.startingPrice > 0)).toBe(true);
  });

  it('§7 recommendations fall back to the best ranked products for a new browser', async () => {
    const answer = await recommended('newcomer');
    expect(answer).toHaveLength(12);
    const rankings = answer.map((p) => p.ranking);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));
  });

  it('§4 cookie consent: without a browser id (no approval) the answer is the shop ranking, not a history', async () => {
    const res = await t.app.inject({ url: '/api/external/clickstream/recommended-products?brandId=3&language=it' });
    expect(res.statusCode, res.body).toBe(200);
    const anonymous: Product[] = res.json();
    expect(anonymous.map((p) => p.productId)).toEqual((await recommended('newcomer')).map((p) => p.productId));
    // alice's views (previous test) shape her answer, never an anonymous one.
    expect(anonymous.map((p) => p.productId)).not.toEqual((await recommended('alice')).map((p) => p.productId));
  });

  it('§2 recommendations around the page product: its own menu first by ranking, never itself', async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    // A product nobody viewed in these tests, in a menu with more priced products.
    const { rows } = await client.query<{ product_id: number; menu_id: number; parent_id: number | null }>(
      `select p.product_id, p.menu_id, m.parent_id from products p join menu_items m on m.menu_id = p.menu_id
       where p.brand_id = 3 and p.starting_price > 0 and p.product_id <> all($1::int[])
         and (select count(*) from products q where q.menu_id = p.menu_id and q.starting_price > 0) between 3 and 11
       order by p.ranking limit 1`,
      [products],
    );
    const page = rows[0]!;
    const sameMenu = (
      await client.query<{ product_id: number }>('select product_id from products where menu_id = $1 and starting_price > 0 and product_id <> $2 order by ranking, product_id', [page.menu_id, page.product_id])
    ).rows.map((r) => r.product_id);
    const menusOf = new Map(
      (await client.query<{ product_id: number; parent_id: number | null }>('select p.product_id, m.parent_id from products p join menu_items m on m.menu_id = p.menu_id')).rows.map((r) => [r.product_id, r.parent_id]),
    );
    await client.end();

    const res = await t.app.inject({ url: `/api/external/clickstream/recommended-products?productId=${page.product_id}&brandId=3&language=it` });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as Product[]).map((p) => p.productId);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain(page.product_id);
    expect(ids.slice(0, sameMenu.length)).toEqual(sameMenu);
    // Then the neighbours under the same parent menu, before the rest of the shop.
    expect(menusOf.get(ids[sameMenu.length]!)).toBe(page.parent_id);
  });

  it('§2 a product with a browser (after approval): around the product, never what the browser viewed', async () => {
    const [p1, p2] = products as [number, number];
    const ids = (await recommended('alice', `&productId=${p1}`)).map((p) => p.productId);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain(p1);
    expect(ids).not.toContain(p2);
  });

  it('hostile input: 400 VALIDATION_ERROR for malformed ids, 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
    const base = '/api/external/clickstream/recommended-products?brandId=3';
    for (const query of ['&productId=abc', '&productId=0', '&productId=-4', '&productId=1%20or%201=1', '&browserId=', `&browserId=${'x'.repeat(101)}`, '&productId=99999999999']) {
      const res = await t.app.inject({ url: base + query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
    const unknown = await t.app.inject({ url: `${base}&productId=999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const quoted = await t.app.inject({ url: `${base}&browserId=${encodeURIComponent("x' or '1'='1")}` });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toHaveLength(12);
  });
});

describe('[29.17] recommendations and best sellers are goods (storefront §2 Home, §7)', () => {
  const giftCards = async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    const rows = (await client.query<{ product_id: number }>(`select product_id from products where item_type = 'GFC' order by product_id`)).rows;
    await client.end();
    return rows.map((r) => r.product_id);
  };

  it('[29.17] the best sellers (no browser, no product) hold no gift card, however high the cards rank', async () => {
    const cards = await giftCards();
    expect(cards.length).toBeGreaterThan(0);
    // The seeded cards rank first in the shop: exactly what made them lead the home's slider.
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    await client.query(`update products set ranking = -1000 + product_id - 9000 where item_type = 'GFC'`);
    await client.end();
    const res = await t.app.inject({ url: '/api/external/clickstream/recommended-products?brandId=3&country=IT&language=it&currency=EUR' });
    expect(res.statusCode, res.body).toBe(200);
    const answer: Product[] = res.json();
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.filter((p) => cards.includes(p.productId))).toEqual([]);
  });

  it('[29.17] recommendations around a gift card, or co-viewed with cards, are goods only', async () => {
    const cards = await giftCards();
    // Other browsers viewed the cards together with a product: still no card recommended.
    for (const browser of ['gfc-a', 'gfc-b']) {
      await view(browser, products[5]!);
      for (const card of cards) await view(browser, card);
    }
    const around = await recommended('gfc-new', `&productId=${products[5]}`);
    expect(around.length).toBeGreaterThan(0);
    expect(around.filter((p) => cards.includes(p.productId))).toEqual([]);
    const onCard = await recommended('gfc-new', `&productId=${cards[0]}`);
    expect(onCard.length).toBeGreaterThan(0);
    expect(onCard.filter((p) => cards.includes(p.productId))).toEqual([]);
  });
});
