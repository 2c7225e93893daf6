/**
 * Writes a generated catalogue with one `insert … select from unnest(arrays)` per chunk: a few
 * dozen round trips for 50 000 products instead of one statement per row.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { compositeItems, products, productSizes, productTexts } from '../../schema.ts';
import type { Catalogue } from './generate.ts';

export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const CHUNK = 5_000;

/**
 * Writes `rows` into every column of `table` but its generated ones, under the schema's names and
 * types, so the seed cannot miss a column the schema adds: a column's value is the row's field of
 * the same name unless `given` says how to compute it; a json column is sent as its text.
 */
async function insertColumns<R extends object>(client: Queryable, table: PgTable, rows: R[], given: Record<string, (row: R) => unknown> = {}) {
  const columns = Object.entries(getTableColumns(table))
    .filter(([, column]) => !column.generated)
    .map(([field, column]) => {
      if (!given[field] && rows.length > 0 && !(field in rows[0]!)) throw new Error(`${getTableName(table)}.${column.name}: the seed rows have no ${field}`);
      const read = given[field] ?? ((row: R) => (row as Record<string, unknown>)[field]);
      const asText = (value: unknown) => (value == null ? null : JSON.stringify(value));
      const value = column.dataType === 'json' ? (row: R) => asText(read(row)) : read;
      return { name: column.name, type: column.getSQLType(), value };
    });
  const names = columns.map(({ name }) => `"${name}"`).join(', ');
  const arrays = columns.map(({ type }, i) => `$${i + 1}::${type}[]`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await client.query(
      `insert into ${getTableName(table)} (${names}) select * from unnest(${arrays})`,
      columns.map(({ value }) => chunk.map(value)),
    );
  }
}

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
  await insertColumns(client, products, catalogue.products, { brandId: () => brandId, itemType: (p) => p.itemType ?? 'EAN' });
  await insertColumns(client, productTexts, catalogue.texts);
  await insertColumns(client, productSizes, catalogue.sizes);
  await insertColumns(client, compositeItems, catalogue.composites);
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
