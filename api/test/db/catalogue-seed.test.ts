import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/db/seed/catalogue/generate.ts';
import { isValidEan13 } from '../../src/db/seed/catalogue/ean.ts';
import { FAMILIES } from '../../src/db/seed/catalogue/families.ts';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_MENU_ID } from '../../src/db/seed/catalogue/gift-cards.ts';
import { recipeFor } from '../../src/domain/media/demo/recipe.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

const LEAVES = [11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 42, 51, 52, 53];

describe('demo catalogue generator (storefront §3 Product, Size)', () => {
  const catalogue = generateCatalogue();

  it('§3 generates at least 400 products over every leaf category, deterministically', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(400);
    expect(new Set(catalogue.products.map((p) => p.menuId))).toEqual(new Set(LEAVES));
    expect(FAMILIES.map((f) => f.menuId).sort()).toEqual([...LEAVES].sort());
    expect(generateCatalogue()).toEqual(catalogue);
    expect(new Set(catalogue.products.map((p) => p.canonicalUrl)).size).toBe(catalogue.products.length);
  });

  it('§3 Size: every barcode is a unique EAN-13 with a valid check digit', () => {
    const barcodes = catalogue.sizes.map((s) => s.barcode);
    expect(barcodes.every(isValidEan13)).toBe(true);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(isValidEan13('8000010000001')).toBe(false);
  });

  it('§5 stock: some sizes are out of stock, some low (1-4), most well stocked', () => {
    const stock = catalogue.sizes.map((s) => s.webInventory);
    expect(stock.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(stock.filter((n) => n >= 1 && n <= 4).length).toBeGreaterThan(0);
    expect(stock.filter((n) => n >= 5).length).toBeGreaterThan(stock.length / 2);
  });

  it('§3 about 10% of products are promoted by 20, 30 or 40%, with the old price kept', () => {
    const promoted = catalogue.products.filter((p) => p.discountPercentage !== null);
    expect(promoted.length / catalogue.products.length).toBeGreaterThan(0.05);
    expect(promoted.length / catalogue.products.length).toBeLessThan(0.2);
    for (const p of promoted) {
      expect([20, 30, 40]).toContain(p.discountPercentage);
      expect(p.oldPrice!).toBeGreaterThan(p.startingPrice);
    }
    expect(catalogue.products.some((p) => p.outlet)).toBe(true);
    expect(catalogue.products.some((p) => p.pack)).toBe(true);
  });

  it('§3 composite sets (type C): about 15 parures of up to 10 single items', () => {
    const sets = catalogue.products.filter((p) => p.productType === 'C');
    expect(sets.length).toBeGreaterThanOrEqual(15);
    for (const set of sets) {
      const items = catalogue.composites.filter((c) => c.compositeId === set.productId);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(10);
    }
  });

  it('§2 gold-and-silver: jewellery is made of oro or argento only', () => {
    const jewels = catalogue.products.filter((p) => p.menuId >= 51);
    expect(new Set(jewels.map((p) => p.material))).toEqual(new Set(['oro', 'argento']));
    const names = catalogue.texts.filter((x) => x.language === 'it').map((x) => x.name);
    expect(names.some((n) => /^Collana Oro 18kt /.test(n))).toBe(true);
    expect(names.some((n) => /^Lenzuolo in lino lavato /.test(n))).toBe(true);
  });

  it('§9 product photos are painted in the product colour (swatch code before the slash)', () => {
    const sage = catalogue.products.find((p) => p.colourSlug === 'salvia')!;
    expect(sage.colourCode).toBe('#9caf88/salvia');
    // Issue 17 §7: the demo photo's recipe takes the colour, never the product's name.
    const recipe = recipeFor({ ...sage, itemType: sage.itemType ?? 'EAN' }, 1);
    expect(recipe).toMatchObject({ kind: 'textile', colour: '#9caf88' });
    expect(JSON.stringify(recipe)).not.toContain(String(sage.productId));
  });
});

describe('seeded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('§3 the first seed writes the default catalogue, the promotion clusters and the coupon clusters', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ menu_id: number; n: number }>(
        "select menu_id, count(*)::int as n from products where item_type = 'EAN' group by menu_id",
      );
      expect(rows.map((r) => r.menu_id).sort()).toEqual([...LEAVES].sort());
      expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(400);
      // Issue 16: the gift cards, under their own menu entry, none of them on a store's shelf.
      const cards = await client.query<{ menu_id: number; sizes: number; stocked: number }>(
        `select p.menu_id, count(s.*)::int as sizes, count(ss.*)::int as stocked from products p
         join product_sizes s on s.product_id = p.product_id left join store_stock ss on ss.barcode = s.barcode
         where p.item_type = 'GFC' group by p.product_id order by p.product_id`,
      );
      expect(cards.rows).toEqual([
        { menu_id: GIFT_CARD_MENU_ID, sizes: GIFT_CARD_AMOUNTS.length, stocked: 0 },
        { menu_id: GIFT_CARD_MENU_ID, sizes: GIFT_CARD_AMOUNTS.length, stocked: 0 },
      ]);
      const clusters = await client.query<{ cluster_id: string }>('select distinct cluster_id from product_clusters order by 1');
      expect(clusters.rows.map((r) => r.cluster_id)).toEqual([
        'CL-BAGNO-SPUGNA',
        'CL-BAGNO-TAPPETI',
        'CL-LETTO-LINO',
        'CP-COPRIPIUMINO-LINO',
        'CP-TAVOLA-LINO',
      ]);
    } finally {
      await client.end();
    }
  });
});
