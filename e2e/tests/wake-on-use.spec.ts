/**
 * Issue 13 §5 "a lean first load" in Chromium (docs/rendering.md "Wake on use"): a first-time
 * visitor who only reads loads none of the shop's JavaScript; the first use loads it, and what
 * they tapped meanwhile is done once the page is hydrated; a returning shopper's personal parts
 * fill in at once.
 */
import { hydrated, recordScripts } from '../support/page-scripts.ts';
import { expect, test } from '../support/test.ts';
import basketIt from '../../shared/src/i18n/locales/it/basket.json' with { type: 'json' };

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';

// The journeys' `goto` normally moves the pointer and waits for hydration; here the visitor only reads.
test.use({ wakeOnGoto: false });

test('a visitor who only reads loads no script; the page is complete (name, price, photo, header, footer)', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: 'Lenzuolo in lino lavato Sabbia' })).toBeVisible();
  await expect(page.locator('.cat-price__now').first()).toHaveText(/\d+,\d\d\s€/);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(scripts).toEqual([]);
  expect(await hydrated(page)).toBe(false);
  // Nothing spins in the header while nothing is loading.
  await expect(page.locator('.sh-slot__busy').first()).toBeHidden();
});

test('a quantity chosen and "add to basket" tapped before the scripts arrive are both done once they have', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(PRODUCT);
  await page.getByTestId('quantity-select').selectOption('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-message')).toHaveText(basketIt.addToCart['1'], { timeout: 20_000 });
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  expect(scripts.length).toBeGreaterThan(0);

  // A returning shopper with a basket: the count fills in at once, no use needed.
  scripts.length = 0;
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('2', { timeout: 20_000 });
  expect(scripts.length).toBeGreaterThan(0);
});

test('a size and "add to basket" tapped one after the other before the scripts arrive: that size is added', async ({ page }) => {
  await page.goto(PRODUCT);
  // A size not chosen in the server HTML (tapping the chosen one would deselect it, storefront §4).
  const wanted = await page.locator('[data-testid="size-option"][aria-pressed="false"]').first().getAttribute('data-size');
  expect(wanted).toBeTruthy();
  await page.locator(`[data-testid="size-option"][data-size="${wanted}"]`).click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-message')).toHaveText(basketIt.addToCart['1'], { timeout: 20_000 });
  await expect(page.locator(`[data-testid="size-option"][data-size="${wanted}"]`)).toHaveAttribute('aria-pressed', 'true');
  // The stored basket (keyed by product, storefront §3) holds that size and no other.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}') as Record<string, { sizes: { size: string }[] }>);
  expect(Object.values(stored).flatMap((entry) => entry.sizes.map((line) => line.size))).toEqual([wanted]);
});

test.describe('storefront §4 first visit: the cookie banner is in the page before any script', () => {
  test.use({ cookieChoice: null });

  test('it shows without JavaScript of ours having run, and a choice tapped at once is kept', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/it');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    expect(scripts).toEqual([]);
    await banner.getByRole('button', { name: 'Accetta' }).click();
    await expect(banner).toBeHidden({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBe('cookieApproval');
  });
});

test('a link followed before the scripts arrive is the browser\'s: the next page is server rendered', async ({ page }) => {
  await page.goto(PRODUCT);
  await page.getByTestId('site-logo').click();
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
});
