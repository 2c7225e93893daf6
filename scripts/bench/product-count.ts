/**
 * How many products the bench database holds, asked of PostgreSQL directly: the API has no
 * "count everything" call, and the answer decides whether the 50,000-product seed can be reused.
 */
import pg from 'pg';
import { embeddedDatabaseUrl as onEmbedded } from '../../api/src/db/embedded.ts';
import { BENCH_PG_PORT } from './options.ts';

/** The embedded server's database of the shop (server.ts), at 127.0.0.1 (api/src/db/embedded.ts). */
export const embeddedDatabaseUrl = (port: number) => onEmbedded(port, 'trama');

/** Rows of the products table, or null when there is no such table or the server does not answer. */
export async function countProducts(pgPort: number = BENCH_PG_PORT): Promise<number | null> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name in ('products', 'product') order by table_name desc`,
    );
    const table = tables.rows[0]?.name;
    if (!table) return null;
    const count = await client.query<{ n: string }>(`select count(*) as n from ${client.escapeIdentifier(table)}`);
    return Number(count.rows[0]?.n ?? 0);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
