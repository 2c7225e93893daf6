/**
 * Brings a database up to date at start-up: drizzle migrations, then the demo seed when the
 * database holds no brand yet. An advisory lock makes it safe for several API instances
 * starting together on one PostgreSQL (architecture §4).
 */
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { seedIfEmpty } from './seed/index.ts';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Any fixed 64-bit number; only our own start-up uses it. */
const PREPARE_LOCK_ID = 7_261_843_001;

export interface PrepareResult {
  seeded: boolean;
}

export async function prepareDatabase(connectionString: string, options: { seed?: boolean } = {}): Promise<PrepareResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_ID]);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const seeded = options.seed === false ? false : await seedIfEmpty(db);
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_ID]);
    return { seeded };
  } finally {
    await client.end();
  }
}
