import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { STORE_ROWS } from '../../src/db/seed/stores.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function counts(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle({ client: pool });
    const result = await db.execute(
      sql`select (select count(*) from brands)::int as brands, (select count(*) from menu_items)::int as menu, (select count(*) from stores)::int as stores,
          (select count(*) from pg_extension where extname in ('unaccent', 'pg_trgm'))::int as extensions`,
    );
    return result.rows[0];
  } finally {
    await pool.end();
  }
}

describe('prepareDatabase (start-up)', () => {
  it('the seeded database has the extensions, the brands, the menu and the stores', async () => {
    expect(await counts(database.url)).toEqual({ brands: 3, menu: expect.any(Number), stores: STORE_ROWS.length, extensions: 2 });
  });

  it('is idempotent: a second start migrates nothing and seeds nothing', async () => {
    const before = await counts(database.url);
    expect(await prepareDatabase(database.url)).toEqual({ seeded: false });
    expect(await counts(database.url)).toEqual(before);
  });

  it('several instances starting together do not trip over each other', async () => {
    const results = await Promise.all([prepareDatabase(database.url), prepareDatabase(database.url), prepareDatabase(database.url)]);
    expect(results.every((r) => r.seeded === false)).toBe(true);
  });
});
