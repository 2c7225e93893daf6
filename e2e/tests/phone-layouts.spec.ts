import { DEMO, addPreselected, expectSignedIn, openCheckout, openProductAt, signIn } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 29 §15: no page scrolls sideways, on a phone (390 px) or a laptop (1280 px). Every kind of
 * page is visited — home, list, product, search, content, magazine, stores, personal shopper,
 * contact, 404, basket, checkout and the account's pages, the profile form and an opened receipt
 * among them — and the document may be no wider than the window. A failure names the widest
 * elements that stick out, so the CSS to fix is found at once.
 */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  culprits: string[];
}

async function overflow(page: Page): Promise<Overflow> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelectorAll('[data-state="loading"]').length === 0, undefined, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && getComputedStyle(element).position !== 'fixed')
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (right ${Math.round(right)})`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const found = await overflow(page);
  expect.soft(found.scrollWidth, `${label} at ${found.innerWidth} px is ${found.scrollWidth} px wide: ${found.culprits.join(', ')}`).toBeLessThanOrEqual(found.innerWidth);
}

async function visit(page: Page, path: string, label = path): Promise<void> {
  await page.goto(path);
  await expectNoSidewaysScroll(page, label);
}

/** A store that offers a personal shopper (account §2 Store locator), from the API. */
async function shopperStoreId(page: Page): Promise<number> {
  const res = await page.request.get('/storeservice/api/external/store/by-brand?brandId=3&country=IT');
  const stores = (await res.json()) as { storeId: number; personalShopper: boolean }[];
  const store = stores.find((s) => s.personalShopper);
  if (!store) throw new Error('no store with a personal shopper');
  return store.storeId;
}

// Issue 32 §5: the four walks (~6 min in all) share nothing but the seeded demo account, and each
// worker has its own server: they spread over the workers instead of holding one for the whole file.
test.describe.configure({ mode: 'parallel' });

for (const width of [390, 1280]) {
  test.describe(`[29.15] at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    });

    test(`[29.15] no browsing, content or store page scrolls sideways at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await visit(page, '/it', 'home');
      await visit(page, '/it/letto/lenzuola', 'product list');
      await visit(page, EARRINGS, 'product');
      await visit(page, '/it/search?criteria=lino', 'search');
      await visit(page, '/it/la-nostra-storia', 'content page');
      await visit(page, '/it/faq', 'FAQ');
      await visit(page, '/it/magazine', 'magazine');
      await visit(page, '/it/magazine/1', 'magazine post');
      await visit(page, '/it/negozi', 'store locator');
      await visit(page, '/it/negozi/elenco', 'store list');
      await visit(page, `/it/personal-shopper?storeId=${await shopperStoreId(page)}`, 'personal shopper');
      await visit(page, '/it/contatti', 'contact');
      await visit(page, '/it/questa-pagina-non-esiste', '404');
    });

    test(`[29.15] no basket, checkout or account page scrolls sideways at ${width} px (profile form and an opened receipt too)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/it');
      await signIn(page, DEMO.email, DEMO.password);
      await expectSignedIn(page);
      await openProductAt(page, EARRINGS);
      await addPreselected(page, 1);
      await visit(page, '/it/carrello', 'basket');
      await openCheckout(page);
      await expectNoSidewaysScroll(page, 'checkout');
      await visit(page, '/it/il-mio-account', 'account');
      await visit(page, '/it/il-mio-account/ordini', 'orders');
      await visit(page, '/it/il-mio-account/indirizzi', 'addresses');
      await visit(page, '/it/il-mio-account/informazioni', 'profile');
      await expect(page.getByTestId('profile-form')).toBeVisible();
      // "Salva" is not cut off: it ends inside the window.
      const save = await page.getByTestId('profile-form').getByRole('button', { name: 'Salva' }).boundingBox();
      expect(save && save.x + save.width).toBeLessThanOrEqual(width);
      await visit(page, '/it/il-mio-account/resi', 'returns');
      await visit(page, '/it/il-mio-account/scontrini', 'receipts');
      const receipt = page.getByTestId('account-receipt').first();
      await receipt.getByTestId('account-receipt-details').click();
      await expect(receipt.getByTestId('account-receipt-detail').getByTestId('account-receipt-line').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'opened receipt');
    });
  });
}
