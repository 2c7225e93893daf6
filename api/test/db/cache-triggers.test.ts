/**
 * Issue 18 §4, migration 0018: a committed write to a cached table notifies 'trama_cache' once per
 * statement with the table's name (identical ones of a transaction folded into one); a rolled-back
 * write notifies nothing.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TABLES } from '../../src/domain/cache/cached-tables.ts';
import { tablesWithoutTrigger } from '../../src/domain/cache/trigger-check.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
let listener: pg.Client;
let writer: pg.Client;
const heard: string[] = [];
let markers = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  listener = new pg.Client({ connectionString: database.url });
  writer = new pg.Client({ connectionString: database.url });
  await Promise.all([listener.connect(), writer.connect()]);
  listener.on('notification', (message) => {
    if (message.channel === 'trama_cache') heard.push(message.payload ?? '');
    else markers++;
  });
  await listener.query('LISTEN trama_cache');
  await listener.query('LISTEN test_marker');
});
afterAll(async () => {
  await Promise.all([listener?.end(), writer?.end()]);
  await database?.drop();
});

/** Notifications arrive in commit order: once a marker sent after `write` arrives, all of `write`'s have. */
async function notificationsOf(write: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0;
  await write();
  const expected = markers + 1;
  await writer.query(`select pg_notify('test_marker', '')`);
  for (let i = 0; i < 200 && markers < expected; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(markers).toBe(expected);
  return [...heard];
}

describe('issue 18 §4 cache triggers', () => {
  it('one notification per table for a transaction of many statements over many rows', async () => {
    const heardNow = await notificationsOf(async () => {
      await writer.query('begin');
      await writer.query('update product_sizes set web_inventory = web_inventory + 1 where product_id < 10050');
      await writer.query('update product_sizes set web_inventory = web_inventory - 1 where product_id < 10050');
      await writer.query('update products set ranking = ranking where product_id < 10050');
      await writer.query('commit');
    });
    expect(heardNow.sort()).toEqual(['product_sizes.web_inventory', 'products']);
  });

  it('a stock-only update names the stock column; a price or a new size names the table (migration 0020)', async () => {
    const stockOnly = await notificationsOf(() => writer.query('update product_sizes set web_inventory = web_inventory where product_id = 10001'));
    expect(stockOnly).toEqual(['product_sizes.web_inventory']);
    const price = await notificationsOf(() => writer.query('update product_sizes set starting_price = starting_price where product_id = 10001'));
    expect(price).toEqual(['product_sizes']);
    const both = await notificationsOf(() =>
      writer.query('update product_sizes set starting_price = starting_price, web_inventory = web_inventory where product_id = 10001'),
    );
    expect(both.sort()).toEqual(['product_sizes', 'product_sizes.web_inventory']);
  });

  it('a rolled-back write and a table no cache reads notify nothing', async () => {
    const heardNow = await notificationsOf(async () => {
      await writer.query('begin');
      await writer.query('update products set ranking = ranking + 1');
      await writer.query('rollback');
      await writer.query(`update orders set status = status where order_id = -1`);
    });
    expect(heardNow).toEqual([]);
  });

  it('TRUNCATE and DELETE notify too (a product owner clearing a table by hand)', async () => {
    const heardNow = await notificationsOf(async () => {
      await writer.query('truncate product_clusters');
      await writer.query(`delete from content_items where id = (select max(id) from content_items)`);
    });
    expect(heardNow).toEqual(['product_clusters', 'content_items']);
  });
});

describe('issue 18 §4 start-up check of the triggers', () => {
  it('names the cached tables without an enabled trigger (a database migrated before 0018, a trigger dropped or disabled)', async () => {
    const db = drizzle({ client: writer });
    expect(await tablesWithoutTrigger(db, PAGE_TABLES)).toEqual([]);
    await writer.query('alter table stores disable trigger trama_cache_notify');
    await writer.query('drop trigger trama_cache_notify on brand_labels');
    expect(await tablesWithoutTrigger(db, PAGE_TABLES)).toEqual(['brand_labels', 'stores']);
  });
});
