/**
 * The JavaScript of a page of the production build in three phases (issue 13, wake on use): a
 * fresh Chromium context (empty cache) per page, every script response kept, each body gzip -9'd
 * and summed per bundle. Before use: loaded, network idle, then a quiet while with no input.
 * First use: one mouse move, then the shell's first-view mark. After the first view: the slots
 * settle and the parts below the fold are scrolled into view.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import type { SharedChunks } from './chunks.ts';
import type { PageName, PageWeight } from './types.ts';
import { QUIET_BEFORE_USE_MS, isScript, weighPage, weighPageByPhase, type ScriptFile } from './weights.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = 60_000;
const IDLE_TIMEOUT_MS = 10_000;
/** How long the first use may take to reach the first-view mark. */
const FIRST_USE_TIMEOUT_MS = 30_000;
/** The mark the shell sets once its first view is hydrated (shell/src/remotes/first-view.ts). */
export const FIRST_VIEW_MARK = 'trama:first-view';

export interface PageToWeigh {
  name: PageName;
  path: string;
}

async function scriptOf(response: Response): Promise<ScriptFile | null> {
  if (!isScript(response.url(), response.headers()['content-type'])) return null;
  try {
    // A prefetched script, and the script that then runs from that prefetch, come with no body the
    // browser lets us read: the file is asked again here, so the first use counts its real size
    // (issue 30 §3–4: prefetching moves when the bytes travel, not how many they are).
    let body = await response.body().catch(() => Buffer.alloc(0));
    if (body.length === 0) body = Buffer.from(await (await fetch(response.url())).arrayBuffer());
    return { url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  } catch {
    // Redirects and aborted requests have no body; they carried no script either.
    return null;
  }
}

/** When the shell set its first-view mark (ms since navigation), null when not (yet). */
function markTime(page: Page): Promise<number | null> {
  return page.evaluate((markName) => performance.getEntriesByName(markName, 'mark')[0]?.startTime ?? null, FIRST_VIEW_MARK);
}

async function weighOne(browser: Browser, origin: string, target: PageToWeigh, sharedChunks: SharedChunks): Promise<PageWeight> {
  const url = `${origin}${target.path}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => pending.push(scriptOf(response)));
    // Resource Timing keeps 250 entries by default; a page with more would lose the later ones.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    // a. Before use: a visitor who has not touched anything yet.
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForTimeout(QUIET_BEFORE_USE_MS);
    let inputAt: number | null = null;
    if ((await markTime(page)) === null) {
      // b. First use: one real input, then the page hydrates and marks its first view.
      inputAt = await page.evaluate(() => performance.now());
      await page.mouse.move(200, 200);
      await page.mouse.move(210, 220);
      await page
        .waitForFunction((markName) => performance.getEntriesByName(markName, 'mark').length > 0, FIRST_VIEW_MARK, { timeout: FIRST_USE_TIMEOUT_MS })
        .catch(() => undefined);
    }
    // c. After the first view: the page is "loaded" once every remote slot on it has settled (loaded, failed or disabled).
    await page.waitForFunction(
      () => {
        const slots = [...document.querySelectorAll('[data-state]')].filter((el) => el.getAttribute('data-testid')?.startsWith('slot-'));
        const waiting = slots.filter((el) => el.getAttribute('data-state') === 'loading');
        // A part below the fold loads once the shopper scrolls near it (deferred="visible"): bring
        // the lowest waiting one into view, so it is weighed with what comes after the first view.
        waiting.at(-1)?.scrollIntoView({ block: 'center' });
        return slots.length > 0 && waiting.length === 0;
      },
      undefined,
      { timeout: PAGE_TIMEOUT_MS },
    );
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null);
    const failed = await page.locator('[data-testid^="slot-"][data-state="failed"]').count();
    // Each script's phase comes from when its request started, in the page's own clock.
    const requests = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        startTime: entry.startTime,
        initiatorType: entry.initiatorType,
      })),
    );
    const weight = weighPageByPhase(target.name, url, origin, files, { requests, inputAt, markAt: await markTime(page) }, sharedChunks);
    return failed ? { ...weight, error: `${failed} remote slot(s) failed to load` } : weight;
  } catch (error) {
    return { ...weighPage(target.name, url, origin, []), error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    await context.close();
  }
}

export async function weighPages(origin: string, targets: PageToWeigh[], sharedChunks: SharedChunks): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    timeout: PAGE_TIMEOUT_MS,
  });
  try {
    const weights: PageWeight[] = [];
    for (const target of targets) weights.push(await weighOne(browser, origin, target, sharedChunks));
    return weights;
  } finally {
    await browser.close();
  }
}
