/**
 * Whether the database has the notify trigger (migration 0018) on every table a cache reads.
 * Drizzle runs a migration once, by its number: a database that recorded an earlier 0018 (the
 * placeholder `select 1`) never gets the triggers, nor does one where a trigger was dropped or
 * disabled by hand. Caches there only expire by their TTL, so start-up says so loudly.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../plugins/db.ts';
import { isColumnChannel } from './cached-tables.ts';

/** The tables of `tables` without a `trama_cache_notify` trigger, sorted (column channels such as WEB_STOCK have their own). */
export async function tablesWithoutTrigger(db: Pick<Database, 'execute'>, tables: Iterable<string>): Promise<string[]> {
  const result = await db.execute<{ table: string }>(sql`
    select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = 'trama_cache_notify' and not t.tgisinternal and t.tgenabled <> 'D' and c.relnamespace = 'public'::regnamespace`);
  const triggered = new Set(result.rows.map((row) => row.table));
  return [...tables].filter((table) => !isColumnChannel(table) && !triggered.has(table)).sort();
}
