/** One bench run, start to finish; the server (and its PostgreSQL) is stopped whatever happens. */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/workspaces.ts';
import { weighAnswers } from './answer-bytes.ts';
import { FLOOR_PAGE, checkBudgets } from './budgets.ts';
import { catalogueNames } from './catalogue-names.ts';
import { loadExposedChunks, loadSharedChunks, type SharedChunks } from './chunks.ts';
import { startFloorPage, type FloorPage } from './floor.ts';
import { runLoad } from './load.ts';
import { API_WARM_UP_SECONDS, PAGE_WARM_UP_SECONDS, type BenchOptions } from './options.ts';
import { weighPages, type PageToWeigh } from './page-weight.ts';
import { ensureBuilt, startOnFullCatalogue } from './prepare.ts';
import { renderJson, renderMarkdown, resultStem } from './report.ts';
import { explainRequests } from './requests.ts';
import type { BenchServer } from './server.ts';
import { baselineFor, readCurvePoints, writeCostCurve } from './cost-curve.ts';
import { PhraseSource, countKinds, makePhrases, type Phrase } from './phrases.ts';
import { LIST_MENU, discoverTargets, searchTargetName, type Discovered } from './targets.ts';
import { CATALOGUE_SORTS } from '../../shared/src/contract/catalogue.ts';
import { probeListing, probeSearch } from './probes.ts';
import { readTimeGoes } from './time-goes.ts';
import type { BenchRun, LighthouseResult, LoadResult } from './types.ts';
import { writeRunReport } from '../lib/report-files.ts';
import { guardRun } from '../lib/run-guard.ts';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
/**
 * Distinct search phrases to make: more than the warm-up and the timed run can send at the rates
 * seen (1,000-2,000 req/s at 20 connections), so no phrase repeats; the report says if one did.
 */
const PHRASES_WANTED = 250_000;
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

/** The search phrases of issue 18 §1, from the catalogue's own names; null (and a note) when they cannot be read. */
async function searchPhrases(run: BenchRun): Promise<PhraseSource<Phrase> | null> {
  const names = await catalogueNames();
  const made = makePhrases(names, PHRASES_WANTED);
  if (made.phrases.length < 2) {
    run.notes.push('The catalogue\'s names could not be read from the bench database: the search target rotates 4 phrases (mostly cache hits).');
    return null;
  }
  const counted = Object.entries(names).map(([language, list]) => `${list.length.toLocaleString('en')} ${language}`);
  say(`search: ${made.phrases.length.toLocaleString('en')} distinct phrases from the product names (${counted.join(', ')})`);
  return new PhraseSource(made.phrases);
}

