/** Real sizes of the seeded catalogue, picked by what a basket test needs (price, stock, cluster…). */
import type { BasketLineRef } from '@trama/shared/contract';
import type pg from 'pg';
import { rowsAt } from './database.ts';
import type { TestApp } from './test-app.ts';

export interface SizeFixture {
  productId: number;
  size: string;
  barcode: string;
  webInventory: number;
  startingPrice: number;
  oldPrice: number | null;
  menuId: number;
  material: string;
  name: string;
}

/** The rows of one query on the test app's database. */
export const queryRows = <T extends pg.QueryResultRow>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> =>
  rowsAt<T>(t.database.url, text, values);

/** The `n` of a `select count(*)::int as n …` query. */
export const countRows = async (t: TestApp, text: string, values: unknown[] = []): Promise<number> =>
  (await queryRows<{ n: number }>(t, text, values))[0]!.n;

/** The first single-product sizes (by product id, then size position) matching `where` (aliases p, s). */
export async function findSizes(t: TestApp, where: string, limit = 1): Promise<SizeFixture[]> {
  const rows = await queryRows<SizeFixture>(
    t,
    `select s.product_id as "productId", s.size, s.barcode, s.web_inventory as "webInventory",
            s.starting_price::float8 as "startingPrice", s.old_price::float8 as "oldPrice", p.menu_id as "menuId", p.material,
            tx.name
     from product_sizes s join products p on p.product_id = s.product_id
     join product_texts tx on tx.product_id = p.product_id and tx.language = 'it'
     where p.brand_id = 3 and p.product_type = 'S' and ${where}
     order by s.product_id, s.position limit ${limit}`,
  );
  if (rows.length < limit) throw new Error(`only ${rows.length} sizes where ${where}`);
  return rows;
}

export const findSize = async (t: TestApp, where: string) => (await findSizes(t, where))[0]!;

/** Two full-price cotton sizes of menu 33 (20 to 70 €), of two products, also matching `where` when given. */
export async function twoCottonSizes(t: TestApp, where?: string): Promise<[SizeFixture, SizeFixture]> {
  const priced = `p.material = 'cotone' and s.old_price is null and s.starting_price between 20 and 70${where ? ` and ${where}` : ''}`;
  const first = await findSize(t, `p.menu_id = 33 and ${priced}`);
  return [first, await findSize(t, `p.menu_id = 33 and ${priced} and s.product_id <> ${first.productId}`)];
}

export const lineOf = (size: SizeFixture, quantity = 1): BasketLineRef => ({ productId: size.productId, size: size.size, quantity });

export async function clusterBarcodes(t: TestApp, clusterId: string): Promise<string[]> {
  const rows = await queryRows<{ barcode: string }>(t, 'select barcode from product_clusters where cluster_id = $1 order by barcode', [clusterId]);
  return rows.map((r) => r.barcode);
}
