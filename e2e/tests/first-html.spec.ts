/**
 * Issue 30 §5 in Chromium: nothing waits for a touch to show what the page is for. A page opened
 * from its address shows its content before any script of ours has run (docs/rendering.md "Wake
 * on use"), and hydrates cleanly at the first use (the support fails a journey on any hydration
 * warning).
 */
import type { Page } from '@playwright/test';
import { hydrated, recordScripts } from '../support/page-scripts.ts';
import { expect, test } from '../support/test.ts';

// The journeys' `goto` normally moves the pointer and waits for hydration; here the visitor only reads.
test.use({ wakeOnGoto: false });

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
  await expect(page.locator('main .ui-spinner')).toHaveCount(0);
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

test('[30.5] the home shows its promotion strip and its recommended slider with no use, and hydrates both at the first use', async ({ page }) => {
  const scripts = recordScripts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/recommended-products|\/label-languages/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/it');
  await expect(page.getByTestId('banner-text')).toHaveText('Spedizione gratuita sopra 79 €');
  const recommended = page.getByTestId('recommended-products');
  await expect(recommended.getByRole('heading', { name: 'Potrebbe piacerti anche' })).toBeAttached();
  const cards = recommended.getByTestId('product-card');
  expect(await cards.count()).toBeGreaterThan(1);
  // Laid out by the inlined stylesheet before Swiper starts: a row of cards, not one per screen
  // (no scroll here: a scroll is a use, and would wake the page).
  const first = await cards.first().boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second && first.width > 100 && first.width < 500 && second.x > first.x && Math.abs(second.y - first.y) < 2).toBe(true);
  await page.waitForTimeout(1_000);
  expect(scripts).toEqual([]);

  await use(page);
  // Hydrated without a warning (the support checks): the strip rotates (storefront §9: every 4 s)
  // and the slider starts (Swiper) on the server's cards, which stay the only ones.
  await expect(page.getByTestId('banner-text')).not.toHaveText('Spedizione gratuita sopra 79 €', { timeout: 10_000 });
  await expect(recommended.locator('.swiper-initialized')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('recommended-products')).toHaveCount(1);
  // Their data came with the page: nothing asked again (a shopper who rejected cookies, no history to add).
  expect(asked).toEqual([]);
});