async function measure(options: BenchOptions, server: BenchServer, run: BenchRun): Promise<void> {
  const phrases = options.load ? await searchPhrases(run) : null;
  const found = await discoverTargets(server.origin, phrases ?? undefined);
  if (options.load) {
    run.notes.push(machineLoad('the API load'));
    for (const target of found.targets) {
      say(`load: ${target.name} (${options.connections} connections, ${options.durationSeconds} s)`);
      // A short untimed run first, so the numbers are of a warm server, not of JIT and cold caches.
      const warmUp = target.kind === 'page' ? PAGE_WARM_UP_SECONDS : Math.min(API_WARM_UP_SECONDS, options.durationSeconds);
      const beforeWarmUp = phrases?.taken ?? 0;
      await runLoad(server.origin, target, options.connections, warmUp);
      const timedFrom = phrases?.taken ?? 0;
      const result = await runLoad(server.origin, target, options.connections, options.durationSeconds);
      if (phrases && target.next) {
        withPhraseStats(result, phrases, beforeWarmUp, timedFrom);
        // Phrases past those sent (the list's tail): never in the cache.
        const unused = phrases.phrases.slice(Math.min(phrases.taken, phrases.phrases.length));
        say(`search probe: one uncached search at a time, by kind of phrase`);
        result.phrases!.probe = await probeSearch(server.origin, unused);
      }
      if (target.kind === 'listing' && target.method === 'POST') {
        // The load asks one page again and again (a cache figure): a few pages never asked say what a miss costs.
        result.probe = [await probeListing(server.origin, target.paths[0]!, target.body, CATALOGUE_SORTS)];
      }
      run.load.push(result);
    }
    run.load.push(...found.skipped);
    say(`weighing ${found.answers.length} answers (cards and full products)`);
    run.answerSizes = await weighAnswers(server.origin, found.answers);
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
  if (options.firstTap && !found.productPage) {
    run.notes.push('First-use phase not run: no product page found through the API.');
  } else if (options.firstTap && !nodeCanRunLighthouse()) {
    run.notes.push(`First-use phase not run: it reads Lighthouse's throttling constants, which need Node ≥ ${LIGHTHOUSE_NODE.join('.')}.`);
  } else if (options.firstTap) {
    say(`first use: ${options.firstTapRuns} round(s) of the first tap on ${found.productPage} and /it${LIST_MENU}`);
    run.notes.push(machineLoad('the first-use phase'));
    const { runFirstTap } = await import('./first-tap.ts');
    run.firstTap = await runFirstTap({ origin: server.origin, productPage: found.productPage!, listPage: `/it${LIST_MENU}` }, options.firstTapRuns, say);
  }
}

/** The search result's phrase use, and its final name ('search (15,000 phrases, none repeated)'). */
function withPhraseStats(result: LoadResult, source: PhraseSource<Phrase>, beforeWarmUp: number, timedFrom: number): void {
  const timed = source.taken - timedFrom;
  const repeated = source.repeatedSince(timedFrom);
  const at = (i: number) => source.phrases[i % source.phrases.length]!;
  // The mix of what the timed run sent, not of the whole list.
  const sent = Array.from({ length: Math.min(timed, source.phrases.length) }, (_, i) => at(timedFrom + i));
  const samples = Array.from({ length: Math.min(8, timed) }, (_, i) => at(timedFrom + Math.floor((i * timed) / 8))).map((p) => `${p.text} (${p.language})`);
  result.phrases = { available: source.phrases.length, counts: countKinds(sent), languages: countLanguages(sent), warmUp: timedFrom - beforeWarmUp, timed, repeated, samples };
  result.name = searchTargetName(timed - repeated, repeated);
}

function countLanguages(phrases: readonly Phrase[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { language } of phrases) counts[language] = (counts[language] ?? 0) + 1;
  return counts;
}

/** Lighthouse on the shop's pages and on the floor page, served for the run by a local server. */
async function lighthouseWithFloor(options: BenchOptions, server: BenchServer, run: BenchRun, pages: PageToWeigh[], found: Discovered): Promise<LighthouseResult> {
  let floor: FloorPage | undefined;
  if (found.productPage) {
    try {
      // The product page's own LCP image (src, srcset, sizes from its server HTML), same bytes.
      floor = await startFloorPage(server.origin, found.productPage);
      say(`floor page ${floor.url} with ${floor.files.map((file) => `${file.path} (${file.contentType}, ${file.bytes} bytes)`).join(', ')}`);
    } catch (error) {
      run.notes.push(`Floor page not measured: ${error instanceof Error ? error.message : error}.`);
    }
  } else {
    run.notes.push('Floor page not measured: no product page found through the API.');
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
  // A 500,000-product run is held to the latest 50,000-product figures (issue 18 §3).
  const checks = checkBudgets(run, baselineFor(run.catalogueSize ?? 0, await readCurvePoints(RESULTS_DIR)));
  const markdown = renderMarkdown(run, checks);
  const stem = resultStem(run.startedAt);
  await writeRunReport(RESULTS_DIR, stem, { markdown, json: renderJson(run, checks), latest: 'latest.md' });
  await writeCostCurve(RESULTS_DIR);
  say(`written bench/results/${stem}.md, .json, latest.md and cost-curve.md`);
  return markdown;
}

/** Exit code: 0 when the bench ran (whatever the budgets say), 1 when it broke. */
export async function runBench(options: BenchOptions): Promise<number> {
  const cpu = cpus();
  const run: BenchRun = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, platform: `${process.platform}-${process.arch}` },
    products: null,
    catalogueSize: options.products,
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
  const watchdog = guardRun(stopServer, WHOLE_RUN_TIMEOUT_MS, 1, say);

  try {
    if (options.pages || options.lighthouse) run.notes.push(...(await ensureBuilt(say)));
    const prepared = await startOnFullCatalogue(options.products, options.fresh, say);
    server = prepared.server;
    run.products = prepared.products;
    run.notes.push(...prepared.notes);
    await measure(options, server, run);
    // Read last: the findings doc may be edited while a long run goes on.
    run.timeGoes = await readTimeGoes();
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
