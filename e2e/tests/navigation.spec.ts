/**
 * Issue 12 points 1 and 10, in Chromium on the composed site: every link the header and footer
 * draw and every menu entry, in each language, opens a page that is not the 404 screen; and no
 * page warns that single-spa was loaded twice.
 *
 * Uses Playwright's own `test`, not the journeys' axe-scanning one: this walk opens a few hundred
 * pages, and the pages it visits are scanned by the journeys that own them.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

const LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
/** The demo shop's brand (the API's seed). */
const BRAND_ID = '3';

/** Same-origin shop paths among the header's and footer's links. */
async function headerAndFooterLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="site-header"] a[href], [data-testid="site-footer"] a[href]'))
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

/** Every menu entry's shop path, as the API gives the menu to the shell. */
async function menuPaths(page: Page, language: string): Promise<string[]> {
  const response = await page.request.get('/api/external/menu', { headers: { brand: BRAND_ID, language } });
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as { canonicalUrl: string }[];
  return menu
    .map((item) => item.canonicalUrl)
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => (url === '/' ? `/${language}` : `/${language}${url}`));
}

/** The routed page's heading, or '' while it has none. */
const heading = (page: Page) => page.evaluate(() => document.querySelector('main#main h1')?.textContent?.trim() ?? '');

/**
 * Follows a link the way a shopper's click does (the shell routes it without reloading the shop),
 * then waits for the new page in <main>: its slot mounted and, when it has one, a new heading.
 */
async function follow(page: Page, path: string): Promise<void> {
  const before = await heading(page);
  await page.evaluate((to) => {
    const link = Object.assign(document.createElement('a'), { href: to });
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await page.waitForFunction((to) => location.pathname === to, path, { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      (previous) => {
        const main = document.querySelector('main#main');
        if (!main || main.childElementCount === 0 || main.querySelector('[data-state="loading"]')) return false;
        const title = main.querySelector('h1')?.textContent?.trim() ?? '';
        return title !== '' && title !== previous;
      },
      before,
      { timeout: 1_500 },
    )
    .catch(() => undefined);
}

// Issue 29 §8, §19: the catalogue draws the 404 page in place too (a refused slug, an unknown filter).
const shows404 = async (page: Page) =>
  (await page.getByTestId('slot-content-NotFound').count()) > 0 ||
  (await page.locator('main #cnt-error-title').count()) > 0 ||
  (await page.locator('main [data-testid="catalogue-not-found"]').count()) > 0;

// Issue 32 §5: the five languages' walks (~3.5 min in all) only read, and each worker has its own
// server: they spread over the workers instead of holding one for the whole file.
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test(`§2 no header, footer or menu link in ${language} shows the 404 page, and single-spa loads once`, async ({ page }) => {
    test.setTimeout(240_000);
    const duplicateWarnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // The development build says "loaded twice"; the production one only its error code, 41.
      if (/single-spa.*(loaded twice|message #41\b)/i.test(message.text())) duplicateWarnings.push(`${page.url()}: ${message.text()}`);
    });

    await page.goto(`/${language}`);
    await page.waitForFunction(() => {
      const main = document.querySelector('main#main');
      return !!main && main.childElementCount > 0 && !main.querySelector('[data-state="loading"]');
    });
    const links = [...new Set([...(await headerAndFooterLinks(page)), ...(await menuPaths(page, language))])];
    expect(links.length).toBeGreaterThan(20);

    const notFound: string[] = [];
    for (const path of links) {
      await follow(page, path);
      if (await shows404(page)) notFound.push(path);
    }
    // The check can fail: an unknown path does show the 404 page.
    await follow(page, `/${language}/questa-pagina-non-esiste`);
    expect(await shows404(page)).toBe(true);
    expect(notFound, 'links that land on the 404 page').toEqual([]);
    expect(duplicateWarnings, 'single-spa loaded twice').toEqual([]);
  });
}
