import { expect, test, type Locator, type Page, type Response } from '../support/test.ts';
import { headerCount, slot } from '../support/shop.ts';
import basketIt from '../../shared/src/i18n/locales/it/basket.json' with { type: 'json' };
import catalogueIt from '../../shared/src/i18n/locales/it/catalogue.json' with { type: 'json' };

/** The journeys' list page (storefront §2 Product list) and its filter URL form. */
const LIST = '/it/letto/lenzuola';
const SEARCH_API = '/api/external/search';


async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-list-count')).toHaveText(/\d/);
}

/** The price a shopper pays on each card: the first euro amount outside the struck-through old price. */
function cardPrices(page: Page): Promise<number[]> {
  return page.getByTestId('product-card').evaluateAll((cards) =>
    cards.map((card) => {
      const copy = card.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('del').forEach((old) => old.remove());
      const amount = /(\d{1,3}(?:\.\d{3})*,\d{2})/.exec(copy.textContent ?? '')?.[1] ?? 'NaN';
      return Number(amount.replace(/\./g, '').replace(',', '.'));
    }),
  );
}

const isCatalogueCall = (r: Response) => r.request().method() === 'POST' && r.url().includes('/api/external/product/catalogue/menu/');

/** The number in 'N prodotti' (product-list-count); -1 while it is not shown. */
async function listedCount(page: Page): Promise<number> {
  const count = page.getByTestId('product-list-count');
  if (!(await count.isVisible())) return -1;
  const digits = /(\d[\d.]*)/.exec((await count.textContent()) ?? '')?.[1];
  return digits ? Number(digits.replace(/\./g, '')) : -1;
}

const nonDecreasing = (values: number[]) => values.length > 1 && values.every((v, i) => i === 0 || v >= values[i - 1]!);

/** The product page's own heart, not the hearts of the recommended products' cards. */
const productHeart = (page: Page): Locator =>
  slot(page, 'catalogue', 'ProductPage').locator('[data-testid="wishlist-heart"]:not([data-testid="product-card"] *)').first();

/** Picks a size that is not chosen yet (clicking the chosen one deselects it, §4) and leaves it chosen. */
async function chooseSize(page: Page): Promise<void> {
  await expect(page.getByTestId('size-option').first()).toBeVisible();
  const other = page.locator('[data-testid="size-option"][aria-pressed="false"]');
  const wanted = await ((await other.count()) > 0 ? other : page.getByTestId('size-option')).first().getAttribute('data-size');
  const size = page.locator(`[data-testid="size-option"][data-size="${wanted}"]`);
  if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
}

