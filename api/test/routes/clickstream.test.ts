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
    const res = await t.app.inject({ url: '/api/external/clickstream/recommended-products' });
    expect(res.statusCode).toBe(400);
  });
});
