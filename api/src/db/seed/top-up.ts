/**
 * Issue 32 §1: the seed tops up an existing database instead of needing data/postgres deleted.
 * A demo row is written when no row with its natural key is there: a menu entry or a text added to
 * a data file appears on the next start, a row someone deleted comes back, and a row a product
 * owner changed stays as it is (docs/content-data.md). Only missing rows are inserted, so a start
 * with nothing missing writes nothing (no statement, no cache notification, architecture §4).
 */
import { getTableColumns } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from '../schema.ts';

type Db = NodePgDatabase<typeof schema>;

/** Rows per insert statement: far under PostgreSQL's 65,535 parameters for the widest demo table. */
const CHUNK = 1_000;

/** Inserts the rows whose `key` columns match no row of `table`; returns how many it inserted. */
export async function insertMissing<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], key: (keyof T['$inferInsert'] & string)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table);
  const selection = Object.fromEntries(key.map((name) => [name, columns[name]!]));
  const existing = (await db.select(selection).from(table as PgTable)) as Record<string, unknown>[];
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(key.map((name) => row[name] ?? null));
  const present = new Set(existing.map(keyOf));
  const missing = rows.filter((row) => !present.has(keyOf(row as Record<string, unknown>)));
  for (let i = 0; i < missing.length; i += CHUNK) {
    // Another unique key (a menu entry's brand and key) may hold a product owner's own row: keep it.
    await db.insert(table).values(missing.slice(i, i + CHUNK)).onConflictDoNothing();
  }
  return missing.length;
}
