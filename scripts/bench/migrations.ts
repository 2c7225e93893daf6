/**
 * Migrations rewritten since a kept bench database was made. Drizzle applies only migrations newer
 * than the last one it recorded, so a migration whose SQL changed after a database had it (a
 * placeholder later filled in: common while a branch is young) would silently never reach that
 * database — and a 500,000-product database is too slow to reseed for every such edit. Drizzle
 * records each file's sha256; comparing them tells which ones changed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/workspaces.ts';
import { embeddedDatabaseUrl } from './product-count.ts';

const MIGRATIONS = path.join(ROOT, 'api/src/db/migrations');

export interface MigrationFile {
  tag: string;
  /** Drizzle's created_at for it (the journal's `when`). */
  when: number;
  hash: string;
}

export interface AppliedMigration {
  when: number;
  hash: string;
}

/** The migrations of the tree with drizzle's hash (sha256 of the whole .sql file). */
export async function migrationFiles(folder = MIGRATIONS): Promise<MigrationFile[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return Promise.all(
    journal.entries.map(async ({ tag, when }) => ({
      tag,
      when,
      hash: createHash('sha256').update(await readFile(path.join(folder, `${tag}.sql`), 'utf8')).digest('hex'),
    })),
  );
}

/** The first migration applied with other SQL than its file holds now, or null (pure). */
export function firstRewritten(files: readonly MigrationFile[], applied: readonly AppliedMigration[]): MigrationFile | null {
  const byWhen = new Map(applied.map((row) => [row.when, row.hash]));
  return [...files].sort((a, b) => a.when - b.when).find((file) => byWhen.has(file.when) && byWhen.get(file.when) !== file.hash) ?? null;
}

/**
 * Forgets, in the database on `pgPort`, the first rewritten migration and every later one, so the
 * API's next start applies them as they are now; returns the tags forgotten (none: nothing to do).
 */
export async function forgetRewrittenMigrations(pgPort: number): Promise<string[]> {
  const files = await migrationFiles();
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const rows = await client.query<{ hash: string; created_at: string }>('select hash, created_at from drizzle.__drizzle_migrations');
    const rewritten = firstRewritten(files, rows.rows.map((row) => ({ when: Number(row.created_at), hash: row.hash })));
    if (!rewritten) return [];
    await client.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [rewritten.when]);
    return files.filter((file) => file.when >= rewritten.when).map((file) => file.tag);
  } finally {
    await client.end().catch(() => undefined);
  }
}
