/**
 * The bench's own API process: port 8280, embedded PostgreSQL in bench/tmp/pg-<products>, default
 * flags and registry. Its output goes to bench/tmp/api.log so the report stays readable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/workspaces.ts';
import { BENCH_PG_PORT, BENCH_PORT } from './options.ts';
import { isHealthy } from '../lib/run-guard.ts';

export const BENCH_TMP = path.join(ROOT, 'bench/tmp');
/** One database per catalogue size, so switching sizes never reseeds the others. */
export const benchPgData = (products: number) => path.join(BENCH_TMP, `pg-${products}`);
export const BENCH_ORIGIN = `http://localhost:${BENCH_PORT}`;
const LOG_FILE = path.join(BENCH_TMP, 'api.log');

/** Seeding 500,000 products on two busy cores takes minutes; a warm start takes seconds. */
const READY_TIMEOUT_MS = 30 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface BenchServer {
  origin: string;
  /** The API seeded the database during this start (it said so). */
  seeded: boolean;
  /** SIGTERM (the API closes HTTP, then stops PostgreSQL), SIGKILL after 30 s. */
  stop(): Promise<void>;
  /** How and when the API exited without being stopped (killed from outside, crashed), or null. */
  unexpectedExit(): string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's in-process search index (api/src/domain/catalogue/search-index, docs/search-index.md). */
export interface SearchIndexState {
  state: 'ready' | 'building' | 'stale' | 'failed';
  documents: number;
  buildMs: number | null;
  buildPauseMs?: number | null;
  memoryMb?: number | null;
}

/**
 * Waits until the API's search index is built (it builds after start and after the seed; search
 * reads PostgreSQL meanwhile), so the bench measures the shop as it runs, not its first minute.
 * null when the API has no such endpoint or it did not get ready in time.
 */
export async function waitForSearchIndex(timeoutMs = READY_TIMEOUT_MS): Promise<SearchIndexState | null> {
  const deadline = Date.now() + timeoutMs;
  let last: SearchIndexState | null = null;
  for (;;) {
    // A slow answer (the API busy building) is "not yet"; only a missing endpoint ends the wait.
    const answer = await fetch(`${BENCH_ORIGIN}/api/health/search-index`, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (response.status === 404 ? 'none' : response.ok ? ((await response.json()) as SearchIndexState) : null))
      .catch(() => null);
    if (answer === 'none') return null;
    if (answer) last = answer;
    if (last?.state === 'ready' || last?.state === 'failed' || Date.now() > deadline) return last;
    await sleep(500);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startBenchServer(products: number, say: (line: string) => void): Promise<BenchServer> {
  if (await isHealthy(BENCH_ORIGIN)) throw new Error(`Port ${BENCH_PORT} already answers: is another bench running?`);
  await mkdir(BENCH_TMP, { recursive: true });
  const log = createWriteStream(LOG_FILE, { flags: 'a' });
  const child = spawn(process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      PG_PORT: String(BENCH_PG_PORT),
      PGDATA_DIR: benchPgData(products),
      CATALOGUE_SIZE: String(products),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  // If the bench dies without stopping it (a signal while seeding), the API still gets its SIGTERM
  // and stops its PostgreSQL itself.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.removeListener('exit', orphanGuard));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // The seed is the slow step; say so when the API announces it.
  let seeded = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!/seed/i.test(line)) continue;
      seeded = true;
      say(line.trim());
    }
  });

  let stopping = false;
  let unexpected: string | null = null;
  child.once('exit', (code, signal) => {
    if (!stopping) unexpected = `${signal ?? `exit code ${code}`} at ${new Date().toISOString()}`;
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(killer);
    }
    log.end();
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isHealthy(BENCH_ORIGIN))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      log.end();
      throw new Error(`The bench API exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${LOG_FILE}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The bench API was not ready within ${READY_TIMEOUT_MS / 60_000} minutes; see ${LOG_FILE}`);
    }
    await sleep(500);
  }
  return { origin: BENCH_ORIGIN, seeded, stop, unexpectedExit: () => unexpected };
}
