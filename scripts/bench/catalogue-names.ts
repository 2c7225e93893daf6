/**
 * The product names of the bench database, the raw material of the search phrases (phrases.ts):
 * read from PostgreSQL directly, like product-count.ts, since the API has no "every name" call.
 */
import pg from 'pg';
import { BENCH_PG_PORT } from './options.ts';
import { embeddedDatabaseUrl } from './product-count.ts';

/** Distinct names by language, sorted (so the phrases are the same for the same catalogue); {} when unreadable. */
export async function catalogueNames(pgPort: number = BENCH_PG_PORT): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const rows = await client.query<{ language: string; name: string }>(
      'select language, name from product_texts group by language, name order by language, name',
    );
    const names: Record<string, string[]> = {};
    for (const row of rows.rows) (names[row.language] ??= []).push(row.name);
    return names;
  } catch {
    return {};
  } finally {
    await client.end().catch(() => undefined);
  }
}
