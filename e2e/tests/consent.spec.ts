/**
 * Issue 16: cookie consent (storefront §4, architecture §7) and what waits for it — the clickstream
 * browser id, the affiliate script (§2 Home, §9 affiliate-script) and the social feed (§7).
 * The e2e server points TRAMA_AFFILIATE_SCRIPT_URL and TRAMA_SOCIAL_FEED_URL at its own origin
 * (support/server.ts); these journeys answer those paths themselves.
 */
import type { Request } from '@playwright/test';
import { restoreOwnerFiles, setFlag } from '../support/owner-files.ts';
import { openProduct } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

const LIST = '/it/letto/lenzuola';
const CLICKSTREAM = '/api/external/clickstream/create';

test.afterEach(async () => {
  await restoreOwnerFiles();
});

const banner = (page: Page) => page.getByTestId('cookie-banner');
const stored = (page: Page, key: string, area: 'localStorage' | 'sessionStorage' = 'localStorage') =>
  page.evaluate(([k, a]) => (a === 'localStorage' ? localStorage : sessionStorage).getItem(k!), [key, area]);

function watchRequests(page: Page, fragment: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(request);
  });
  return seen;
}

/** The affiliate tag: counts its loads and marks the page when it runs. */
async function serveAffiliateTag(page: Page): Promise<{ loads: number }> {
  const tag = { loads: 0 };
  await page.route('**/e2e/affiliate-tag.js', async (route) => {
    tag.loads += 1;
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__affiliateTag = (window.__affiliateTag || 0) + 1;' });
  });
  return tag;
}

test.describe('first visit (no cookie choice yet)', () => {
  test.use({ cookieChoice: null });

  test('§4 banner → reject → a product page sends no analytics and stores no browser id; the choice is kept', async ({ page }) => {
    const clickstream = watchRequests(page, CLICKSTREAM);
    await page.goto('/it');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/it/cookie');
    // Equal choices: the same size and the same look.
    const accept = banner(page).getByRole('button', { name: 'Accetta' });
    const reject = banner(page).getByRole('button', { name: 'Rifiuta' });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a && r && [Math.round(a.width), Math.round(a.height)]).toEqual(r && [Math.round(r.width), Math.round(r.height)]);
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await reject.evaluate((el) => getComputedStyle(el).backgroundColor));

    await reject.click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, 'access')).toBe('cookieRejected');

    await openProduct(page, LIST, 0);
    await page.waitForTimeout(1_000);
    expect(clickstream, 'no clickstream request after a rejection').toEqual([]);
    expect(await stored(page, 'browserId')).toBeNull();

    await page.reload();
    await page.waitForTimeout(500);
    await expect(banner(page)).toBeHidden();
    expect(clickstream).toEqual([]);
  });

  test('§4 the footer link reopens the banner → accept → a product view is recorded with a browser id', async ({ page }) => {
    const clickstream = watchRequests(page, CLICKSTREAM);
    await page.goto('/it');
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner(page)).toBeHidden();

    await page.getByTestId('footer-cookie-preferences').click();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByTestId('cookie-current-choice')).toContainText('rifiutati');
    await banner(page).getByRole('button', { name: 'Accetta' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, 'access')).toBe('cookieApproval');

    await openProduct(page, LIST, 0);
    await expect.poll(() => clickstream.length).toBeGreaterThan(0);
    const event = clickstream[0]!.postDataJSON() as { browserId: string; productId: number };
    expect(event.browserId).toBeTruthy();
    expect(event.browserId).toBe(await stored(page, 'browserId'));
  });

  test('§2 an affiliate arrival is kept without its parameters; the script loads only once the shopper accepts', async ({ page }) => {
    const tag = await serveAffiliateTag(page);
    await page.goto('/it?awc=e2e_123');
    await expect(page).toHaveURL(/\/it$/);
    expect(await stored(page, 'awinAwc', 'sessionStorage')).toBe('e2e_123');
    expect(await stored(page, 'awinAwc')).toBeNull();
    await page.waitForTimeout(1_000);
    expect(tag.loads, 'no affiliate script before consent').toBe(0);

    await banner(page).getByRole('button', { name: 'Accetta' }).click();
    await expect.poll(() => tag.loads).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __affiliateTag?: number }).__affiliateTag)).toBe(1);
    expect(await stored(page, 'awinAwc')).toBe('e2e_123');

    // Changing one's mind removes what tracking stored.
    await page.getByTestId('footer-cookie-preferences').click();
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    expect(await stored(page, 'awinAwc')).toBeNull();
    expect(await stored(page, 'browserId')).toBeNull();
    await page.reload();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { __affiliateTag?: number }).__affiliateTag)).toBeUndefined();
  });

  test('§7 the social feed is neither requested nor shown before consent, and shows after it', async ({ page }) => {
    const feedRequests = watchRequests(page, '/e2e/social-feed.json');
    await page.route('**/e2e/social-feed.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([{ image: '/e2e/social/1.svg', link: 'https://social.example/trama/1', caption: 'Lino al mattino' }]),
      }),
    );
    await page.route('**/e2e/social/*.svg', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#e4dacb"/></svg>' }),
    );
    await page.goto('/it');
    await page.waitForTimeout(1_000);
    expect(feedRequests).toEqual([]);
    await expect(page.getByTestId('social-feed')).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Accetta' }).click();
    const feed = page.getByTestId('social-feed');
    await expect(feed).toBeVisible();
    await expect(feed.getByRole('img', { name: 'Lino al mattino' })).toBeVisible();
  });
});

test.describe('with cookies accepted', () => {
  test.use({ cookieChoice: 'cookieApproval' });

  test('§9 the affiliate-script flag off: no script even with consent and a stored value; on again: it loads', async ({ page }) => {
    const tag = await serveAffiliateTag(page);
    await setFlag('affiliate-script', false);
    await page.goto('/it?awc=e2e_456');
    await expect(page).toHaveURL(/\/it$/);
    expect(await stored(page, 'awinAwc')).toBe('e2e_456');
    await page.waitForTimeout(2_000);
    expect(tag.loads, 'no affiliate script with the flag off').toBe(0);

    await setFlag('affiliate-script', true);
    await page.reload();
    await expect.poll(() => tag.loads, { timeout: 10_000 }).toBe(1);
  });
});
