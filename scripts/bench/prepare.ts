/** What the bench needs before it measures: a production build and a server on the full catalogue. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readRegistry } from '../lib/publish.ts';
import { run } from '../lib/run.ts';
import { staleBuilds } from '../lib/staleness.ts';
import { ALL_BUILDS, ROOT, distDir } from '../lib/workspaces.ts';
import { BENCH_CATALOGUE_SIZE } from './options.ts';
import { countProducts } from './product-count.ts';
import { BENCH_PGDATA, startBenchServer, type BenchServer } from './server.ts';

/**
 * Builds only what is missing (shell/dist, or a remote never published). Stale builds are not
 * rebuilt (a full build is minutes on two shared cores) but named in the returned notes.
 */
export async function ensureBuilt(say: (line: string) => void): Promise<string[]> {
  const registry = await readRegistry();
  const missing = ALL_BUILDS.filter(
    (build) => !existsSync(path.join(distDir(build), build.remote ? 'mf-manifest.json' : 'index.html')) || (build.remote && !registry.remotes[build.remote]),
  ).map((build) => build.dir);
  if (missing.length) {
    say(`Building ${missing.join(', ')} (missing)…`);
    const code = await run(process.execPath, [path.join(ROOT, 'scripts/build.ts'), ...missing]);
    if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  }
  const stale = await staleBuilds(await readRegistry());
  return stale.length ? [`Weighed builds older than their sources: ${stale.join(', ')} (run \`npm run build\` first for current numbers).`] : [];
}

export interface PreparedServer {
  server: BenchServer;
  products: number | null;
  notes: string[];
}

/**
 * Reuses bench/tmp/pg when it already holds the full catalogue; otherwise starts from an empty
 * folder so the API's first seed generates CATALOGUE_SIZE products (it seeds only an empty database).
 */
export async function startOnFullCatalogue(fresh: boolean, say: (line: string) => void): Promise<PreparedServer> {
  const notes: string[] = [];
  if (fresh) await rm(BENCH_PGDATA, { recursive: true, force: true });
  const reused = existsSync(BENCH_PGDATA);
  let started = performance.now();
  say(reused ? 'Starting the bench API on the kept database…' : 'Starting the bench API on an empty database (seeding takes minutes)…');
  let server: BenchServer;
  let fromScratch = !reused;
  try {
    server = await startBenchServer(say);
  } catch (error) {
    if (!reused) throw error;
    // Migrations rewritten since the database was made (common while a branch is young).
    say(`The API did not start on the kept database (${error instanceof Error ? error.message : error}); starting from scratch…`);
    await rm(BENCH_PGDATA, { recursive: true, force: true });
    fromScratch = true;
    started = performance.now();
    server = await startBenchServer(say);
  }
  let products = await countProducts();
  if (!fromScratch && (products ?? 0) < BENCH_CATALOGUE_SIZE) {
    say(`The kept database holds ${products ?? 'no'} products; reseeding from scratch…`);
    await server.stop();
    await rm(BENCH_PGDATA, { recursive: true, force: true });
    started = performance.now();
    server = await startBenchServer(say);
    products = await countProducts();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  notes.push(
    fromScratch
      ? `Database seeded for this run (API ready in ${seconds} s).`
      : `Database reused from bench/tmp/pg${server.seeded ? ', the API seeded its missing parts' : ''} (API ready in ${seconds} s).`,
  );
  if (!products) notes.push('No products in the database: the catalogue API or its seed is not there yet.');
  else if (products < BENCH_CATALOGUE_SIZE) notes.push(`Only ${products} products (CATALOGUE_SIZE=${BENCH_CATALOGUE_SIZE} was not honoured): the API budget is not measured.`);
  return { server, products, notes };
}
