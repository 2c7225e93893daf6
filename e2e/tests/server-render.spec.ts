/**
 * Issue 13 in Chromium: the first HTML carries the page; the browser hydrates it without asking
 * for the data again; without JavaScript the public pages read and their links work.
 */
import { test as plain } from '@playwright/test';
import { addPreselected } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import basketIt from '../../shared/src/i18n/locales/it/basket.json' with { type: 'json' };

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';

test('§4 a server-rendered product page hydrates: no second fetch of the product, the buy box works', async ({ page }) => {
  const apiCalls: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  });
  await page.goto(PRODUCT);
  const slot = page.getByTestId('slot-catalogue-ProductPage');
  await expect(slot).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByRole('heading', { level: 1, name: 'Lenzuolo in lino lavato Sabbia' })).toBeVisible();
  // The product and the menu came with the page (embedded once): the browser does not ask again.
  expect(apiCalls.filter((path) => /\/api\/external\/(product\/(get-by|by-)|menu$)/.test(path))).toEqual([]);
  // The shell's and the catalogue's stylesheets came inlined: neither is fetched (and parsed) again.
  expect(stylesheets.filter((path) => /^\/shell-styles\.|^\/remotes\/catalogue\//.test(path))).toEqual([]);
  // Hydrated, not a dead picture of the page: choosing a size and adding to the basket work.
  expect(await addPreselected(page, 1)).toBe(basketIt.addToCart['1']);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

// Playwright's own test here: the journeys' accessibility scan runs axe, which needs JavaScript.
plain.describe('§4 without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the product page reads fully and the header links work', async ({ page }) => {
    const response = await page.goto(PRODUCT);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Lenzuolo in lino lavato Sabbia' })).toBeVisible();
    await expect(page.locator('.cat-product__price')).toContainText('€');
    await expect(page.locator('.cat-product__description')).not.toBeEmpty();
    await expect(page.locator('img.cat-product__photo').first()).toBeVisible();
    // A real link: following it loads the list, rendered by the server too.
    await page.getByTestId('main-nav').getByRole('link', { name: 'Letto', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/letto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Letto' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  plain('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/it/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
