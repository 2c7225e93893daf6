/**
 * Issue 31 §3 (docs/analytics.md): the GA4 ecommerce `window.dataLayer` — storefront §4 wishlist
 * heart, account §4 purchase (VAT for analytics 20 %) — filled only after cookie approval
 * (storefront §4 Cookie consent, docs/consent-and-marketing.md). A full page load starts a new
 * `dataLayer`, so the journey reads each page's events before it leaves it.
 */
import { DEMO, addPreselected, continueCheckoutTo, expectSignedIn, openCheckout, openProductAt, signIn } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/** Silver earrings: no promotion, no coupon cluster (as in checkout.spec.ts). */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';
const AUTHORISED_CARD = '4111 1111 4555 1142';

interface Pushed {
  event?: string;
  ecommerce?: { currency: string; value: number; tax?: number; shipping?: number; transaction_id?: string; items: Record<string, unknown>[] } | null;
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? null);
const eventNames = async (page: Page) => ((await dataLayer(page)) ?? []).map((entry) => entry.event).filter(Boolean);
const heart = (page: Page) => page.locator('.cat-product__head').getByTestId('wishlist-heart');
const banner = (page: Page) => page.getByTestId('cookie-banner');

test.use({ cookieChoice: null });

test('[31.3] a shopper who accepts cookies gets view_item → add_to_wishlist → add_to_cart → begin_checkout → purchase in dataLayer', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/it');
  await banner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect(banner(page)).toBeHidden();
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);

  const seen: Pushed[] = [];
  await openProductAt(page, EARRINGS);
  await expect.poll(() => eventNames(page)).toEqual(['view_item']);
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await addPreselected(page, 1);
  await expect.poll(() => eventNames(page)).toEqual(['view_item', 'add_to_wishlist', 'add_to_cart']);
  seen.push(...((await dataLayer(page)) ?? []));

  const productPage = seen.filter((entry) => entry.event);
  const viewed = productPage[0]!.ecommerce!;
  expect(viewed.currency).toBe('EUR');
  expect(viewed.items).toHaveLength(1);
  const item = viewed.items[0]!;
  expect(item).toMatchObject({ item_id: expect.stringMatching(/^\d+$/), item_name: expect.any(String), price: viewed.value, quantity: 1 });
  // The add names the size the shopper had (the preselected one) and the same product and price.
  expect(productPage[2]!.ecommerce!.items[0]).toMatchObject({ item_name: item.item_name, price: item.price, quantity: 1, item_variant: expect.any(String) });
  // GA4's advice: each ecommerce event follows a push that clears the previous one.
  expect(seen.filter((entry) => !entry.event)).toEqual([{ ecommerce: null }, { ecommerce: null }, { ecommerce: null }]);

  await openCheckout(page);
  await expect.poll(() => eventNames(page)).toEqual(['begin_checkout']);
  const checkout = ((await dataLayer(page)) ?? []).find((entry) => entry.event === 'begin_checkout')!.ecommerce!;
  expect(checkout.items).toEqual([expect.objectContaining({ item_name: item.item_name, price: item.price, quantity: 1 })]);

  // Account §4: terms, sandbox card, the accepted page pushes the purchase.
  await expect(page.getByTestId('checkout-delivery')).toBeVisible();
  await continueCheckoutTo(page, 'summary');
  await page.getByTestId('terms-checkbox').check();
  await expect(page.getByTestId('payment-section')).toBeVisible();
  await page.getByTestId('sandbox-card-number').fill(AUTHORISED_CARD);
  const accepted = page.waitForURL(/\/it\/accepted\?/);
  await page.getByTestId('sandbox-pay').click();
  await accepted;
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 30_000 });
  await expect.poll(() => eventNames(page)).toContain('purchase');
  const purchase = ((await dataLayer(page)) ?? []).find((entry) => entry.event === 'purchase')!.ecommerce!;
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(purchase.transaction_id).toBe(orderId);
  await expect(page.getByTestId('result-order-number')).toContainText(orderId!);
  expect(purchase.value).toBeGreaterThan(item.price as number);
  // The spec's 20 % VAT: the tax included in the amount charged.
  expect(purchase.tax).toBe(Math.round((purchase.value - purchase.value / 1.2) * 100) / 100);
  expect(purchase.items).toEqual([expect.objectContaining({ item_name: item.item_name, quantity: 1 })]);
});

test('[31.3] nothing before a choice, nothing after a rejection: no dataLayer at all', async ({ page }) => {
  test.setTimeout(90_000);
  // First visit, the banner still up: the view and the heart happen, nothing is pushed.
  await openProductAt(page, EARRINGS);
  await expect(banner(page)).toBeVisible();
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  expect(await dataLayer(page)).toBeNull();

  await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner(page)).toBeHidden();
  await addPreselected(page, 1);
  await page.waitForTimeout(500);
  expect(await dataLayer(page)).toBeNull();

  await openCheckout(page);
  await expect(page.getByTestId('checkout-identification')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await dataLayer(page)).toBeNull();
  await openProductAt(page, EARRINGS);
  await page.waitForTimeout(500);
  expect(await dataLayer(page)).toBeNull();
});
