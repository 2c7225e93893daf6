/**
 * Issue 30 §5 in Chromium: nothing waits for a touch to show what the page is for. A page opened
 * from its address shows its content before any script of ours has run (docs/rendering.md "Wake
 * on use"), and hydrates cleanly at the first use (the support fails a journey on any hydration
 * warning).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// The journeys' `goto` normally moves the pointer and waits for hydration; here the visitor only reads.
test.use({ wakeOnGoto: false });

/** Every script the page requests, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('trama:first-view', 'mark').length > 0);

/** The first use: a pointer move, as a shopper's hand does; then the page hydrates. */
async function use(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => performance.getEntriesByName('trama:first-view', 'mark').length > 0, undefined, { timeout: 20_000 });
}

test('[30.5] the personal-shopper page opened from its address shows its days and form with no use, and hydrates at the first use', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/it/personal-shopper?storeId=101');
  const days = page.getByTestId('shopper-days').locator('.sto-strip__choice');
  await expect(days).toHaveCount(15);
  await expect(days.first()).toBeVisible();
  await expect(page.getByTestId('shopper-times')).toBeVisible();
  const form = page.getByTestId('shopper-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Nome e cognome')).toBeVisible();
  await expect(page.locator('main .sto-spinner')).toHaveCount(0);
  // The visitor reads a while: still no script, the page is the server's.
  await page.waitForTimeout(1_500);
  expect(scripts).toEqual([]);
  expect(await hydrated(page)).toBe(false);

  // A later use wakes the page: it hydrates (no warning) and the days and times answer.
  await use(page);
  expect(scripts.length).toBeGreaterThan(0);
  const day = page.getByTestId('shopper-days').locator('.sto-strip__choice:enabled').first();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shopper-times').locator('.sto-strip__choice:enabled').first()).toBeVisible({ timeout: 15_000 });
});

test('[30.5] the home shows its promotion strip with no use, and hydrates it at the first use', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/it');
  await expect(page.getByTestId('banner-text')).toHaveText('Spedizione gratuita sopra 79 €');
  await page.waitForTimeout(1_000);
  expect(scripts).toEqual([]);
  await use(page);
  // Hydrated without a warning (the support checks), and it rotates (storefront §9: every 4 s).
  await expect(page.getByTestId('banner-text')).not.toHaveText('Spedizione gratuita sopra 79 €', { timeout: 10_000 });
});
