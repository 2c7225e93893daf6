/** One reliability run, start to finish; the shop (and its PostgreSQL) is stopped whatever happens. */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_HEADERS } from '../bench/load.ts';
import { ensureBuilt } from '../bench/prepare.ts';
import { countProducts, embeddedDatabaseUrl } from '../bench/product-count.ts';
import { ROOT } from '../lib/workspaces.ts';
import { checkDurability } from './durability.ts';
import { evaluate } from './evaluate.ts';
import { runMixedLoad } from './load.ts';
import { buildMix, findIngredients, planRequests, tryMix, withoutSkipped } from './mix.ts';
import { RELIABILITY_PG_PORT, RELIABILITY_PORT, type ReliabilityOptions } from './options.ts';
import { reliabilityStem, renderReliabilityJson, renderReliabilityMarkdown } from './report.ts';
import { GENEROUS_RATE_LIMITS, startShop, type ShopProcess, type ShopSettings } from './server.ts';
import type { ReliabilityRun } from './types.ts';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
const LOG_FILE = path.join(ROOT, 'bench/tmp/reliability-api.log');
const DATABASE_URL = embeddedDatabaseUrl(RELIABILITY_PG_PORT);
/** Start and seed, 60 s of load, the durability check, the stop; past this the run is broken. */
const WHOLE_RUN_TIMEOUT_MS = 20 * 60_000;

const say = (line: string) => console.error(`[reliability] ${line}`);

async function write(run: ReliabilityRun): Promise<{ markdown: string; passed: boolean }> {
  const verdict = evaluate(run);
  const markdown = renderReliabilityMarkdown(run, verdict);
  const stem = reliabilityStem(run.startedAt);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${stem}.md`), markdown);
  await writeFile(path.join(RESULTS_DIR, `${stem}.json`), renderReliabilityJson(run, verdict));
  await writeFile(path.join(RESULTS_DIR, 'reliability-latest.md'), markdown);
  say(`written bench/results/${stem}.md, .json and reliability-latest.md`);
  return { markdown, passed: verdict.passed };
}

/** Exit code: 0 passed, 1 a check failed, 3 the run broke. */
export async function runReliability(options: ReliabilityOptions): Promise<number> {
  const cpu = cpus();
  const run: ReliabilityRun = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, platform: `${process.platform}-${process.arch}` },
    origin: `http://localhost:${RELIABILITY_PORT}`,
    notes: [],
  };
  let shop: ShopProcess | undefined;
  let folder: string | undefined;
  const cleanUp = async () => {
    const current = shop;
    shop = undefined;
    await current?.stop();
    if (folder && !options.keep) await rm(folder, { recursive: true, force: true });
    else if (folder) say(`data folder kept: ${folder}`);
    folder = undefined;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  const watchdog = setTimeout(() => {
    say(`no result after ${WHOLE_RUN_TIMEOUT_MS / 60_000} minutes: giving up`);
    void cleanUp().finally(() => process.exit(3));
  }, WHOLE_RUN_TIMEOUT_MS);

  try {
    run.notes.push(...(await ensureBuilt(say)).map((note) => note.replace(/^Weighed builds/, 'Served builds')));
    folder = await mkdtemp(path.join(tmpdir(), 'trama-reliability-'));
    // PostgreSQL runs as the 'postgres' user when we are root: it must reach its data folder.
    await chmod(folder, 0o755);
    await mkdir(path.dirname(LOG_FILE), { recursive: true });
    const settings: ShopSettings = {
      port: RELIABILITY_PORT,
      pgPort: RELIABILITY_PG_PORT,
      dataDir: path.join(folder, 'pg'),
      logFile: LOG_FILE,
      env: GENEROUS_RATE_LIMITS,
    };
    say(`starting the shop on ${run.origin} (PostgreSQL port ${RELIABILITY_PG_PORT}, data ${settings.dataDir}; the first start seeds the demo shop)…`);
    const started = performance.now();
    shop = await startShop(settings);
    const products = await countProducts(RELIABILITY_PG_PORT);
    run.notes.push(
      `Shop started on an empty data folder, seeded with the demo shop of \`npm start\` (${products?.toLocaleString('en') ?? 'unknown'} products), ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s; API log in bench/tmp/reliability-api.log.`,
    );
    run.notes.push('No checkout in the mix: the shop has no checkout call yet (issue 6 point 4: added once it exists).');
    run.notes.push(`Sign-in rate limits raised for the run: ${Object.entries(GENEROUS_RATE_LIMITS).map(([k, v]) => `${k}=${v}`).join(', ')}.`);

    if (options.load) {
      const ingredients = await findIngredients(shop.origin);
      const fullPlan = buildMix(ingredients, options.connections);
      const skipped = await tryMix(shop.origin, planRequests(fullPlan));
      const plan = withoutSkipped(fullPlan, skipped);
      for (const s of skipped) say(`left out of the mix: ${s.class}: ${s.reason}`);
      if (plan.groups.length === 0) throw new Error('No request of the mix answered 2xx');
      const groups = plan.groups.map((g) => `${g.connections} ${g.name} (cycle of ${g.requests.length})`).join(', ');
      say(`mixed load: ${options.connections} connections for ${options.durationSeconds} s: ${groups}`);
      run.load = await runMixedLoad(shop.origin, plan, skipped, options.durationSeconds);
      say(`mixed load: ${run.load.requests} answers, ${run.load.errors} errors, ${run.load.non2xx} non-2xx`);
    }

    if (options.durability) {
      const { result, shop: restarted } = await checkDurability(shop, {
        writers: options.writers,
        killAfterMs: options.killAfterSeconds * 1000,
        brandId: Number(SHOP_HEADERS.brand),
        databaseUrl: DATABASE_URL,
        restart: () => startShop(settings),
        say,
      });
      shop = restarted;
      run.durability = result;
      say(`durability: ${result.committed} committed, ${result.found} found, ${result.lostCount} lost`);
    }
  } catch (error) {
    console.error('[reliability] broken:', error instanceof Error ? error.message : error);
    await cleanUp().catch(() => undefined);
    clearTimeout(watchdog);
    return 3;
  }
  say('stopping the shop and its PostgreSQL…');
  await cleanUp();
  clearTimeout(watchdog);
  const { markdown, passed } = await write(run);
  console.log(markdown);
  return passed ? 0 : 1;
}
