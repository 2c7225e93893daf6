/**
 * Issue 17 §5 and §6: empty states lead somewhere (empty basket, empty wishlist, a search that
 * finds nothing: categories and best sellers that open a product), and the phone layout (header
 * with its banner strip at most 120 px on a 390 × 844 screen, two products per row, nothing moves
 * while the page hydrates).
 */
import { expect, test, type Page } from '../support/test.ts';
import { saveScreenshot } from '../support/artefacts.ts';
import { DEMO, addPreselected, expectSignedIn, openOrderPage, openProduct, signIn, slot } from '../support/shop.ts';
import catalogueIt from '../../shared/src/i18n/locales/it/catalogue.json' with { type: 'json' };
import basketIt from '../../shared/src/i18n/locales/it/basket.json' with { type: 'json' };

/** The Italian main categories the menu has (top-level MENU and CATALOGUE entries). */
const CATEGORIES = ['Letto', 'Bagno', 'Gioielli'];
const PHONE = { width: 390, height: 844 };

/** The empty state links to the main categories (with their Italian paths) and shows best sellers; one opens its product. */
async function expectCategoriesAndBestSellers(page: Page, root: ReturnType<Page['getByTestId']>, categoriesLabel: string) {
  const categories = root.getByRole('navigation', { name: categoriesLabel });
  for (const name of CATEGORIES) {
    await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^/it/${name.toLowerCase()}$`));
  }
  const bestSellers = root.getByTestId('best-sellers');
  await expect(bestSellers.getByRole('heading', { name: catalogueIt.bestSellers.title })).toBeVisible();
  const cards = bestSellers.getByTestId('product-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  expect(await cards.count()).toBeLessThanOrEqual(8);
  const name = ((await cards.first().locator('.cat-card__name').textContent()) ?? '').trim();
  await cards.first().getByRole('link').first().click();
  await expect(slot(page, 'catalogue', 'ProductPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('issue 17 §5 the empty basket offers the categories and the best sellers, which open a product', async ({ page }, testInfo) => {
  await openOrderPage(page);
  const empty = page.getByTestId('empty-basket');
  await expect(empty.getByRole('heading', { name: basketIt.order.empty })).toBeVisible();
  await expect(empty.getByText(basketIt.emptyBasket.text)).toBeVisible();
  await expect(empty.getByTestId('best-sellers').getByTestId('product-card').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'empty-basket');

  // The header popup of an empty basket leads on too: categories and a few best sellers in rows.
  await page.getByTestId('basket-popup-toggle').click();
  const popup = page.getByTestId('basket-popup');
  await expect(popup.getByRole('link', { name: 'Letto', exact: true })).toBeVisible();
  await expect(popup.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(3);
  await page.getByTestId('basket-popup-toggle').click();

  await expectCategoriesAndBestSellers(page, empty, basketIt.emptyBasket.categories);
});

test('issue 17 §5 the empty wishlist offers the categories and the best sellers, which open a product', async ({ page }, testInfo) => {
  await page.goto('/it');
  await page.getByTestId('wishlist-link').click();
  await expect(slot(page, 'catalogue', 'Wishlist')).toHaveAttribute('data-state', 'loaded');
  const empty = page.getByTestId('wishlist-empty');
  await expect(empty.getByRole('heading', { name: catalogueIt.wishlist.empty })).toBeVisible();
  await expect(empty.getByTestId('best-sellers').getByTestId('product-card').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'empty-wishlist');
  await expectCategoriesAndBestSellers(page, empty, catalogueIt.emptyState.categories);
});

test('issue 17 §5 a search that finds nothing suggests a phrase the catalogue knows, the categories and the best sellers', async ({ page }, testInfo) => {
  await page.goto('/it/search?criteria=lenzulo%20zebra');
  await expect(slot(page, 'catalogue', 'SearchPage')).toHaveAttribute('data-state', 'loaded');
  const empty = page.getByTestId('search-no-results');
  await expect(empty.getByRole('heading', { level: 2, name: /lenzulo zebra/ })).toBeVisible();
  // 'zebra' is nowhere in the catalogue; 'lenzulo' alone finds sheets, offered with its spelling corrected.
  const phrase = empty.getByTestId('search-phrase-suggestions').getByRole('link', { name: 'lenzuolo', exact: true });
  await expect(phrase).toHaveAttribute('href', '/it/search?criteria=lenzuolo');
  await expect(empty.getByTestId('best-sellers').getByTestId('product-card').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-no-results');

  await phrase.click();
  await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible();
  await page.goBack();
  await expectCategoriesAndBestSellers(page, page.getByTestId('search-no-results'), catalogueIt.emptyState.categories);
});

test.describe('on a 390 × 844 phone (issue 17 §6)', () => {
  test.use({ viewport: PHONE });

  test('issue 17 §6 the header, banner strip included, ends within 120 px; the menu and the search open from it', async ({ page }, testInfo) => {
    await page.goto('/it');
    const bottom = await page.getByTestId('site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(120);
    expect(await page.getByTestId('banner-strip').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(36);
    for (const id of ['search-toggle', 'header-signin', 'wishlist-link', 'menu-toggle']) await expect(page.getByTestId(id)).toBeVisible();
    await saveScreenshot(page, testInfo, 'phone-header');

    await page.getByTestId('search-toggle').click();
    await expect(page.getByTestId('search-input')).toBeFocused();
    await page.getByTestId('search-toggle').click();
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    await page.getByTestId('main-nav').getByRole('link', { name: 'Bagno', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/bagno$/);
    await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Letto', exact: true })).toBeHidden();
  });

  test('issue 17 §6 signed in with a basket, the header still fits: within 120 px and never wider than the screen', async ({ page }) => {
    await openProduct(page, '/it/letto/lenzuola', 0);
    await addPreselected(page, 1);
    await signIn(page, DEMO.email, DEMO.password);
    await expectSignedIn(page);
    const box = await page.getByTestId('site-header').evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, right: el.getBoundingClientRect().right }));
    expect(box.bottom).toBeLessThanOrEqual(120);
    // The signed-in name once pushed the basket icon to 447 px: the page scrolled sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(slot(page, 'basket', 'BasketHeader')).toBeInViewport({ ratio: 1 });
  });

  test('issue 17 §6 a list shows exactly two cards per row, without sideways scroll or layout shift', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      (globalThis as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (globalThis as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/it/letto/lenzuola');
    await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(3)).toBeVisible();
    const boxes = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(4);
    const [a, b, c, d] = boxes as [DOMRect, DOMRect, DOMRect, DOMRect];
    expect(Math.round(a.top)).toBe(Math.round(b.top));
    expect(b.left).toBeGreaterThan(a.right - 1);
    expect(c.top).toBeGreaterThanOrEqual(a.bottom);
    expect(Math.round(c.left)).toBe(Math.round(a.left));
    expect(Math.round(d.top)).toBe(Math.round(c.top));
    expect(b.right).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
    await saveScreenshot(page, testInfo, 'phone-list');
  });
});
