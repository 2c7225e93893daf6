/**
 * Lighthouse (npm `lighthouse`, Node API) on pages of the production build: its default config,
 * which is the mobile preset (simulated Slow 4G, 4× CPU slowdown, mobile screen), categories
 * performance, accessibility and SEO. A fresh Chromium per run, so no run inherits another's
 * cache, service worker or JIT; the pages are measured one after the other, never in parallel.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describeSettings, failedRun, medianRun, networkRequestsOf, summariseLhr, type LhrLike } from './lighthouse-summary.ts';
import { CHROMIUM_PATH } from './page-weight.ts';
import type { LighthousePage, LighthousePageName, LighthouseResult, LighthouseRun, PageRequest } from './types.ts';

/**
 * Exactly the flags of a default CLI run in a container (`npx lighthouse URL --chrome-flags="--headless=new
 * --no-sandbox"`), nothing more: the bench measures what Lighthouse's defaults measure (issue 30 §6).
 * It used to add --disable-gpu and ask for three categories only.
 */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
export const LIGHTHOUSE_PRESET = 'mobile (Lighthouse default config, every default category, as `npx lighthouse URL` runs it: simulated Slow 4G, 4× CPU slowdown)';
/** Lighthouse waits up to 45 s for a load itself; past this the run is stuck. */
const RUN_TIMEOUT_MS = 150_000;

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${CHROMIUM_PATH})`;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface OneRun {
  run: LighthouseRun;
  version: string | null;
  settings?: string | null;
  requests: PageRequest[];
}

async function runOnce(url: string): Promise<OneRun> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const result = await withTimeout(
      // No onlyCategories: the default run gathers for every default category, and its gatherers
      // listen during the load; the report reads performance, accessibility and SEO.
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }),
      RUN_TIMEOUT_MS,
      'Lighthouse',
    );
    if (!result) return { run: failedRun('Lighthouse returned no result'), version: null, requests: [] };
    const lhr = result.lhr as unknown as LhrLike;
    return { run: summariseLhr(lhr), version: lhr.lighthouseVersion ?? null, settings: describeSettings(lhr), requests: networkRequestsOf(lhr) };
  } catch (error) {
    return { run: failedRun(error instanceof Error ? error.message.split('\n')[0]! : String(error)), version: null, requests: [] };
  } finally {
    // kill() also removes the throw-away user-data folder chrome-launcher made.
    chrome?.kill();
  }
}

export interface LighthouseTarget {
  name: LighthousePageName;
  url: string;
}

/**
 * `runsPerPage` rounds, each measuring every target once in order: the floor and the shop's pages
 * see the machine in the same state, which their LCP ratio needs.
 */
export async function runLighthouse(targets: LighthouseTarget[], runsPerPage: number, say: (line: string) => void): Promise<LighthouseResult> {
  const done = targets.map(() => [] as OneRun[]);
  let version = 'unknown';
  let preset = LIGHTHOUSE_PRESET;
  for (let i = 1; i <= runsPerPage; i += 1) {
    for (const [t, target] of targets.entries()) {
      const one = await runOnce(target.url);
      const { run } = one;
      if (one.version) version = one.version;
      if (one.settings) preset = `${LIGHTHOUSE_PRESET}; as run: ${one.settings}`;
      done[t]!.push(one);
      say(
        run.error
          ? `lighthouse ${target.name} run ${i}/${runsPerPage}: ${run.error}`
          : `lighthouse ${target.name} run ${i}/${runsPerPage}: performance ${run.performance}, LCP ${Math.round(run.lcpMs ?? 0)} ms, ` +
              `TBT ${Math.round(run.tbtMs ?? 0)} ms, CLS ${run.cls?.toFixed(3)}, a11y ${run.accessibility}, SEO ${run.seo}`,
      );
    }
  }
  const pages = targets.map((target, t): LighthousePage => {
    const runs = done[t]!.map((one) => one.run);
    const median = medianRun(runs);
    // The requests of the median run only: the report lists one load per page.
    const requests = done[t]!.find((one) => one.run === median)?.requests;
    return { name: target.name, url: target.url, runs, median, ...(requests ? { requests } : {}) };
  });
  return { preset, lighthouseVersion: version, chromium: chromiumVersion(), runsPerPage, pages };
}
