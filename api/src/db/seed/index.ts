/**
 * The demo shop: Trama Casa (brand 3) and two sister brands, menu in five languages, CMS
 * grids, promotions, banner labels and stores. Written once, into an empty database.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { BRANDS, LABEL_ROWS, PROMOTIONS } from './brands.ts';
import type { GridSeed } from './content-builder.ts';
import { EDITORIAL_GRIDS } from './content-editorial.ts';
import { HOME_GRID } from './content-home.ts';
import { STATIC_GRIDS } from './content-static.ts';
import { MENU_ROWS, MENU_TRANSLATION_ROWS, seedCollectionsIfMissing } from './menu.ts';
import { STORE_ROWS } from './stores.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { seedCatalogueIfEmpty } from './catalogue/index.ts';
import { seedCheckoutDemoIfEmpty } from './checkout-demo.ts';
import { seedCouponsIfEmpty } from './coupons.ts';
import { seedCustomersIfEmpty } from './customers.ts';
import { seedCataloguesIfEmpty } from './catalogues.ts';
import { seedReturnReasonsIfEmpty } from './return-reasons.ts';
import { seedStoreSalesIfEmpty } from './store-sales.ts';
import { seedContactSubjectsIfEmpty } from './contact-subjects.ts';
import { seedDemoOrdersIfEmpty } from './demo-orders.ts';
import { seedGazetteerIfEmpty } from './gazetteer.ts';
import { seedStoreStockIfEmpty } from './store-stock.ts';
import { seedPackPiecesIfEmpty } from './pack-pieces.ts';

export const SEED_GRIDS: GridSeed[] = [HOME_GRID, ...EDITORIAL_GRIDS, ...STATIC_GRIDS];

/** Every image path the seed refers to (each must be served under /media). */
export function seededMediaPaths(): string[] {
  const paths = new Set<string>();
  for (const row of MENU_TRANSLATION_ROWS) for (const visual of row.visuals ?? []) paths.add(visual.photo);
  for (const grid of SEED_GRIDS) for (const item of grid.items) if (item.type === 'PHOTO') paths.add(item.value);
  return [...paths].sort();
}

type Db = NodePgDatabase<typeof schema>;

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schema.brands).values(BRANDS);
    await tx.insert(schema.brandPromotions).values(PROMOTIONS);
    await tx.insert(schema.brandLabels).values(LABEL_ROWS);
    // Parents first: menu_items.parent_id references menu_items (three levels with the collections).
    const rows = [...MENU_ROWS].sort((a, b) => (a.level ?? 1) - (b.level ?? 1));
    await tx.insert(schema.menuItems).values(rows);
    await tx.insert(schema.menuTranslations).values(MENU_TRANSLATION_ROWS);
    await tx.insert(schema.contentGrids).values(SEED_GRIDS.map((g) => ({ gridId: g.gridId, brandId: SHOP_BRAND_ID, name: g.name })));
    await tx.insert(schema.contentItems).values(SEED_GRIDS.flatMap((g) => g.items));
    await tx.insert(schema.stores).values(STORE_ROWS);
  });
}

/** A part that took longer than this says so (a benchmark catalogue of 500,000 products): where a slow seed spends its time. */
const SLOW_PART_MS = 10_000;

/** Runs one seed part; when it is slow, says how long it took (stdout, where the bench picks up "seed" lines). */
async function timed(name: string, part: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const done = await part();
  const ms = performance.now() - started;
  if (ms > SLOW_PART_MS) console.log(`[trama-api] seed: ${name} in ${(ms / 1000).toFixed(1)} s`);
  return done;
}

/** The parts seeded on their own (an older database gets them when it first meets their tables). */
async function seedLaterParts(db: Db): Promise<boolean> {
  // Issue 31 §4: the collections mega-menu, for a shop whose menu was written before it.
  const collections = await seedCollectionsIfMissing(db);
  const catalogue = await timed('catalogue', () => seedCatalogueIfEmpty(db));
  // Issue 31 §6: packs of pieces sold alone (after the catalogue; an older database gets them now).
  const packs = await seedPackPiecesIfEmpty(db);
  // Issue 15: the stores' stock per barcode (after the catalogue) and the offline gazetteer.
  const storeStock = await timed('store stock', () => seedStoreStockIfEmpty(db));
  const gazetteer = await timed('gazetteer', () => seedGazetteerIfEmpty(db));
  // Coupons after the catalogue: their product clusters are built from it.
  const coupons = await timed('coupons', () => seedCouponsIfEmpty(db));
  // Brands first: web clients reference them.
  const customers = await timed('customers', () => seedCustomersIfEmpty(db));
  // After the customers: the demo balance and addresses belong to the demo customer.
  const checkout = await timed('checkout demo', () => seedCheckoutDemoIfEmpty(db));
  // Issue 14: receipts need the catalogue and the demo customer; reasons and catalogues stand alone.
  const storeSales = await timed('store sales', () => seedStoreSalesIfEmpty(db));
  const returnReasons = await seedReturnReasonsIfEmpty(db);
  const catalogues = await seedCataloguesIfEmpty(db);
  // Issue 14: the contact form's subjects (after the brands).
  const contactSubjects = await seedContactSubjectsIfEmpty(db);
  // Issue 14: online orders of the demo customer (after the catalogue and the demo addresses).
  const demoOrders = await timed('demo orders', () => seedDemoOrdersIfEmpty(db));
  return collections || catalogue || packs || storeStock || gazetteer || coupons || customers || checkout || storeSales || returnReasons || catalogues || contactSubjects || demoOrders;
}

/** Seeds only a database without any brand; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.brands);
  if ((row?.n ?? 0) > 0) return seedLaterParts(db);
  await seed(db);
  await seedLaterParts(db);
  return true;
}
