/** What the bench needs before it measures: a production build and a server on the full catalogue. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readRegistry } from '../lib/publish.ts';
import { run } from '../lib/run.ts';
import { staleBuilds } from '../lib/staleness.ts';
import { ALL_BUILDS, ROOT, distDir } from '../lib/workspaces.ts';
import { forgetRewrittenMigrations } from './migrations.ts';
import { BENCH_PG_PORT } from './options.ts';
import { countProducts } from './product-count.ts';
import { benchPgData, startBenchServer, waitForSearchIndex, type BenchServer } from './server.ts';

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
 * Reuses bench/tmp/pg-<size> when it already holds the catalogue; otherwise starts from an empty
 * folder so the API's first seed generates CATALOGUE_SIZE = size products (it seeds only an empty
 * database). Migrations rewritten since the kept database was made are applied again (migrations.ts).
 */
export async function startOnFullCatalogue(size: number, fresh: boolean, say: (line: string) => void): Promise<PreparedServer> {
  const notes: string[] = [];
  const pgData = benchPgData(size);
  const folder = path.relative(ROOT, pgData);
  if (fresh) await rm(pgData, { recursive: true, force: true });
  const reused = existsSync(pgData);
  let started = performance.now();
  say(reused ? `Starting the bench API on the kept database ${folder}…` : `Starting the bench API on an empty database ${folder} (seeding ${size.toLocaleString('en')} products takes minutes)…`);
  let server: BenchServer | undefined;
  let fromScratch = !reused;
  const scratch = async (why: string) => {
    say(`${why}; starting from scratch…`);
    await server?.stop();
    await rm(pgData, { recursive: true, force: true });
    fromScratch = true;
    started = performance.now();
    server = await startBenchServer(size, say);
  };
  try {
    server = await startBenchServer(size, say);
  } catch (error) {
    if (!reused) throw error;
    server = undefined;
    // Migrations rewritten since the database was made (common while a branch is young).
    await scratch(`The API did not start on the kept database (${error instanceof Error ? error.message : error})`);
  }
  if (!fromScratch) {
    const forgotten = await forgetRewrittenMigrations(BENCH_PG_PORT);
    if (forgotten.length) {
      say(`Migrations rewritten since the kept database was made: applying ${forgotten.join(', ')} again…`);
      await server!.stop();
      try {
        server = await startBenchServer(size, say);
        notes.push(`Migrations rewritten since the kept database was made, applied again: ${forgotten.join(', ')}.`);
      } catch (error) {
        server = undefined;
        await scratch(`The rewritten migrations did not apply (${error instanceof Error ? error.message : error})`);
      }
    }
  }
  let products = await countProducts();
  if (!fromScratch && (products ?? 0) < size) {
    await scratch(`The kept database holds ${products ?? 'no'} products, not ${size.toLocaleString('en')}`);
    products = await countProducts();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  notes.push(
    fromScratch
      ? `Database ${folder} seeded for this run (API ready in ${seconds} s).`
      : `Database reused from ${folder}${server!.seeded ? ', the API seeded its missing parts' : ''} (API ready in ${seconds} s).`,
  );
  say('Waiting for the API\'s search index…');
  const index = await waitForSearchIndex();
  notes.push(
    index?.state === 'ready'
      ? `Search index ready before the load: ${index.documents.toLocaleString('en')} documents (products × languages), built in ${((index.buildMs ?? 0) / 1000).toFixed(1)} s, holding requests up at most ${index.buildPauseMs ?? '?'} ms at a time, ${index.memoryMb ?? '?'} MB (docs/search-index.md).`
      : `Search index not ready (${index?.state ?? 'no endpoint'}): search was measured on PostgreSQL alone.`,
  );
  if (!products) notes.push('No products in the database: the catalogue API or its seed is not there yet.');
  else if (products < size) notes.push(`Only ${products} products (CATALOGUE_SIZE=${size} was not honoured): the API budgets are not measured.`);
  return { server: server!, products, notes };
}
