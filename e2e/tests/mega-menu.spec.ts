/**
 * Issue 31 §4, storefront §2 menu keys "collezioni (collections mega-menu layout)": the seeded
 * collections open as a mega-menu — a column per collection with its entries and its photo — by
 * hover and by keyboard on a desktop, and as a plain submenu in the phone menu; every entry leads
 * to a list with products.
 */
import { expect, test, type Page } from '../support/test.ts';

const nav = (page: Page) => page.getByTestId('main-nav');
const collections = (page: Page) => nav(page).getByRole('link', { name: 'Collezioni', exact: true });
const panel = (page: Page) => nav(page).getByTestId('mega-menu');

async function expectListWithProducts(page: Page, path: RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('main [data-boundary="catalogue"] h1')).toHaveText(title);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
}

test.describe('[31.4] storefront §2 menu key collezioni: the collections mega-menu', () => {
  test('[31.4] §2 desktop: hover opens a column per collection with its entries and photo; an entry leads to a list with products', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/it');
    await expect(panel(page)).toBeHidden();
    await collections(page).hover();
    await expect(panel(page)).toBeVisible();
    const columns = panel(page).locator('.sh-mega__column');
    await expect(columns).toHaveCount(3);
    await expect(columns.locator('.sh-mega__title')).toHaveText(['Notte', 'Benessere', 'Idee regalo']);
    const night = columns.first();
    await expect(night.locator('.sh-mega__links a')).toHaveText(['Lenzuola', 'Cuscini', 'Pigiami']);
    await expect(night.locator('.sh-mega__links a').first()).toHaveAttribute('href', '/it/collezioni/notte/lenzuola');
    // Each column's photo is drawn (a real image, not a broken one).
    for (const photo of await columns.locator('img.sh-mega__photo').all()) {
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    // The open panel stays inside the window: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await night.getByRole('link', { name: 'Lenzuola', exact: true }).click();
    await expectListWithProducts(page, /\/it\/collezioni\/notte\/lenzuola$/, 'Lenzuola');
  });

  test('[31.4] §2 desktop: the keyboard opens it too, and the heading and "Collezioni" lead to lists with products', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/it/letto');
    await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
    await expect(panel(page)).toBeHidden();
    // The keyboard's focus on the entry opens its panel (focus-within), and it stays open on the way in.
    await collections(page).focus();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Notte');
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expectListWithProducts(page, /\/it\/collezioni\/notte$/, 'Notte');

    await collections(page).click();
    await expectListWithProducts(page, /\/it\/collezioni$/, 'Collezioni');
  });

  test('[31.4] §2 phone width: the entry opens in the phone menu and its entries lead to a list with products', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/it');
    await expect(collections(page)).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(collections(page)).toBeVisible();
    const item = nav(page).locator('.sh-nav__item', { has: page.getByRole('link', { name: 'Collezioni', exact: true }) });
    await item.getByTestId('submenu-toggle').click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).locator('.sh-mega__title')).toHaveText(['Notte', 'Benessere', 'Idee regalo']);
    const gifts = panel(page).locator('.sh-mega__column').nth(2);
    await gifts.getByRole('link', { name: 'Collane', exact: true }).click();
    await expectListWithProducts(page, /\/it\/collezioni\/regali\/collane$/, 'Collane');
  });
});
