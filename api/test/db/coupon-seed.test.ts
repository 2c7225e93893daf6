import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { COUPONS } from '../../src/db/seed/coupons.ts';
import { createTestDatabase, rowsAt, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => rowsAt<T>(database.url, text, values);

describe('demo discount codes (storefront §3 Discount)', () => {
  it('§3 the seed writes every demo code upper-cased, with non-empty product clusters', async () => {
    const rows = await query<{ code: string; barcodes: number | null }>(
      `select c.code, (select count(*)::int from product_clusters pc where pc.cluster_id = c.product_cluster_id) as barcodes
       from coupons c order by c.code`,
    );
    expect(rows.map((r) => r.code)).toEqual(COUPONS.map((c) => c.code).sort());
    for (const row of rows.filter((r) => ['LINO15', 'PROMOLINO'].includes(r.code))) expect(row.barcodes, row.code).toBeGreaterThan(0);
  });

  it('a database seeded before the coupons existed gets them on its next start', async () => {
    await query("delete from coupons; delete from product_clusters where cluster_id like 'CP-%'");
    expect(await prepareDatabase(database.url)).toEqual({ seeded: true });
    expect(await query('select code from coupons')).toHaveLength(COUPONS.length);
    expect(await prepareDatabase(database.url)).toEqual({ seeded: false });
  });
});
