/**
 * The first-use phase of the bench (issue 30 §6): what a new shopper's first tap costs, on
 * Lighthouse's mobile profile as its DevTools throttling applies it (throttling.ts: Slow 4G and a
 * 4× slower CPU through CDP, Lighthouse's 412×823 phone screen, touch), a fresh browser context
 * per page (cold cache), 3 s of reading before the tap. Each round measures, each on its own
 * fresh page: the add to basket (then, once hydrated, a few taps' INP), the phone menu, a size,
 * and a first visit on Slow 3G that taps a size and "add" as soon as they show.
 *
 * Timing is the page's own: the tap's start is its pointerdown's `timeStamp` (the moment the
 * touch happened, however busy the page), the answer the first animation frame in which the
 * awaited state is in the DOM and visible; so the bench's own round trips are not in the figures.
 * Long on purpose (~310 lines): the rounds of one phase, read top to bottom, one function each.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import {
  basketHoldsOnly,
  emptyFigures,
  interactionToNextPaint,
  longTaskTime,
  READING_MS,
  requestWaves,
  scriptsFetched,
} from './first-tap-summary.ts';
import { CHROMIUM_PATH, FIRST_VIEW_MARK } from './page-weight.ts';
import { SLOW_3G, describeProfile, loadLighthouseMobile, networkConditions, type MobileScreen, type ThrottlingProfile } from './throttling.ts';
import type { FirstTapResult, FirstTapRun, FirstTapValue } from './types.ts';
import { ANSWER_TIMEOUT_MS, instrument, markAt, requestsOf, watch, watched, type BenchRecord, type Condition } from './first-tap-page.ts';

const PAGE_TIMEOUT_MS = 60_000;
/** Slow 3G: the longest the bench waits for the basket to hold the tapped size. */
const SLOW_3G_SETTLE_MS = 60_000;
/** Slow 3G: no request in flight for this long after the load event, and no basket: the tap is lost. */
const SLOW_3G_QUIET_MS = 5_000;
/** Long tasks are summed from the tap until this long after the count showed (hydration finishing). */
const LONG_TASK_TAIL_MS = 2_000;

/** The controls, as the pages name them (mf-catalogue buy-box.tsx, size-options.tsx; shell site-header.tsx; mf-basket-checkout basket-header.tsx). */
export const SELECTORS = {
  add: '[data-testid="add-to-cart"]',
  size: '[data-testid="size-option"]',
  count: '[data-testid="basket-count"]',
  menu: '[data-testid="menu-toggle"]',
  cartMessage: '[data-testid="add-to-cart-message"]',
} as const;

const since = (tapAt: number | null, at: number | undefined): FirstTapValue => (tapAt === null ? null : at === undefined ? 'never' : Math.max(0, at - tapAt));

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** A fresh context (empty cache) on the phone screen, its page throttled through CDP before it navigates. */
async function openPage(browser: Browser, screen: MobileScreen, profile: ThrottlingProfile): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: screen.userAgent,
    locale: 'it-IT',
  });
  // As the journeys start (e2e/support/test.ts): a visitor who already answered the cookie banner
  // and closed the newsletter popup, so neither covers the control tapped. Neither wakes the page.
  await context.addInitScript(() => {
    try {
      localStorage.setItem('access', 'cookieRejected');
      localStorage.setItem('noPop', 'true');
    } catch {
      // Opaque origins have no storage.
    }
  });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...networkConditions(profile) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
  return { context, page };
}

/** Opens `url`, waits for its load event and reads for 3 s: no input at all. */
async function readPage(page: Page, url: string, what: string, run: FirstTapRun): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
  await page.waitForTimeout(READING_MS);
  // A page that hydrated by itself while read (personal state, a slot the browser renders) is no first tap.
  const mark = await markAt(page);
  if (mark !== null) run.notes.push(`${what}: the page had set its first-view mark before the tap (${Math.round(mark)} ms after navigation)`);
}

/** Taps without Playwright's wait for the page to settle after it (the bench times the answer itself). */
const tap = (locator: Locator) => locator.tap({ noWaitAfter: true, timeout: ANSWER_TIMEOUT_MS });

/**
 * A size of the product that is not chosen yet (tapping the chosen one would unchoose it,
 * storefront §4): a button with aria-pressed "false", or a radio not checked; its data-size.
 */
function unchosenSize(page: Page): Promise<string | null> {
  return page.evaluate((selector) => {
    for (const el of document.querySelectorAll(selector)) {
      const input = el.matches('input') ? (el as HTMLInputElement) : el.querySelector('input');
      const chosen = el.getAttribute('aria-pressed') === 'true' || el.getAttribute('aria-checked') === 'true' || input?.checked === true;
      const size = el.getAttribute('data-size');
      if (!chosen && size) return size;
    }
    return null;
  }, SELECTORS.size);
}

const sizeOption = (page: Page, size: string) => page.locator(`${SELECTORS.size}[data-size="${size}"]`);

/** The basket count on screen now ('' when the header shows none). */
const countNow = (page: Page) => page.evaluate((selector) => document.querySelector(selector)?.textContent?.trim() ?? '', SELECTORS.count);

