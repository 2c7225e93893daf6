/**
 * The demo shop: Trama Casa (brand 3) and two sister brands, menu in five languages, CMS
 * grids, promotions, banner labels and stores, from the data files in api/seed-data (issue 32 §1).
 * Written at every start, row by row where a row is missing (top-up.ts): an existing database
 * gets what a data file adds, and keeps what a product owner changed.
 */
import { inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { BRANDS, LABEL_ROWS, PROMOTIONS } from './brands.ts';
import type { GridSeed } from './content-builder.ts';
import { EDITORIAL_GRIDS } from './content-editorial.ts';
import { HOME_GRID } from './content-home.ts';
import { STATIC_GRIDS } from './content-static.ts';
import { MENU_ROWS, MENU_TRANSLATION_ROWS } from './menu.ts';
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
import { insertMissing } from './top-up.ts';

export const SEED_GRIDS: GridSeed[] = [HOME_GRID, ...EDITORIAL_GRIDS, ...STATIC_GRIDS];

/** Every image path the seed refers to (each must be served under /media). */
export function seededMediaPaths(): string[] {
  const paths = new Set<string>();
  for (const row of MENU_TRANSLATION_ROWS) for (const visual of row.visuals ?? []) paths.add(visual.photo);
  for (const grid of SEED_GRIDS) for (const item of grid.items) if (item.type === 'PHOTO') paths.add(item.value);
  return [...paths].sort();
}

type Db = NodePgDatabase<typeof schema>;

/** Writes the demo brands, menu, grids and stores that are missing; returns whether it wrote any. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    let written = 0;
    written += await insertMissing(tx, schema.brands, BRANDS, ['brandId']);
    written += await insertMissing(tx, schema.brandPromotions, PROMOTIONS, ['promotionRuleId']);
    written += await insertMissing(tx, schema.brandLabels, LABEL_ROWS, ['brandId', 'language', 'labelType']);
    // Parents first: menu_items.parent_id references menu_items (three levels with the collections, issue 31 §4).
    const rows = [...MENU_ROWS].sort((a, b) => (a.level ?? 1) - (b.level ?? 1));
    written += await insertMissing(tx, schema.menuItems, rows, ['menuId']);
    // A product owner's own entry may hold a seeded key under another id: that entry's texts are not ours to add.
    const menuIds = new Set((await tx.select({ menuId: schema.menuItems.menuId }).from(schema.menuItems).where(inArray(schema.menuItems.menuId, MENU_ROWS.map((row) => row.menuId)))).map((row) => row.menuId));
    written += await insertMissing(tx, schema.menuTranslations, MENU_TRANSLATION_ROWS.filter((row) => menuIds.has(row.menuId)), ['menuId', 'language']);
    written += await insertMissing(tx, schema.contentGrids, SEED_GRIDS.map((g) => ({ gridId: g.gridId, brandId: SHOP_BRAND_ID, name: g.name })), ['gridId']);
    written += await insertMissing(tx, schema.contentItems, SEED_GRIDS.flatMap((g) => g.items), ['gridId', 'section', 'widget', 'position', 'language']);
    written += await insertMissing(tx, schema.stores, STORE_ROWS, ['storeId']);
    return written > 0;
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
  return catalogue || packs || storeStock || gazetteer || coupons || customers || checkout || storeSales || returnReasons || catalogues || contactSubjects || demoOrders;
}

/**
 * Seeds what is missing: the content rows one by one (seed), the generated parts each when its
 * table is empty (seedLaterParts); returns whether it wrote anything.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const content = await seed(db);
  const later = await seedLaterParts(db);
  return content || later;
}
