/**
 * Issue 30 "the first tap answers at once", in Chromium with the network and the CPU throttled as
 * a shopper's phone: no tap is lost however slow the network, a held tap is acknowledged at once,
 * and a cookie choice made before the page runs is kept across a link.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';
/** Chrome DevTools' "Slow 3G" preset (2,000 ms round trip, 400 kbit/s each way). */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

test.use({ wakeOnGoto: false });

async function throttle(page: Page, network: typeof SLOW_3G, cpu: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

const storedSizes = (page: Page) =>
  page.evaluate(() => {
    const basket = JSON.parse(localStorage.getItem('basket') ?? '{}') as Record<string, { sizes: { size: string; quantity: number }[] }>;
    return Object.values(basket).flatMap((entry) => entry.sizes.map((line) => `${line.size}×${line.quantity}`));
  });

test('§1 §7 on Slow 3G a first visit taps a size and "add" as soon as they show: both are acknowledged at once and the basket has that size', async ({ page }) => {
  test.slow();
  const cdp = await throttle(page, SLOW_3G, 4);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  const free = page.locator('[data-testid="size-option"][aria-pressed="false"]').first();
  await free.waitFor({ state: 'visible', timeout: 60_000 });
  const wanted = await free.getAttribute('data-size');
  await free.click({ noWaitAfter: true });
  const add = page.getByTestId('add-to-cart');
  await add.click({ noWaitAfter: true });
  // The page is still waking: the tap is drawn busy by the loader and said to screen readers.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#trama-wake-status')).not.toHaveText('');
  // However long the code takes to arrive, the add is done with that size (no "unavailable").
  await expect(page.getByTestId('basket-count')).toHaveText('1', { timeout: 90_000 });
  expect(await storedSizes(page)).toEqual([`${wanted}×1`]);
  await expect(page.getByTestId('add-to-cart-message')).not.toContainText('non è al momento disponibile');
  await expect(add).not.toHaveAttribute('data-held', '');
  // The page's own accessibility check (support/test.ts) reads colours: at full speed, once the chosen size's transition ended.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Finite ones only (a spinner never finishes), and one the page cancels (the held ring) is done too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
});

test.describe('§1 a cookie choice tapped before the page runs', () => {
  test.use({ cookieChoice: null });

  test('"Rifiuta" is stored at once, and kept when the visitor follows a link next', async ({ page }) => {
    // The scripts never arrive: only the page loader runs.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/it');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toBeHidden();
    await page.locator('a[href="/it/letto"]').first().click();
    await page.waitForURL('**/it/letto');
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBe('cookieRejected');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });
});

test('§3 a visitor who reads gets the first use prefetched once the page is idle, and nothing runs', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(PRODUCT);
  await expect.poll(() => prefetched.some((path) => /\/remotes\/basket\/.+\/remoteEntry\.js$/.test(path)), { timeout: 15_000 }).toBe(true);
  expect(prefetched.some((path) => /^\/shell-start\./.test(path))).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByName('trama:first-view', 'mark').length)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-woke'))).toBe(false);
});

test('§6 the prefetch answers the first tap first: the header\'s stylesheet and the start-up before what loads after the first view', async ({ page }) => {
  // Slow 4G, as Lighthouse's mobile profile: a few files at a time, one round trip each.
  await throttle(page, { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }, 1);
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`answered ${new URL(request.url()).pathname}`));
  await page.goto(PRODUCT);
  const list = JSON.parse((await page.locator('#trama-scripts').textContent()) ?? '{}') as { prefetch: { scripts: string[]; styles: string[]; later?: string[] } };
  const later = list.prefetch.later ?? [];
  expect(later.length).toBeGreaterThan(0);
  expect(list.prefetch.styles.some((href) => /\/remotes\/basket\/.+\.css$/.test(href))).toBe(true);
  // No remote's own copy of the texts: the shell serves them.
  expect(list.prefetch.scripts.filter((href) => /\/remotes\/.+\/texts-/.test(href))).toEqual([]);
  await expect.poll(() => later.every((href) => events.includes(`asked ${href}`)), { timeout: 40_000 }).toBe(true);
  const firstWave = [...list.prefetch.styles, ...list.prefetch.scripts];
  const firstLater = Math.min(...later.map((href) => events.indexOf(`asked ${href}`)));
  // Every file of the first wave was in the cache before the first of the later ones was asked for.
  for (const href of firstWave) {
    expect(events.indexOf(`answered ${href}`), href).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(`answered ${href}`), href).toBeLessThan(firstLater);
  }
  expect(await page.evaluate(() => performance.getEntriesByName('trama:first-view', 'mark').length)).toBe(0);
});
