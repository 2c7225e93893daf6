/**
 * Writes a generated catalogue with one `insert … select from unnest(arrays)` per chunk: a few
 * dozen round trips for 50 000 products instead of one statement per row.
 */
import type { Catalogue, ProductSeed, SizeSeedRow } from './generate.ts';

export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const CHUNK = 5_000;

/** A column: its name, its PostgreSQL array element type, and how a row gives its value. */
type Column<T> = [string, string, (row: T) => unknown];

async function insertColumns<T>(client: Queryable, table: string, rows: T[], columns: Column<T>[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const names = columns.map(([name]) => `"${name}"`).join(', ');
    const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    await client.query(
      `insert into ${table} (${names}) select * from unnest(${arrays})`,
      columns.map(([, , get]) => chunk.map(get)),
    );
  }
}

/** The price columns of products and of their sizes (schema/catalogue.ts salePrice). */
const salePriceColumns = <T extends Pick<ProductSeed, 'startingPrice' | 'oldPrice'>>(): Column<T>[] => [
  ['starting_price', 'numeric', (row) => row.startingPrice],
  ['old_price', 'numeric', (row) => row.oldPrice],
];

/** A catalogue (or one chunk of a streamed one) and its product clusters. */
export async function insertCatalogue(client: Queryable, brandId: number, catalogue: Catalogue): Promise<void> {
  await insertCatalogueRows(client, brandId, catalogue);
  await linkProductClusters(client, brandId);
}

/**
 * The rows of a catalogue or of one chunk of it; a chunk carries its parure items with their
 * set, so every foreign key points at a row already written.
 */
export async function insertCatalogueRows(client: Queryable, brandId: number, catalogue: Catalogue): Promise<void> {
  await insertColumns(client, 'products', catalogue.products, [
    ['product_id', 'int', (p) => p.productId],
    ['brand_id', 'int', () => brandId],
    ['product_type', 'text', (p) => p.productType],
    ['item_type', 'text', (p) => p.itemType ?? 'EAN'],
    ['menu_id', 'int', (p) => p.menuId],
    ['canonical_url', 'text', (p) => p.canonicalUrl],
    ['model_code', 'text', (p) => p.modelCode],
    ['collection', 'text', (p) => p.collection],
    ['ranking', 'int', (p) => p.ranking],
    ['outlet', 'bool', (p) => p.outlet],
    ['on_special', 'bool', (p) => p.onSpecial],
    ['pack', 'bool', (p) => p.pack],
    ['permanent', 'bool', (p) => p.permanent],
    ['material', 'text', (p) => p.material],
    ['colour_slug', 'text', (p) => p.colourSlug],
    ['colour_code', 'text', (p) => p.colourCode],
    ...salePriceColumns<ProductSeed>(),
    ['discount_percentage', 'smallint', (p) => p.discountPercentage],
    ['photo_count', 'smallint', (p) => p.photoCount],
  ]);
  await insertColumns(client, 'product_texts', catalogue.texts, [
    ['product_id', 'int', (t) => t.productId],
    ['language', 'text', (t) => t.language],
    ['canonical_url', 'text', (t) => t.canonicalUrl],
    ['name', 'text', (t) => t.name],
    ['description', 'text', (t) => t.description],
    ['colour_name', 'text', (t) => t.colourName],
    ['material_name', 'text', (t) => t.materialName],
    ['care', 'json', (t) => JSON.stringify(t.care)],
    ['composition', 'jsonb', (t) => JSON.stringify(t.composition)],
  ]);
  await insertColumns(client, 'product_sizes', catalogue.sizes, [
    ['product_id', 'int', (s) => s.productId],
    ['position', 'smallint', (s) => s.position],
    ['size', 'text', (s) => s.size],
    ['size_slug', 'text', (s) => s.sizeSlug],
    ['alt_size', 'text', (s) => s.altSize],
    ['alt_size_texts', 'jsonb', (s) => (s.altSizeTexts ? JSON.stringify(s.altSizeTexts) : null)],
    ['barcode', 'text', (s) => s.barcode],
    ['web_inventory', 'int', (s) => s.webInventory],
    ...salePriceColumns<SizeSeedRow>(),
  ]);
  await insertColumns(client, 'composite_items', catalogue.composites, [
    ['composite_id', 'int', (c) => c.compositeId],
    ['position', 'smallint', (c) => c.position],
    ['product_id', 'int', (c) => c.productId],
  ]);
}

/**
 * The brand promotions' clusters (seed/brands.ts) cover the barcodes of their products: one
 * statement over the whole brand, so a streamed seed runs it once, after its last chunk.
 */
export async function linkProductClusters(client: Queryable, brandId: number): Promise<void> {
  await client.query(`
    insert into product_clusters (cluster_id, barcode)
    select c.cluster_id, s.barcode
    from product_sizes s
    join products p on p.product_id = s.product_id
    join (values ('CL-LETTO-LINO', array[11, 12, 13, 14], 'lino'),
                 ('CL-BAGNO-SPUGNA', array[21, 22], 'spugna'),
                 ('CL-BAGNO-TAPPETI', array[23], null)) as c(cluster_id, menus, material)
      on p.menu_id = any (c.menus) and (c.material is null or p.material = c.material)
    where p.brand_id = $1
    on conflict do nothing`, [brandId]);
}