/** Round part 1: read the product page, tap "add" once; then, once hydrated, a few taps for INP. */
async function addToBasket(browser: Browser, screen: MobileScreen, profile: ThrottlingProfile, url: string, run: FirstTapRun): Promise<void> {
  const { context, page } = await openPage(browser, screen, profile);
  try {
    await readPage(page, url, 'add', run);
    const before = Number((await countNow(page)) || '0');
    const quantity = Number((await page.locator('[data-testid="quantity-select"]').inputValue().catch(() => '1')) || '1');
    await watch(page, { ack: { kind: 'busy', selector: SELECTORS.add }, count: { kind: 'text', selector: SELECTORS.count, text: String(before + quantity) } });
    await tap(page.locator(SELECTORS.add));
    const seen = await watched(page, 'count');
    run.figures.addToCount = since(seen.tapAt, seen.times.count);
    // The count showing the new number acknowledges the tap too.
    const ack = Math.min(seen.times.ack ?? Infinity, seen.times.count ?? Infinity);
    run.figures.addAck = since(seen.tapAt, Number.isFinite(ack) ? ack : undefined);
    if (seen.tapAt === null) {
      run.notes.push('add: the tap reached no page');
      return;
    }
    const answeredAt = seen.times.count ?? (await page.evaluate(() => performance.now()));
    await page.waitForTimeout(LONG_TASK_TAIL_MS);
    const requests = await requestsOf(page);
    const scripts = scriptsFetched(requests, seen.tapAt, answeredAt);
    run.figures.scriptBytesAfterTap = scripts.bytes;
    run.figures.scriptFilesAfterTap = scripts.files;
    if (scripts.fromCache) run.notes.push(`add: ${scripts.fromCache} script(s) after the tap came from the cache (prefetched)`);
    run.figures.requestWavesAfterTap = requestWaves(
      requests.filter((request) => request.startTime <= answeredAt),
      seen.tapAt,
    );
    const tasks = await page.evaluate(() => (window as unknown as { __bench: BenchRecord }).__bench.longTasks);
    run.figures.longTaskMsAfterTap = longTaskTime(tasks, seen.tapAt, answeredAt + LONG_TASK_TAIL_MS);
    if (seen.times.count === undefined) run.notes.push(`add: the basket count still read '${await countNow(page)}' ${ANSWER_TIMEOUT_MS / 1000} s after the tap`);
    await interactions(page, run);
  } catch (error) {
    run.notes.push(`add: ${firstLine(error)}`);
  } finally {
    await context.close();
  }
}

/** After the first-view mark: two sizes, the menu opened and closed; INP is the slowest of them. */
async function interactions(page: Page, run: FirstTapRun): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, FIRST_VIEW_MARK, { timeout: ANSWER_TIMEOUT_MS, polling: 200 }).catch(() => undefined);
  const mark = await markAt(page);
  if (mark === null) {
    run.notes.push(`INP: no ${FIRST_VIEW_MARK} mark within ${ANSWER_TIMEOUT_MS / 1000} s of the answer`);
    return;
  }
  // The basket popup opens after an add: a tap elsewhere closes it (an interaction too).
  await page.keyboard.press('Escape').catch(() => undefined);
  const taps: Locator[] = [];
  const sizes = await page.locator(SELECTORS.size).count();
  for (let i = 0; i < Math.min(2, sizes); i += 1) taps.push(page.locator(SELECTORS.size).nth(sizes - 1 - i));
  taps.push(page.locator(SELECTORS.menu), page.locator(SELECTORS.menu));
  for (const locator of taps) {
    await locator.tap({ timeout: 5_000 }).catch((error: unknown) => run.notes.push(`INP tap: ${firstLine(error)}`));
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => (window as unknown as { __bench: BenchRecord }).__bench.events);
  run.figures.inp = interactionToNextPaint(events, mark);
}

/** What a timed tap aims at: the control and the state that answers it; a string says why the page offers none. */
type TapAim = { control: Locator; answer: Condition } | string;

/** Round parts 2 and 3: one tap on a page 3 s after it loaded, timed from the tap to its answer (the figure `what`). */
async function timedTap(browser: Browser, screen: MobileScreen, profile: ThrottlingProfile, url: string, run: FirstTapRun, what: 'menu' | 'size', aim: (page: Page) => Promise<TapAim>): Promise<void> {
  const { context, page } = await openPage(browser, screen, profile);
  try {
    await readPage(page, url, what, run);
    const target = await aim(page);
    if (typeof target === 'string') {
      run.notes.push(`${what}: ${target}`);
      return;
    }
    await watch(page, { [what]: target.answer });
    await tap(target.control);
    const seen = await watched(page, what);
    run.figures[what] = since(seen.tapAt, seen.times[what]);
  } catch (error) {
    run.notes.push(`${what}: ${firstLine(error)}`);
  } finally {
    await context.close();
  }
}

