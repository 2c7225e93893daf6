/** One reliability run, start to finish; the shop (and its PostgreSQL) is stopped whatever happens. */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_HEADERS } from '../bench/load.ts';
import { ensureBuilt } from '../bench/prepare.ts';
import { countProducts, embeddedDatabaseUrl } from '../bench/product-count.ts';
import { ROOT } from '../lib/workspaces.ts';
import { attackHalves } from './attack-halves.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { checkDurability } from './durability.ts';
import { evaluate } from './evaluate.ts';
import { killDuringLoad, type KillOutcome } from './instance-kill.ts';
import { runMixedLoad } from './load.ts';
import { buildMix, findIngredients, planRequests, tryMix, withoutSkipped } from './mix.ts';
import { RELIABILITY_PG_PORT, RELIABILITY_PORT, type ReliabilityOptions } from './options.ts';
import { reliabilityStem, renderReliabilityJson, renderReliabilityMarkdown } from './report.ts';
import { GENEROUS_RATE_LIMITS, startShop, type ShopProcess, type ShopSettings } from './server.ts';
import type { ReliabilityRun } from './types.ts';
import { writeRunReport } from '../lib/report-files.ts';
import { guardRun } from '../lib/run-guard.ts';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
const LOG_FILE = path.join(ROOT, 'bench/tmp/reliability-api.log');
const DATABASE_URL = embeddedDatabaseUrl(RELIABILITY_PG_PORT);
/** Start and seed, 60 s of load, the durability check, the stop; past this the run is broken. */
const WHOLE_RUN_TIMEOUT_MS = 20 * 60_000;
/** Issue 18 §5: the instance is killed a third into the load, so there is load before, and time after to restart it. */
const KILL_AT_SHARE = 0.35;
/** Order writers beside the load during the instance kill: few, the load is the traffic. */
const ORDER_WRITERS = 4;

const say = (line: string) => console.error(`[reliability] ${line}`);