test('list → colour filter → back → sort by price → infinite scroll → product → add to cart', async ({ page }) => {
  test.setTimeout(120_000);
  await openList(page);
  const unfiltered = await listedCount(page);

  // §2 a filter is written into the path (/filtres/color/<value>) and narrows the list.
  const colour = page.locator('[data-testid="filter-option"][data-filter="COLOR"]').first();
  const value = await colour.getAttribute('data-value');
  const filtered = page.waitForResponse((r) => isCatalogueCall(r) && (r.request().postData() ?? '').includes('"COLOR"'));
  await colour.click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/filtres/color/${value}$`));
  const answer = (await (await filtered).json()) as { products: { totalElements: number } };
  expect(answer.products.totalElements).toBeLessThan(unfiltered);
  await expect.poll(() => listedCount(page)).toBe(answer.products.totalElements);
  await expect(page.locator(`[data-testid="filter-option"][data-filter="COLOR"][data-value="${value}"]`)).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect.poll(() => listedCount(page)).toBe(unfiltered);

  // §4 sorting by ascending price asks the API again and shows the cheapest first.
  const sorted = page.waitForResponse((r) => isCatalogueCall(r) && new URL(r.url()).searchParams.get('sort') === 'price,asc');
  await page.getByTestId('sort-select').selectOption('price,asc');
  expect((await sorted).ok()).toBe(true);
  await expect.poll(async () => nonDecreasing(await cardPrices(page))).toBe(true);

  // §4 pages accumulate: scrolling to the end of the list loads the next page, still in price order.
  const firstPage = await page.getByTestId('product-card').count();
  expect(unfiltered).toBeGreaterThan(firstPage);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(firstPage);
  expect(nonDecreasing(await cardPrices(page))).toBe(true);

  // Open a product from the list.
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/[^/]+$`));
  await expect(slot(page, 'catalogue', 'ProductPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // §4 another colour is another product: its own URL, sizes preselected again.
  const otherColour = page.locator('[data-testid="color-option"]:not([aria-current="true"])').first();
  if ((await page.getByTestId('color-option').count()) > 1) {
    const before = page.url();
    await otherColour.click();
    await expect(page).not.toHaveURL(before);
    await expect(page.locator('[data-testid="color-option"][aria-current="true"]')).toHaveCount(1);
  } else {
    test.info().annotations.push({ type: 'note', description: `${name} comes in one colour only` });
  }

  await chooseSize(page);
  await page.getByTestId('quantity-select').selectOption('1');
  await expect(slot(page, 'basket', 'BasketHeader')).toHaveAttribute('data-state', 'loaded');
  const piecesBefore = await headerCount(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-message')).toHaveText(basketIt.addToCart['1']);
  await expect.poll(() => headerCount(page)).toBeGreaterThan(piecesBefore);
});

test('header search: suggestions while typing, Enter shows the results, a typo still finds products', async ({ page }) => {
  await page.goto('/it');
  await expect(slot(page, 'catalogue', 'SearchBox')).toHaveAttribute('data-state', 'loaded');
  const input = page.getByTestId('search-input');

  await input.fill('lenz');
  await expect(page.getByTestId('search-suggestions')).toBeVisible();
  const suggestions = await page.getByTestId('search-suggestion').count();
  expect(suggestions).toBeGreaterThan(0);
  expect(suggestions).toBeLessThanOrEqual(4); // §9 header suggestion size 4

  await input.press('Enter');
  await expect(page).toHaveURL(/\/it\/search\?criteria=lenz$/);
  await expect(slot(page, 'catalogue', 'SearchPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible();

  await input.fill('lenzuola cottone');
  await input.press('Enter');
  await expect(page).toHaveURL(/criteria=lenzuola(%20|\+)cottone$/);
  await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible();
});

test('empty search criteria never send a search request (§5)', async ({ page }) => {
  const criteriaSent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SEARCH_API) criteriaSent.push(url.searchParams.get('criteria') ?? '');
  });

  // The results page with nothing to look for asks the shopper to write something.
  await page.goto('/it/search?criteria=');
  await expect(slot(page, 'catalogue', 'SearchPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByText(catalogueIt.searching['1'])).toBeVisible();

  // Blanks in the header box: no suggestions, and Enter goes nowhere.
  const emptySearchPage = page.url();
  const input = page.getByTestId('search-input');
  await input.fill('   ');
  await input.press('Enter');

  // A real word afterwards does ask (same debounce): once its request is seen, a request for
  // the blanks would have been seen too.
  const lino = page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_API && new URL(r.url()).searchParams.get('criteria') === 'lino');
  await input.fill('lino');
  await lino;
  expect(criteriaSent.filter((criteria) => criteria.trim() === '')).toEqual([]);
  expect(criteriaSent).toContain('lino');
  expect(page.url()).toBe(emptySearchPage);
  await expect(page.getByTestId('search-results')).toHaveCount(0);
});

test('wishlist: a heart on a product page survives a reload, is listed, and can be removed', async ({ page }) => {
  await openList(page);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(slot(page, 'catalogue', 'ProductPage')).toHaveAttribute('data-state', 'loaded');
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0);

  const heart = productHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-count').locator('[aria-hidden="true"]')).toHaveText('1');

  // §2 the wishlist lives in browser storage: a reload keeps it.
  await page.reload();
  await expect(slot(page, 'catalogue', 'ProductPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('wishlist-count').locator('[aria-hidden="true"]')).toHaveText('1');
  await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('wishlist-link').click();
  await expect(slot(page, 'catalogue', 'Wishlist')).toHaveAttribute('data-state', 'loaded');
  const list = page.getByTestId('wishlist-list');
  await expect(list.getByRole('link', { name })).toBeVisible();

  await list.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByText(catalogueIt.wishlist.empty)).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
});
