/** Seeds the demo catalogue and the gift cards once: on a database whose products table is empty. */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../schema.ts';
import { SHOP_BRAND_ID } from '../brands.ts';
import { DEFAULT_CATALOGUE_SIZE, SEED_CHUNK_PRODUCTS, generateCatalogueChunks } from './generate.ts';
import { giftCardCatalogue } from './gift-cards.ts';
import { insertCatalogue, insertCatalogueRows, linkProductClusters, type Queryable } from './insert.ts';
import { seedProgressLine, type SeedReport } from './progress.ts';

/** The largest CATALOGUE_SIZE: issue 18's cost curve goes to 500,000; twice that is still minutes. */
export const MAX_CATALOGUE_SIZE = 1_000_000;

/** CATALOGUE_SIZE (env) products on the first seed; the default demo shop has ~400. */
export function catalogueSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOGUE_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_CATALOGUE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0 || size > MAX_CATALOGUE_SIZE) throw new Error(`CATALOGUE_SIZE must be 0..${MAX_CATALOGUE_SIZE}, got '${raw}'`);
  return size;
}

/** Progress goes to stdout, where the bench picks up every line that says "seed". */
const logToStdout: SeedReport = (line) => console.log(`[trama-api] ${line}`);

export async function seedCatalogueIfEmpty(
  db: NodePgDatabase<typeof schema>,
  size = catalogueSizeFromEnv(),
  report: SeedReport = logToStdout,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.products);
  if ((row?.n ?? 0) > 0) return false;
  const [brand] = await db.select({ n: count() }).from(schema.brands);
  if ((brand?.n ?? 0) === 0) return false;
  // The connection drizzle was built on (prepare.ts gives it a single pg.Client, so begin/commit hold).
  const client = (db as unknown as { $client: Queryable }).$client;
  // The demo shop is one chunk and says nothing; a benchmark catalogue reports every chunk.
  const chatty = size > SEED_CHUNK_PRODUCTS;
  const started = performance.now();
  if (chatty) report(`seeding ${size.toLocaleString('en')} products in chunks of ${SEED_CHUNK_PRODUCTS.toLocaleString('en')}…`);
  // One transaction for the whole catalogue: a seed broken halfway leaves an empty table, which the
  // next start seeds again, never a partial catalogue that "holds products" and is kept.
  await client.query('begin');
  try {
    let done = 0;
    for (const chunk of generateCatalogueChunks(size)) {
      await insertCatalogueRows(client, SHOP_BRAND_ID, chunk);
      done += chunk.products.length;
      if (chatty) report(seedProgressLine(done, size, performance.now() - started));
    }
    await linkProductClusters(client, SHOP_BRAND_ID);
    // Issue 16: the gift cards (item type GFC), whatever the size of the generated catalogue.
    await insertCatalogue(client, SHOP_BRAND_ID, giftCardCatalogue());
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const vacuumStarted = performance.now();
  // Vacuum, not only analyze: freshly written pages are not yet all-visible, and until they are
  // every index-only scan of the listing and search still visits the heap. The search read tables
  // (migration 0019, filled by triggers) too: without fresh statistics the planner took the 2,630
  // Italian names of a 5,000-product shop for 58 and compared a typo with every one (22 ms, not 6).
  await client.query('vacuum (analyze) products, product_texts, product_sizes, composite_items, product_clusters, product_search, product_search_names');
  if (chatty) report(`seed: catalogue written and vacuumed in ${Math.round((performance.now() - started) / 1000)} s (vacuum ${Math.round((performance.now() - vacuumStarted) / 1000)} s)`);
  return true;
}
