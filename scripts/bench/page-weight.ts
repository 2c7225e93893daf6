/**
 * First-load JavaScript of a page of the production build: a fresh Chromium context (empty
 * cache) per page, every script response kept, each body gzip -9'd and summed per bundle.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import type { SharedChunks } from './chunks.ts';
import type { PageName, PageWeight } from './types.ts';
import { isScript, weighPage, weighPageByFirstView, type ScriptFile } from './weights.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = 60_000;
const IDLE_TIMEOUT_MS = 10_000;
/** The mark the shell sets once its first view is hydrated (shell/src/remotes/first-view.ts). */
export const FIRST_VIEW_MARK = 'trama:first-view';

export interface PageToWeigh {
  name: PageName;
  path: string;
}

async function scriptOf(response: Response): Promise<ScriptFile | null> {
  if (!isScript(response.url(), response.headers()['content-type'])) return null;
  try {
    const body = await response.body();
    return { url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  } catch {
    // Redirects and aborted requests have no body; they carried no script either.
    return null;
  }
}

async function weighOne(browser: Browser, origin: string, target: PageToWeigh, sharedChunks: SharedChunks): Promise<PageWeight> {
  const url = `${origin}${target.path}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => pending.push(scriptOf(response)));
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    // The page is "loaded" once every remote slot on it has settled (loaded, failed or disabled).
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
    // The shell marks its first view (shell/src/remotes/first-view.ts); scripts whose request
    // started after the mark were not needed for it.
    const laterUrls = await page.evaluate((markName) => {
      const mark = performance.getEntriesByName(markName, 'mark')[0];
      if (!mark) return null;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= mark.startTime)
        .map((entry) => entry.name);
    }, FIRST_VIEW_MARK);
    const weight = weighPageByFirstView(target.name, url, origin, files, laterUrls ? new Set(laterUrls) : null, sharedChunks);
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
