/** Seeds the demo catalogue and the gift cards once: on a database whose products table is empty. */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../schema.ts';
import { SHOP_BRAND_ID } from '../brands.ts';
import { DEFAULT_CATALOGUE_SIZE, generateCatalogue } from './generate.ts';
import { giftCardCatalogue } from './gift-cards.ts';
import { insertCatalogue, type Queryable } from './insert.ts';

/** CATALOGUE_SIZE (env) products on the first seed; the default demo shop has ~400. */
export function catalogueSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOGUE_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_CATALOGUE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0 || size > 1_000_000) throw new Error(`CATALOGUE_SIZE must be 0..1000000, got '${raw}'`);
  return size;
}

export async function seedCatalogueIfEmpty(db: NodePgDatabase<typeof schema>, size = catalogueSizeFromEnv()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.products);
  if ((row?.n ?? 0) > 0) return false;
  const [brand] = await db.select({ n: count() }).from(schema.brands);
  if ((brand?.n ?? 0) === 0) return false;
  // The connection drizzle was built on (prepare.ts gives it a single pg.Client, so begin/commit hold).
  const client = (db as unknown as { $client: Queryable }).$client;
  await client.query('begin');
  try {
    await insertCatalogue(client, SHOP_BRAND_ID, generateCatalogue(size));
    // Issue 16: the gift cards (item type GFC), whatever the size of the generated catalogue.
    await insertCatalogue(client, SHOP_BRAND_ID, giftCardCatalogue());
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze products, product_texts, product_sizes');
  return true;
}
