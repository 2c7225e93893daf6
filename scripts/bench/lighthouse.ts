/**
 * Lighthouse (npm `lighthouse`, Node API) on pages of the production build: its default config,
 * which is the mobile preset (simulated Slow 4G, 4× CPU slowdown, mobile screen), categories
 * performance, accessibility and SEO. A fresh Chromium per run, so no run inherits another's
 * cache, service worker or JIT; the pages are measured one after the other, never in parallel.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CATEGORIES, describeSettings, failedRun, medianRun, summariseLhr, type LhrLike } from './lighthouse-summary.ts';
import { CHROMIUM_PATH, type PageToWeigh } from './page-weight.ts';
import type { LighthousePage, LighthouseResult, LighthouseRun } from './types.ts';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
export const LIGHTHOUSE_PRESET = 'mobile (Lighthouse default config: simulated Slow 4G, 4× CPU slowdown)';
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

async function runOnce(url: string): Promise<{ run: LighthouseRun; version: string | null; settings?: string | null }> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] }),
      RUN_TIMEOUT_MS,
      'Lighthouse',
    );
    if (!result) return { run: failedRun('Lighthouse returned no result'), version: null };
    const lhr = result.lhr as unknown as LhrLike;
    return { run: summariseLhr(lhr), version: lhr.lighthouseVersion ?? null, settings: describeSettings(lhr) };
  } catch (error) {
    return { run: failedRun(error instanceof Error ? error.message.split('\n')[0]! : String(error)), version: null };
  } finally {
    // kill() also removes the throw-away user-data folder chrome-launcher made.
    chrome?.kill();
  }
}

export async function runLighthouse(
  origin: string,
  targets: PageToWeigh[],
  runsPerPage: number,
  say: (line: string) => void,
): Promise<LighthouseResult> {
  const pages: LighthousePage[] = [];
  let version = 'unknown';
  let preset = LIGHTHOUSE_PRESET;
  for (const target of targets) {
    const url = `${origin}${target.path}`;
    const runs: LighthouseRun[] = [];
    for (let i = 1; i <= runsPerPage; i += 1) {
      const { run, version: seen, settings } = await runOnce(url);
      if (seen) version = seen;
      if (settings) preset = `${LIGHTHOUSE_PRESET}; as run: ${settings}`;
      runs.push(run);
      say(
        run.error
          ? `lighthouse ${target.name} run ${i}/${runsPerPage}: ${run.error}`
          : `lighthouse ${target.name} run ${i}/${runsPerPage}: performance ${run.performance}, LCP ${Math.round(run.lcpMs ?? 0)} ms, ` +
              `TBT ${Math.round(run.tbtMs ?? 0)} ms, CLS ${run.cls?.toFixed(3)}, a11y ${run.accessibility}, SEO ${run.seo}`,
      );
    }
    pages.push({ name: target.name, url, runs, median: medianRun(runs) });
  }
  return { preset, lighthouseVersion: version, chromium: chromiumVersion(), runsPerPage, pages };
}
