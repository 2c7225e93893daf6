/**
 * Issue 16 point 3, in Chromium on the composed site: every editorial page is reached by a click
 * from the home (its footer or its CMS grid) and shows its content; the sitemap lists the menu's
 * categories and pages; the magazine shows its favourites; the product page opens the size guide
 * as a side panel that Escape closes; and the pages read fully without JavaScript.
 */
import { expect, test as plain, type Page } from '@playwright/test';
import { openProduct, slot } from '../support/shop.ts';
import { test } from '../support/test.ts';

/** The cookie banner (storefront §4) is another journey's: a decided visitor sees none. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('access', 'cookieApproval'));
});

const footer = (page: Page) => page.getByTestId('site-footer');
const title = (page: Page) => page.locator('main#main h1');

async function fromHome(page: Page, link: (page: Page) => ReturnType<Page['getByRole']>, path: string): Promise<void> {
  await page.goto('/it');
  await link(page).click();
  await expect(page).toHaveURL(new RegExp(`/it${path}$`));
}

test.describe('editorial pages reached from the home (storefront §2 Other pages)', () => {
  test('§2 brand history from the footer: cover, text and three columns, then the timeline from its link', async ({ page }) => {
    await fromHome(page, (p) => footer(p).getByRole('link', { name: 'La nostra storia' }), '/la-nostra-storia');
    await expect(title(page)).toHaveText('La nostra storia');
    await expect(page.locator('.cnt-page__cover img')).toHaveAttribute('src', /storia-cover\.svg$/);
    await expect(page.getByText('Trama nasce a Biella nel 1962')).toBeVisible();
    await expect(page.locator('.cnt-page__section--columns').first().getByRole('heading')).toHaveText(['Filati scelti', 'Tessitura lenta', 'Finiture a mano']);

    await page.getByRole('link', { name: 'Sfoglia la nostra timeline' }).click();
    await expect(page).toHaveURL(/\/it\/timeline$/);
    await expect(title(page)).toHaveText('La nostra timeline');
    // §2 timeline: items by section, each a text and photo pair.
    await expect(page.locator('main .cnt-page__section--columns')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: '1962' })).toBeVisible();
  });

  test('§2 gold and silver from the footer: the cover of CMS grid 34, then 4 gold and 4 silver products', async ({ page }) => {
    await fromHome(page, (p) => footer(p).getByRole('link', { name: 'Oro e argento' }), '/oro-e-argento');
    await expect(title(page)).toHaveText('Oro e argento');
    const cover = page.getByTestId('gold-silver-cover');
    await expect(cover.locator('img')).toHaveAttribute('src', '/media/editorial/oro-argento-cover.svg');
    await expect(cover).toContainText('Due metalli, una sola mano');
    const blocks = page.getByTestId('gold-silver-block');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0).getByRole('heading', { level: 2 })).toHaveText('Oro');
    await expect(blocks.nth(1).getByRole('heading', { level: 2 })).toHaveText('Argento');
    for (const i of [0, 1]) {
      const cards = await blocks.nth(i).getByTestId('product-card').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(4);
    }
  });

  test('account §2 catalogues (a carousel: more than 2) and the professional space, from the footer', async ({ page }) => {
    await fromHome(page, (p) => footer(p).getByRole('link', { name: 'Cataloghi' }), '/cataloghi');
    await expect(title(page)).toHaveText('Cataloghi');
    await expect(page.getByTestId('catalogue-carousel')).toBeVisible();
    await expect(page.getByTestId('catalogue')).toHaveCount(4);

    await footer(page).getByRole('link', { name: 'Spazio professionisti' }).click();
    await expect(page).toHaveURL(/\/it\/spazio-professionisti$/);
    await expect(title(page)).toHaveText('Spazio professionisti');
    await expect(page.getByRole('heading', { name: 'Per hotel, ristoranti e architetti' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Come lavoriamo' })).toBeVisible();
  });

  test('§2 savoir-faire, the magazine and the new treasures from the home\'s CMS grid', async ({ page }) => {
    await fromHome(page, (p) => p.locator('main').getByRole('link', { name: 'Il nostro savoir-faire' }), '/il-nostro-savoir-faire');
    await expect(title(page)).toHaveText('Il nostro savoir-faire');
    await expect(page.getByRole('heading', { name: 'La tintura' })).toBeVisible();

    await fromHome(page, (p) => p.locator('main').getByRole('link', { name: /Nuovi preziosi/ }).first(), '/nuovi-preziosi');
    await expect(title(page)).toHaveText('Nuovi preziosi');
    await expect(page.getByRole('heading', { name: 'Piccole cose, per sempre' })).toBeVisible();

    await fromHome(page, (p) => p.locator('main').getByRole('link', { name: 'Leggi il magazine' }), '/magazine');
    await expect(title(page)).toHaveText('Magazine');
    // §2 the favourites slider: the catalogue's cards for the products the posts name.
    const favourites = page.getByTestId('favourite-products');
    await expect(favourites.getByRole('heading', { level: 2 })).toHaveText('I preferiti della redazione');
    await expect(favourites.getByTestId('product-card').first()).toBeVisible();
    expect(await favourites.getByTestId('product-card').count()).toBeGreaterThanOrEqual(4);
  });

  test('§2 a magazine post shows its own favourites and the other posts', async ({ page }) => {
    await page.goto('/it/magazine/1');
    await expect(title(page)).toHaveText('Come lavare il lino');
    const favourites = page.getByTestId('favourite-products');
    await expect(favourites.getByTestId('product-card')).toHaveCount(4);
    await expect(favourites).toContainText('lino lavato');
  });

  test('§2 the sitemap from the sub-footer lists the categories with their children and the pages', async ({ page }) => {
    await fromHome(page, (p) => footer(p).getByRole('link', { name: 'Mappa del sito' }), '/mappa-del-sito');
    await expect(title(page)).toHaveText('Mappa del sito');
    const categories = page.getByTestId('sitemap-categories');
    await expect(categories.getByRole('link', { name: 'Letto', exact: true })).toHaveAttribute('href', '/it/letto');
    // Issue 31 §4: the sheets are in the Letto category and in the Notte collection.
    await expect(categories.getByRole('link', { name: 'Lenzuola' }).first()).toHaveAttribute('href', '/it/letto/lenzuola');
    await expect(categories.getByRole('link', { name: 'Notte', exact: true })).toHaveAttribute('href', '/it/collezioni/notte');
    const pages = page.getByTestId('sitemap-pages');
    for (const name of ['La nostra storia', 'Oro e argento', 'Magazine', 'Guida alle taglie', 'Cataloghi']) {
      await expect(pages.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(pages.getByRole('link', { name: 'Il mio account' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Oro e argento', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/oro-e-argento$/);
  });

  test('§2 the sitemap speaks the page\'s language', async ({ page }) => {
    // Issue 17 §1: each language's own words in the address; the Italian path is replaced by the French one.
    await page.goto('/fr/mappa-del-sito');
    await expect(page).toHaveURL(/\/fr\/plan-du-site$/);
    await expect(title(page)).toHaveText('Plan du site');
    await expect(page.getByTestId('sitemap-categories').getByRole('link', { name: 'Draps' }).first()).toHaveAttribute('href', '/fr/lit/draps');
    await expect(page.getByTestId('sitemap-pages').getByRole('link', { name: 'Notre histoire' })).toBeVisible();
    await expect(page.getByTestId('sitemap-pages').getByRole('link', { name: 'Or et argent' })).toHaveAttribute('href', '/fr/or-et-argent');
  });
});

test.describe('size guide side panel (storefront §2: guide_des_tailles, also as a side panel)', () => {
  test('§2 the product page opens the guide next to the sizes; Escape closes it and focus returns', async ({ page }) => {
    await openProduct(page, '/it/letto/lenzuola', 0);
    const button = page.getByTestId('size-guide-button');
    await expect(button).toHaveText('Guida alle taglie');
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Guida alle taglie' });
    await expect(panel).toBeVisible();
    await expect(slot(page, 'content', 'SizeGuide')).toHaveAttribute('data-state', 'loaded');
    await expect(panel.locator('summary').first()).toHaveText('Lenzuola');
    await panel.locator('summary').first().click();
    await expect(panel).toContainText('Matrimoniale 250×290 cm');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await expect(panel).toBeHidden();
  });
});

// Playwright's own test here: the journeys' accessibility scan runs axe, which needs JavaScript.
plain.describe('without JavaScript (docs/rendering.md: the server writes the page)', () => {
  plain.use({ javaScriptEnabled: false });

  plain('§2 the brand history, gold and silver and the sitemap read fully from the server\'s HTML', async ({ page }) => {
    await page.goto('/it/la-nostra-storia');
    await expect(title(page)).toHaveText('La nostra storia');
    await expect(page.getByRole('heading', { name: 'Finiture a mano' })).toBeVisible();

    await page.goto('/it/oro-e-argento');
    await expect(page.getByTestId('gold-silver-cover').locator('img')).toHaveAttribute('src', '/media/editorial/oro-argento-cover.svg');
    await expect(page.getByTestId('gold-silver-block')).toHaveCount(2);

    await page.goto('/de/sitemap');
    await expect(title(page)).toHaveText('Sitemap');
    await expect(page.getByTestId('sitemap-pages').getByRole('link', { name: 'Unsere Geschichte' })).toHaveAttribute('href', '/de/unsere-geschichte');
  });
});
