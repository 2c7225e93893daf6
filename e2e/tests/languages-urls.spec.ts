/**
 * Issue 17 §1 (storefront §2): every language has its own words in the address bar, a path in
 * another language's words is replaced by the canonical one, and the language switcher keeps the
 * same page or product.
 */
import type { Page } from '@playwright/test';
import { openProduct, slot, waitForBuyBox } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';

const switcher = (page: Page) => page.getByTestId('language-switcher');

/** The product a product page shows, asked of the API by the slug in the address bar. */
async function productIdAt(page: Page): Promise<number> {
  const { pathname } = new URL(page.url());
  const [language, ...segments] = pathname.split('/').filter(Boolean);
  const slug = segments.at(-1) ?? '';
  const res = await page.request.get(`/api/external/product/by-canonical-url?canonicalUrl=${encodeURIComponent(slug)}`, {
    headers: { language: language ?? 'it' },
  });
  expect(res.status(), pathname).toBe(200);
  return ((await res.json()) as { productId: number }).productId;
}

test.describe('issue 17 §1 per-language addresses', () => {
  test('§1 the sheets in Italian, then French from the switcher: /fr/lit/draps with French labels', async ({ page }) => {
    await page.goto('/it/letto/lenzuola');
    await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
    await expect(switcher(page).getByRole('link', { name: /Français/ })).toHaveAttribute('href', '/fr/lit/draps');
    await expect(switcher(page).getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/bed/sheets');
    await switcher(page).getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/lit\/draps$/);
    await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('main [data-boundary="catalogue"] h1')).toHaveText('Draps');
    await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Lit', exact: true })).toHaveAttribute('href', '/fr/lit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // hreflang: each language's own address.
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/bett\/bettlaken$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/it\/letto\/lenzuola$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/lit\/draps$/);
  });

  test('§2 an Italian path under /fr is replaced by the French one (server redirect, query kept)', async ({ page }) => {
    const response = await page.goto('/fr/letto/lenzuola?sort=price');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/fr\/letto\/lenzuola\?sort=price$/);
    await expect(page).toHaveURL(/\/fr\/lit\/draps\?sort=price$/);
    await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
    await expect(page.locator('main [data-boundary="catalogue"] h1')).toHaveText('Draps');
  });

  test('§2 in the browser too: a link to another language\'s path replaces the history entry', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.getByTestId('main-nav')).toBeVisible();
    // A link typed with the Italian path (an old bookmark, a hand-written CMS link), followed in the page.
    await page.evaluate(() => {
      history.pushState(null, '', '/fr/la-nostra-storia');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/fr\/notre-histoire$/);
    await expect(slot(page, 'content', 'ContentPage')).toHaveAttribute('data-state', 'loaded');
    await page.goBack();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('§1 a product in Italian, then German: the same product at its German address', async ({ page }) => {
    await openProduct(page, '/it/letto/lenzuola', 0);
    const italianId = await productIdAt(page);
    await switcher(page).getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/bett\/bettlaken\/[a-z0-9-]+$/);
    await waitForBuyBox(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await productIdAt(page)).toBe(italianId);
    await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Bett', exact: true })).toHaveAttribute('href', '/de/bett');
  });

  test('§1 content and account pages switch to the same page in the other language', async ({ page }) => {
    await page.goto('/it/la-nostra-storia');
    await expect(switcher(page).getByRole('link', { name: /Español/ })).toHaveAttribute('href', '/es/nuestra-historia');
    await switcher(page).getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/our-story$/);
    await expect(slot(page, 'content', 'ContentPage')).toHaveAttribute('data-state', 'loaded');

    await page.goto('/de/magazin/1');
    await expect(switcher(page).getByRole('link', { name: /Italiano/ })).toHaveAttribute('href', '/it/magazine/1');
    await expect(switcher(page).getByRole('link', { name: /Español/ })).toHaveAttribute('href', '/es/revista/1');
  });
});
