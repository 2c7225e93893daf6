/**
 * Storefront §2 Page metadata in Chromium (issue 16 point 4): a page's own <head> (title,
 * description, Open Graph, structured data) is there in the first HTML and stays after hydration,
 * and an in-browser navigation brings the next page's own head, not the route's generic one.
 */
import type { Page } from '@playwright/test';
import { slot, waitForBuyBox } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';

const LIST = '/it/letto/lenzuola';

/** The @type of every JSON-LD document in <head>, and how many the whole document holds. */
const structuredData = (page: Page) =>
  page.evaluate(() => {
    const inHead = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? 'null') as { '@type': string });
    return { types: inHead.map((d) => d['@type']), total: document.querySelectorAll('script[type="application/ld+json"]').length };
  });
const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

test('§2 a list keeps its own head after hydration; a product opened in the browser brings its own, and going back restores the list\'s', async ({ page }) => {
  await page.goto(LIST);
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  await expect(page).toHaveTitle('Lenzuola – Letto | Trama');
  expect((await structuredData(page)).types).toEqual(['Organization', 'BreadcrumbList', 'ItemList']);

  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await waitForBuyBox(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  await expect(page).toHaveTitle(`${name} | Trama`);
  expect(await meta(page, 'og:type')).toBe('product');
  expect(await meta(page, 'og:image')).toMatch(/^http:\/\/[^/]+\/media\/products\//);
  expect(await meta(page, 'og:url')).toBe(new URL(page.url()).href.replace(/[?#].*$/, ''));
  // Issue 29 §20: a product in sizes is a ProductGroup (a Product per size).
  await expect.poll(async () => (await structuredData(page)).types).toEqual(['Organization', 'ProductGroup', 'BreadcrumbList']);
  // Once, in <head>: not a second copy in the page body.
  expect((await structuredData(page)).total).toBe(3);

  await page.goBack();
  await expect(page).toHaveTitle('Lenzuola – Letto | Trama');
  await expect.poll(async () => (await structuredData(page)).types).toEqual(['Organization', 'BreadcrumbList', 'ItemList']);
  expect(await meta(page, 'og:type')).toBe('website');
});

test('§2 a magazine post opened from the magazine is a NewsArticle with its own title and description', async ({ page }) => {
  await page.goto('/it/magazine');
  await expect(slot(page, 'content', 'MagazinePage')).toHaveAttribute('data-state', 'loaded');
  await page.locator('.cnt-magazine__tile a').first().click();
  await expect(page).toHaveURL(/\/it\/magazine\/\d+$/);
  const title = (await page.locator('h1.cnt-post__title').textContent())?.trim();
  await expect(page).toHaveTitle(`${title} | Trama`);
  expect(await meta(page, 'og:type')).toBe('article');
  expect(await meta(page, 'description')).toBe((await page.locator('.cnt-post__subtitle').textContent())?.trim());
  await expect.poll(async () => (await structuredData(page)).types).toContain('NewsArticle');
});

/** The head's address links and the language switcher's targets, as the browser has them now. */
const addressLinks = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: document.head.querySelectorAll('link[rel="alternate"][hreflang]').length,
    ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    switcher: Array.from(document.querySelectorAll('[data-testid="language-switcher"] a')).map((a) => a.getAttribute('href')),
  }));

const HOMES = ['/it', '/en', '/fr', '/de', '/es'];

for (const url of ['/it/letto/lenzuola/prodotto-che-non-esiste-99999', '/it/letto/lenzuola/filtres/colour/anthracite', '/it/letto/lenzuola/slug_che_l_api_rifiuta']) {
  test(`[29.8][29.19] ${url} is a 404 that hydrates as one: no canonical, no alternates, the switcher leads to each home`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/non trovat/);
    // After hydration and the page's own head in the browser: still nobody's address.
    await expect.poll(() => addressLinks(page)).toEqual({ canonical: null, alternates: 0, ogUrl: null, switcher: HOMES });

    // Leaving it for a real page brings the addresses back; coming back takes them out again.
    await page.getByTestId('language-switcher').getByRole('link', { name: /EN/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(async () => (await addressLinks(page)).alternates).toBe(6);
    expect((await addressLinks(page)).canonical).toMatch(/\/en$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/non trovat/);
    await expect.poll(() => addressLinks(page)).toEqual({ canonical: null, alternates: 0, ogUrl: null, switcher: HOMES });
  });
}
