import { expect, test, type Page } from '../support/test.ts';
import { restoreOwnerFiles } from '../support/owner-files.ts';

test.afterEach(restoreOwnerFiles);

const slot = (page: Page, remote: string, parcel: string) => page.getByTestId(`slot-${remote}-${parcel}`);

test('the home shows the menu and the footer from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/it$/);
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByRole('link', { name: 'Letto' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bagno' })).toBeVisible();
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: /contatti/i }).first()).toBeVisible();
  await expect(slot(page, 'content', 'HomePage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('[data-boundary="content"]').first()).toBeVisible();
});

test('a menu link changes the URL and mounts the remote that owns the page', async ({ page }) => {
  await page.goto('/it');
  await page.getByTestId('main-nav').getByRole('link', { name: 'Letto' }).click();
  await expect(page).toHaveURL(/\/it\/letto$/);
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  await expect(page.locator('main [data-boundary="catalogue"] h1')).toHaveText('Letto');
});

test('the English prefix shows English labels', async ({ page }) => {
  await page.goto('/en/bed');
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Bed' })).toBeVisible();
});

test('an unknown path shows the 404 page inside the shop', async ({ page }) => {
  await page.goto('/it/questa-pagina-non-esiste');
  await expect(slot(page, 'content', 'NotFound')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('main-nav')).toBeVisible();
});

test('each page carries its title, description and canonical link (§2 page metadata)', async ({ page }) => {
  await page.goto('/it/letto/');
  await expect(page).toHaveURL(/\/it\/letto$/);
  await expect(page).toHaveTitle(/Letto/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/letto$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('the language switcher keeps the page and swaps the language (issue 17 §1: in its own words)', async ({ page }) => {
  await page.goto('/it/bagno');
  await page.getByTestId('language-switcher').getByRole('link', { name: /EN/ }).click();
  await expect(page).toHaveURL(/\/en\/bath$/);
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Bath' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