/** Round part 2: the phone menu of the list page. */
const phoneMenu = async (page: Page): Promise<TapAim> => ({ control: page.locator(SELECTORS.menu), answer: { kind: 'opens', selector: SELECTORS.menu } });

/** Round part 3: a size of the product page not chosen yet. */
async function sizeChoice(page: Page): Promise<TapAim> {
  const size = await unchosenSize(page);
  if (!size) return 'the product page shows no size to choose';
  return { control: sizeOption(page, size), answer: { kind: 'chosen', selector: `${SELECTORS.size}[data-size="${size}"]` } };
}

/**
 * Round part 4, Slow 3G: a first visit taps a size and "add" as soon as the buttons show, then
 * the bench waits until the basket holds that size (kept), or 60 s, or the page has had no
 * request in flight for 5 s after its load event with the basket still without it (lost).
 */
async function slow3GVisit(browser: Browser, screen: MobileScreen, url: string, run: FirstTapRun): Promise<void> {
  const { context, page } = await openPage(browser, screen, SLOW_3G);
  let inFlight = 0;
  let lastActivity = Date.now();
  const busy = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const idle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', busy);
  page.on('requestfinished', idle);
  page.on('requestfailed', idle);
  let loaded = false;
  page.once('load', () => (loaded = true));
  const started = Date.now();
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    await page.locator(SELECTORS.size).first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    const size = await unchosenSize(page);
    if (!size) throw new Error('the product page shows no size to choose');
    await tap(sizeOption(page, size));
    await tap(page.locator(SELECTORS.add));
    const tappedAfter = Date.now() - started;
    const stored = async () => page.evaluate(() => {
      try {
        return JSON.parse(localStorage.getItem('basket') ?? 'null') as unknown;
      } catch {
        return null;
      }
    });
    let outcome = basketHoldsOnly(await stored(), size);
    while (!outcome.kept && Date.now() - started < SLOW_3G_SETTLE_MS) {
      if (loaded && inFlight === 0 && Date.now() - lastActivity > SLOW_3G_QUIET_MS) break;
      await page.waitForTimeout(500);
      outcome = basketHoldsOnly(await stored(), size);
    }
    const message = (await page.locator(SELECTORS.cartMessage).first().textContent({ timeout: 1_000 }).catch(() => null))?.trim();
    run.slow3GKept = outcome.kept;
    run.slow3GDetail =
      `size ${size} and add tapped ${(tappedAfter / 1000).toFixed(1)} s after the navigation; after ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `the basket held ${outcome.sizes.length ? outcome.sizes.join(', ') : 'nothing'}, count '${await countNow(page)}'${message ? `, message "${message}"` : ''}`;
  } catch (error) {
    run.notes.push(`Slow 3G: ${firstLine(error)}`);
  } finally {
    await context.close();
  }
}

export interface FirstTapTargets {
  origin: string;
  productPage: string;
  listPage: string;
}

/** `runs` rounds of the four measures, one after the other in one Chromium (never two pages at once). */
export async function runFirstTap(targets: FirstTapTargets, runs: number, say: (line: string) => void): Promise<FirstTapResult> {
  const { slow4G, screen } = await loadLighthouseMobile();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking'],
    timeout: PAGE_TIMEOUT_MS,
  });
  const product = `${targets.origin}${targets.productPage}`;
  const list = `${targets.origin}${targets.listPage}`;
  const result: FirstTapResult = {
    profile: describeProfile(slow4G),
    slow3GProfile: describeProfile(SLOW_3G),
    screen: `${screen.width}×${screen.height} @${screen.deviceScaleFactor}, touch, mobile user agent (Lighthouse's mobile screen emulation)`,
    productPage: targets.productPage,
    listPage: targets.listPage,
    runs: [],
  };
  try {
    for (let i = 1; i <= runs; i += 1) {
      const run: FirstTapRun = { figures: emptyFigures(), slow3GKept: null, notes: [] };
      await addToBasket(browser, screen, slow4G, product, run);
      await timedTap(browser, screen, slow4G, list, run, 'menu', phoneMenu);
      await timedTap(browser, screen, slow4G, product, run, 'size', sizeChoice);
      await slow3GVisit(browser, screen, product, run);
      const f = run.figures;
      const show = (value: FirstTapValue, unit = 'ms') => (value === null ? '—' : value === 'never' ? 'never' : `${Math.round(value)} ${unit}`);
      say(
        `first tap ${i}/${runs}: add → count ${show(f.addToCount)} (ack ${show(f.addAck)}, ${show(f.scriptBytesAfterTap, 'B')} script in ${show(f.scriptFilesAfterTap, 'files')}, ` +
          `${show(f.requestWavesAfterTap, 'waves')}, long tasks ${show(f.longTaskMsAfterTap)}), INP ${show(f.inp)}, menu ${show(f.menu)}, size ${show(f.size)}, ` +
          `Slow 3G ${run.slow3GKept === null ? '—' : run.slow3GKept ? 'kept' : 'lost'}${run.notes.length ? ` — ${run.notes.join('; ')}` : ''}`,
      );
      result.runs.push(run);
    }
  } finally {
    await browser.close();
  }
  return result;
}
