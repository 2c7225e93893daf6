/**
 * Issue 18 §4: a write that changes what a cached answer shows reaches every instance — two API
 * instances on one database, instance A warm, the write made through instance B's own routes or in
 * plain SQL, and A's next answers show it within a bounded wait (docs/caching.md).
 */
import type { CatalogueAnswer, Product, SearchAnswer } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth.ts';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { shopperWithAddresses } from '../../helpers/checkout-fixtures.ts';
import { eventually, secondInstance } from '../../helpers/second-instance.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { CATALOGUE_TABLES, WEB_STOCK, isColumnChannel } from '../../../src/domain/cache/cached-tables.ts';
import { createOrder, openSession, payableSize } from '../../fixtures/payments/payment-test-app.ts';

const ORIGIN = 'https://shop.example';
const LENZUOLA = 11;
const AUTHORISED_CARD = '4111 1111 4555 1142';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ auth: { publicUrl: ORIGIN } });
  b = await secondInstance(a, { auth: { publicUrl: ORIGIN } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function listing(t: TestApp, query: string): Promise<CatalogueAnswer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${LENZUOLA}?${query}`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function search(t: TestApp, criteria: string): Promise<SearchAnswer> {
  const res = await t.app.inject({ url: `/api/external/search?criteria=${encodeURIComponent(criteria)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function product(t: TestApp, productId: number): Promise<Product> {
  const res = await t.app.inject({ url: `/api/external/product/${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A cache of instance A that records its clears, registered for `tables`. */
function probe(t: TestApp, name: string, tables: string[]) {
  const state = { clears: 0 };
  t.app.caches.register({ name, tables, clear: () => void state.clears++ });
  return state;
}

describe('issue 18 §4 cache coherence across instances', () => {
  it('every table a cache reads has the notify trigger, and every triggered table is read by a cache', async () => {
    const rows = await queryRows<{ table: string }>(
      a,
      `select distinct event_object_table as table from information_schema.triggers where trigger_name = 'trama_cache_notify'`,
    );
    const channels = [...a.app.caches.tables()];
    expect(rows.map((r) => r.table).sort()).toEqual(channels.filter((c) => !isColumnChannel(c)).sort());
    // A column channel (migration 0020) is sent by its own trigger on its table.
    const columnTriggers = await queryRows<{ table: string }>(
      a,
      `select distinct event_object_table as table from information_schema.triggers where trigger_name = 'trama_cache_notify_web_stock'`,
    );
    expect(channels.filter(isColumnChannel).map((c) => c.split('.')[0])).toEqual(columnTriggers.map((r) => r.table));
    expect(a.app.caches.names()).toEqual(expect.arrayContaining(['catalogue reads', 'sitemap plans', 'rendered pages']));
    expect(a.app.cacheListener.listening).toBe(true);
  });

  it('a price changed in SQL reorders instance A\'s warm list sorted by price', async () => {
    const before = await listing(a, 'sort=price,asc&size=24');
    const [cheapest] = before.products.content;
    // Warm and served from A's cache: a second read is the same page.
    expect((await listing(a, 'sort=price,asc&size=24')).products.content[0]!.productId).toBe(cheapest!.productId);
    const [dearest] = await queryRows<{ id: number }>(
      a,
      'select product_id as id from products where menu_id = $1 and starting_price > 0 order by starting_price desc, product_id limit 1',
      [LENZUOLA],
    );
    await queryRows(a, 'update product_sizes set starting_price = 1, old_price = null where product_id = $1', [dearest!.id]);
    await queryRows(a, 'update products set starting_price = 1, old_price = null, discount_percentage = null where product_id = $1', [dearest!.id]);
    const after = await eventually(async () => {
      const page = await listing(a, 'sort=price,asc&size=24');
      expect(page.products.content[0]!.productId).toBe(dearest!.id);
      return page;
    });
    expect(after.products.content[0]!.startingPrice).toBe(1);
  });

  it('a product renamed in SQL is found by instance A\'s search, which had cached "no such product"', async () => {
    const word = 'Zzcoerenza';
    const before = await search(a, word);
    const [target] = await queryRows<{ id: number }>(
      a,
      `select p.product_id as id from products p join product_texts x on x.product_id = p.product_id and x.language = 'it'
       where p.menu_id = $1 order by p.product_id limit 1`,
      [LENZUOLA],
    );
    expect(before.products.content.map((p) => p.productId)).not.toContain(target!.id);
    await queryRows(a, `update product_texts set name = 'Lenzuolo ${word}' where product_id = $1 and language = 'it'`, [target!.id]);
    const found = await eventually(async () => {
      const answer = await search(a, word);
      expect(answer.products.content.map((p) => p.productId)).toContain(target!.id);
      return answer;
    });
    expect(found.products.content.find((p) => p.productId === target!.id)?.name).toBe(`Lenzuolo ${word}`);
  });

  it('a menu entry renamed in SQL shows in instance A\'s search categories and sitemap', async () => {
    const sitemap = async () => {
      const res = await a.app.inject({ url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/en/bed/sheets</loc>`);
    const warm = await search(a, 'lenzuolo');
    expect(warm.categories.map((c) => c.labelLevel1)).toContain('Lenzuola');
    await queryRows(a, `update menu_translations set label = 'Lenzuola di casa' where menu_id = $1 and language = 'it'`, [LENZUOLA]);
    await queryRows(a, `update menu_translations set canonical_url = '/bed/house-sheets' where menu_id = $1 and language = 'en'`, [LENZUOLA]);
    await eventually(async () => {
      expect((await search(a, 'lenzuolo')).categories.map((c) => c.labelLevel1)).toContain('Lenzuola di casa');
    });
    await eventually(async () => {
      const body = await sitemap();
      expect(body).toContain(`<loc>${ORIGIN}/en/bed/house-sheets</loc>`);
      expect(body).not.toContain(`${ORIGIN}/en/bed/sheets<`);
    });
  });

  it('an order paid through instance B (sandbox card -> signed webhook) clears the stock caches on A, whose product answer shows the new stock', async () => {
    const size = await payableSize(b);
    const stock = probe(a, 'test: stock seen by A', [WEB_STOCK]);
    const unrelated = probe(a, 'test: stores seen by A', ['stores']);
    const inventory = async () => (await product(a, size.productId)).sizes.find((s) => s.size === size.size)!.webInventory;
    // payableSize set 500 in SQL: A hears that too before it answers 500.
    await eventually(async () => expect(await inventory()).toBe(500));
    const clearsBefore = stock.clears;
    // Lists, filters and search show no stock: a paid order must leave their caches alone (migration 0020).
    const lists = probe(a, 'test: list and search reads on A', [...CATALOGUE_TABLES]);
    const shopper = await shopperWithAddresses(b);
    const order = await createOrder(b, shopper, size, 2);
    const session = await openSession(b, shopper.token, order.orderId);
    expect(session.statusCode, session.body).toBe(200);
    const sessionId = (session.json() as { sandbox: { sessionId: string } }).sandbox.sessionId;
    const paid = await b.app.inject({
      method: 'POST',
      url: `/api/sandbox-payments/${sessionId}/payments`,
      headers: bearer(shopper.token),
      payload: { method: 'card', cardNumber: AUTHORISED_CARD, holderName: 'Anna Rossi' },
    });
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    await eventually(async () => expect(stock.clears).toBeGreaterThan(clearsBefore));
    await eventually(async () => expect(await inventory()).toBe(498));
    // Stock is not a store's data: a cache of stores only is left alone.
    expect(unrelated.clears).toBe(0);
    expect(lists.clears).toBe(0);
  });
});

describe('issue 18 §4 the listener connection', () => {
  const listeners = async () =>
    (
      await queryRows<{ pid: number }>(
        a,
        `select pid from pg_stat_activity where datname = current_database() and application_name = 'trama-cache-listener'`,
      )
    ).map((r) => r.pid);

  it('reconnects after its backend is terminated, clears every cache on reconnect, then hears writes again', async () => {
    const seen = probe(a, 'test: reconnect', ['content_items']);
    await eventually(async () => expect(await listeners()).toHaveLength(2));
    const old = await listeners();
    await queryRows(a, 'select pg_terminate_backend(pid) from unnest($1::int[]) pid', [old]);
    // Back on new connections: clearing everything, as notifications may have been lost meanwhile.
    await eventually(async () => {
      const now = await listeners();
      expect(now).toHaveLength(2);
      expect(now.some((pid) => old.includes(pid))).toBe(false);
      expect(a.app.cacheListener.listening).toBe(true);
      expect(seen.clears).toBeGreaterThan(0);
    }, 5_000);
    const clears = seen.clears;
    await queryRows(a, `update content_items set value = value where id = (select min(id) from content_items)`);
    await eventually(async () => expect(seen.clears).toBeGreaterThan(clears));
  });

  it('closing an app closes its listener connection', async () => {
    const before = await listeners();
    const c = await secondInstance(a, { auth: { publicUrl: ORIGIN } });
    expect(c.app.cacheListener.listening).toBe(true);
    const opened = (await listeners()).filter((pid) => !before.includes(pid));
    expect(opened).toHaveLength(1);
    await c.close();
    expect(c.app.cacheListener.listening).toBe(false);
    await eventually(async () => expect(await listeners()).toEqual(expect.not.arrayContaining(opened)));
  });
});
