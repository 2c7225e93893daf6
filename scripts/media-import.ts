/**
 * `npm run media:import -- <folder>`: a product owner's photos into the shop (docs/media.md).
 * Files <productCanonicalUrl>-<n>.<jpg|jpeg|png|webp|avif> replace that product's photos. Uses
 * DATABASE_URL, else the shop's embedded PostgreSQL: the running shop's (PG_PORT), or started here
 * for the import when the shop is not running. Photos go to MEDIA_DIR (default data/media).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverConfigFromEnv } from '../api/src/config.ts';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedServer } from '../api/src/db/embedded.ts';
import * as schema from '../api/src/db/schema.ts';
import { mediaDirFromEnv } from '../api/src/domain/media/media-store.ts';
import { importProductPhotos } from '../api/src/domain/media/photo-import.ts';

const folder = process.argv[2];
if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) {
  console.error('Usage: npm run media:import -- <folder>   (files named <productCanonicalUrl>-<n>.jpg|png|webp|avif)');
  process.exit(2);
}

const config = serverConfigFromEnv();
const embeddedUrl = embeddedDatabaseUrl(config.pgPort, 'trama');

/** A pool on the shop's database: DATABASE_URL, the running shop's, or one started for the import. */
async function openDatabase(): Promise<{ pool: pg.Pool; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) return { pool: new pg.Pool({ connectionString: config.databaseUrl, max: 2 }) };
  const running = new pg.Pool({ connectionString: embeddedUrl, max: 2, connectionTimeoutMillis: 3_000 });
  try {
    await running.query('select 1');
    return { pool: running };
  } catch {
    await running.end();
  }
  console.log(`The shop is not running: starting its PostgreSQL (${config.pgDataDir}) for the import…`);
  const embedded = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort });
  return { pool: new pg.Pool({ connectionString: embedded.url('trama'), max: 2 }), embedded };
}

const { pool, embedded } = await openDatabase();
try {
  const store = { root: mediaDirFromEnv() };
  const report = await importProductPhotos(drizzle({ client: pool, schema }), store, path.resolve(folder));
  for (const [product, count] of Object.entries(report.imported)) console.log(`✓ ${product}: ${count} photo${count === 1 ? '' : 's'}`);
  for (const [what, why] of Object.entries(report.refused)) console.log(`✗ ${what}: ${why}`);
  for (const name of report.ignored) console.log(`- ${name}: not named <productCanonicalUrl>-<n>.<jpg|png|webp|avif>, skipped`);
  console.log(`${Object.keys(report.imported).length} product(s) updated, photos in ${store.root}. Shop pages cached by the server show them within a few minutes.`);
  process.exitCode = Object.keys(report.refused).length ? 1 : 0;
} finally {
  await pool.end();
  await embedded?.stop();
}