async function write(run: ReliabilityRun): Promise<{ markdown: string; passed: boolean }> {
  const verdict = evaluate(run);
  const markdown = renderReliabilityMarkdown(run, verdict);
  const stem = reliabilityStem(run.startedAt);
  await writeRunReport(RESULTS_DIR, stem, { markdown, json: renderReliabilityJson(run, verdict), latest: 'reliability-latest.md' });
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
  let cluster: Cluster | undefined;
  let folder: string | undefined;
  const cleanUp = async () => {
    const current = shop;
    shop = undefined;
    await current?.stop();
    const currentCluster = cluster;
    cluster = undefined;
    await currentCluster?.stop();
    if (folder && !options.keep) await rm(folder, { recursive: true, force: true });
    else if (folder) say(`data folder kept: ${folder}`);
    folder = undefined;
  };
  const watchdog = guardRun(cleanUp, WHOLE_RUN_TIMEOUT_MS, 3, say);

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
    const started = performance.now();
    let origin: string;
    if (options.instances > 1) {
      cluster = await startCluster({ instances: options.instances, pgPort: RELIABILITY_PG_PORT, folder, logDir: path.dirname(LOG_FILE), env: GENEROUS_RATE_LIMITS, say });
      origin = cluster.origin;
      run.instances = {
        count: options.instances,
        ports: cluster.ports,
        balancer: { software: cluster.balancer.version, port: RELIABILITY_PORT, config: cluster.balancer.config },
        traffic: [],
        attackHalves: [],
      };
    } else {
      say(`starting the shop on ${run.origin} (PostgreSQL port ${RELIABILITY_PG_PORT}, data ${settings.dataDir}; the first start seeds the demo shop)…`);
      shop = await startShop(settings);
      origin = shop.origin;
    }
    const products = await countProducts(RELIABILITY_PG_PORT);
    run.notes.push(
      (cluster
        ? `${options.instances} API instances (ports ${cluster.ports.join(', ')}) on one PostgreSQL started on its own, behind HAProxy on ${run.origin}; the first instance seeded the demo shop of \`npm start\``
        : 'Shop started on an empty data folder, seeded with the demo shop of `npm start`') +
        ` (${products?.toLocaleString('en') ?? 'unknown'} products), in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        (cluster ? 'API logs in bench/tmp/reliability-api-<n>.log, HAProxy\'s in bench/tmp/reliability-haproxy.log.' : 'API log in bench/tmp/reliability-api.log.'),
    );
    run.notes.push(`Sign-in rate limits raised for the run: ${Object.entries(GENEROUS_RATE_LIMITS).map(([k, v]) => `${k}=${v}`).join(', ')}.`);

    let ingredients: Awaited<ReturnType<typeof findIngredients>> | undefined;
    let killing: Promise<KillOutcome> | undefined;
    const startKill = (loadDone: Promise<unknown>) => {
      if (!cluster || !ingredients) return;
      const killAtSeconds = Math.max(1, options.durationSeconds * KILL_AT_SHARE);
      say(`instances: ${ORDER_WRITERS} order writers through HAProxy; SIGKILL to one instance ${killAtSeconds.toFixed(1)} s into the load`);
      killing = killDuringLoad(cluster, {
        loadDone,
        durationSeconds: options.durationSeconds,
        killAtSeconds,
        writers: ORDER_WRITERS,
        checkout: ingredients.checkout,
        brandId: ingredients.brandId,
        say,
      });
      // Awaited after the load; if the load breaks first, the run is stopped and this must not crash the script.
      killing.catch(() => undefined);
    };
    if (cluster && !options.load) {
      ingredients = await findIngredients(origin);
      startKill(Promise.resolve());
    }

    if (options.load) {
      ingredients = await findIngredients(origin);
      const fullPlan = buildMix(ingredients, options.connections);
      const skipped = await tryMix(origin, planRequests(fullPlan));
      const plan = withoutSkipped(fullPlan, skipped);
      for (const s of skipped) say(`left out of the mix: ${s.class}: ${s.reason}`);
      if (plan.groups.length === 0) throw new Error('No request of the mix answered 2xx');
      const groups = plan.groups.map((g) => `${g.connections} ${g.name} (cycle of ${g.requests.length})`).join(', ');
      say(`mixed load: ${options.connections} connections for ${options.durationSeconds} s: ${groups}`);
      const loading = runMixedLoad(origin, plan, skipped, options.durationSeconds);
      startKill(loading.catch(() => undefined));
      run.load = await loading;
      say(`mixed load: ${run.load.requests} answers, ${run.load.errors} errors, ${run.load.non2xx} non-2xx`);
    }

    if (cluster && run.instances) {
      const outcome = await killing;
      if (outcome) Object.assign(run.instances, outcome);
      const [first, second] = cluster.ports.map((port) => `http://localhost:${port}`);
      run.instances.attackHalves = await attackHalves([first!, second!], ingredients?.checkout ?? null, ingredients?.brandId ?? Number(SHOP_HEADERS.brand));
      for (const half of run.instances.attackHalves) say(`attack halves: ${half.attack}: ${half.first}, ${half.second}: ${half.held ? 'held' : 'NOT HELD'}`);
    }

    if (options.durability && cluster) {
      const whole = cluster;
      const { result } = await checkDurability(whole.asShop(), {
        writers: options.writers,
        killAfterMs: options.killAfterSeconds * 1000,
        brandId: Number(SHOP_HEADERS.brand),
        databaseUrl: whole.databaseUrl,
        restart: () => whole.restartAll(),
        say,
      });
      run.durability = result;
      say(`durability: ${result.committed} committed, ${result.found} found, ${result.lostCount} lost`);
    }

    if (options.durability && shop) {
      const running: ShopProcess = shop;
      const { result, shop: restarted } = await checkDurability(running, {
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
