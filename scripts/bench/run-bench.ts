/** One bench run, start to finish; the server (and its PostgreSQL) is stopped whatever happens. */
import { cpus, loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/workspaces.ts';
import { FLOOR_PAGE, checkBudgets } from './budgets.ts';
import { loadExposedChunks, loadSharedChunks, type SharedChunks } from './chunks.ts';
import { startFloorPage, type FloorServer } from './floor.ts';
import { runLoad } from './load.ts';
import { API_WARM_UP_SECONDS, PAGE_WARM_UP_SECONDS, type BenchOptions } from './options.ts';
import { weighPages, type PageToWeigh } from './page-weight.ts';
import { ensureBuilt, startOnFullCatalogue } from './prepare.ts';
import { renderJson, renderMarkdown, resultStem } from './report.ts';
import { explainRequests } from './requests.ts';
import type { BenchServer } from './server.ts';
import { LIST_MENU, discoverTargets, type Discovered } from './targets.ts';
import type { BenchRun, LighthouseResult } from './types.ts';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** Seeding (20 min at most) plus five loads, three pages and the Lighthouse runs; past this the bench is broken. */
const WHOLE_RUN_TIMEOUT_MS = 45 * 60_000;

const say = (line: string) => console.error(`[bench] ${line}`);

/** lighthouse 13's engines.node. */
const LIGHTHOUSE_NODE = [22, 19] as const;
function nodeCanRunLighthouse(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > LIGHTHOUSE_NODE[0] || (major === LIGHTHOUSE_NODE[0] && minor >= LIGHTHOUSE_NODE[1]);
}

/** The machine is shared: the 1-minute load average when a measurement starts says how quiet it was. */
const machineLoad = (what: string) => `Load average when ${what} started: ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores.`;

async function measure(options: BenchOptions, server: BenchServer, run: BenchRun): Promise<void> {
  const found = await discoverTargets(server.origin);
  if (options.load) {
    run.notes.push(machineLoad('the API load'));
    for (const target of found.targets) {
      say(`load: ${target.name} (${options.connections} connections, ${options.durationSeconds} s)`);
      // A short untimed run first, so the numbers are of a warm server, not of JIT and cold caches.
      const warmUp = target.kind === 'page' ? PAGE_WARM_UP_SECONDS : Math.min(API_WARM_UP_SECONDS, options.durationSeconds);
      await runLoad(server.origin, target, options.connections, warmUp);
      run.load.push(await runLoad(server.origin, target, options.connections, options.durationSeconds));
    }
    run.load.push(...found.skipped);
  }
  const pages: PageToWeigh[] = [
    { name: 'home', path: '/it' },
    { name: 'product-list', path: `/it${LIST_MENU}` },
  ];
  if (found.productPage) pages.push({ name: 'product-page', path: found.productPage });
  else if (options.pages || options.lighthouse) run.notes.push('No product found through the API: the product page was not measured.');
  let sharedChunks: SharedChunks | undefined;
  const shared = async () => (sharedChunks ??= await loadSharedChunks());
  if (options.pages) {
    say(`weighing the JavaScript of ${pages.map((p) => p.path).join(', ')}`);
    run.pages = await weighPages(server.origin, pages, await shared());
  }
  if (options.lighthouse && !nodeCanRunLighthouse()) {
    run.notes.push(`Lighthouse not run: it needs Node ≥ ${LIGHTHOUSE_NODE.join('.')}, this is ${process.version} (run the bench through \`npm run bench\`).`);
  } else if (options.lighthouse) {
    run.lighthouse = await lighthouseWithFloor(options, server, run, pages, found);
    const context = { sharedChunks: await shared(), exposedChunks: await loadExposedChunks() };
    for (const page of run.lighthouse.pages) {
      if (page.requests) page.requests = explainRequests(page.requests, { ...context, origin: new URL(page.url).origin });
    }
  }
}

/** Lighthouse on the shop's pages and on the floor page, served for the run by a local server. */
async function lighthouseWithFloor(options: BenchOptions, server: BenchServer, run: BenchRun, pages: PageToWeigh[], found: Discovered): Promise<LighthouseResult> {
  let floor: (FloorServer & { url: string }) | undefined;
  if (found.productPhoto) {
    try {
      floor = await startFloorPage(server.origin, found.productPhoto.src, found.productPhoto.alt);
      say(`floor page ${floor.url} with ${found.productPhoto.src}`);
    } catch (error) {
      run.notes.push(`Floor page not measured: ${error instanceof Error ? error.message : error}.`);
    }
  } else {
    run.notes.push('Floor page not measured: no product photo found through the API.');
  }
  const targets = [
    ...(floor ? [{ name: FLOOR_PAGE, url: floor.url } as const] : []),
    ...pages.map((page) => ({ name: page.name, url: `${server.origin}${page.path}` })),
  ];
  try {
    say(`Lighthouse, ${options.lighthouseRuns} round(s) over ${targets.map((t) => t.url).join(', ')}`);
    // Loaded only now: Lighthouse refuses older Node versions at import time.
    const { runLighthouse } = await import('./lighthouse.ts');
    run.notes.push(machineLoad('Lighthouse'));
    return await runLighthouse(targets, options.lighthouseRuns, say);
  } finally {
    await floor?.close();
  }
}

async function write(run: BenchRun): Promise<string> {
  const checks = checkBudgets(run);
  const markdown = renderMarkdown(run, checks);
  const stem = resultStem(run.startedAt);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${stem}.md`), markdown);
  await writeFile(path.join(RESULTS_DIR, `${stem}.json`), renderJson(run, checks));
  await writeFile(path.join(RESULTS_DIR, 'latest.md'), markdown);
  say(`written bench/results/${stem}.md, .json and latest.md`);
  return markdown;
}

/** Exit code: 0 when the bench ran (whatever the budgets say), 1 when it broke. */
export async function runBench(options: BenchOptions): Promise<number> {
  const cpu = cpus();
  const run: BenchRun = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, platform: `${process.platform}-${process.arch}` },
    products: null,
    load: [],
    pages: [],
    notes: [],
  };
  let server: BenchServer | undefined;
  const stopServer = async () => {
    const current = server;
    server = undefined;
    await current?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopServer().finally(() => process.exit(130)));
  }
  const watchdog = setTimeout(() => {
    say(`no result after ${WHOLE_RUN_TIMEOUT_MS / 60_000} minutes: giving up`);
    void stopServer().finally(() => process.exit(1));
  }, WHOLE_RUN_TIMEOUT_MS);

  try {
    if (options.pages || options.lighthouse) run.notes.push(...(await ensureBuilt(say)));
    const prepared = await startOnFullCatalogue(options.fresh, say);
    server = prepared.server;
    run.products = prepared.products;
    run.notes.push(...prepared.notes);
    await measure(options, server, run);
    const died = server.unexpectedExit();
    if (died) run.notes.push(`The bench API exited during the run (${died}), not stopped by the bench: the numbers measured after that are of no server.`);
  } catch (error) {
    console.error('[bench] broken:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    say('stopping the bench API and its PostgreSQL…');
    await stopServer();
    clearTimeout(watchdog);
  }
  console.log(await write(run));
  return 0;
}
