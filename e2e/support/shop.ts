/**
 * What a shopper does in more than one journey: open a product, add it, open the order page,
 * sign in or register. Kept here so every journey does it the same way.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@trama.shop', password: 'trama2026' } as const;

export const slot = (page: Page, remote: string, parcel: string) => page.getByTestId(`slot-${remote}-${parcel}`);
export const header = (page: Page) => page.getByTestId('site-header');

/** Euro text ('1.234,50 €') as a number. */
export function euros(text: string | null): number {
  const amount = /(\d{1,3}(?:\.\d{3})*,\d{2})/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`No amount in '${text}'`);
  return Number(amount.replace(/\./g, '').replace(',', '.'));
}

/** Pieces in the header basket, from its accessible name ('Carrello, 2 articoli': the bag's hidden text). */
export async function headerCount(page: Page): Promise<number> {
  const label = await slot(page, 'basket', 'BasketHeader').locator('.bsk-header .ui-visually-hidden').first().textContent();
  const count = /(\d+)/.exec(label ?? '')?.[1];
  if (count === undefined) throw new Error(`No count in the basket's name '${label}'`);
  return Number(count);
}

export async function waitForBuyBox(page: Page): Promise<string> {
  await expect(slot(page, 'catalogue', 'ProductPage')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(slot(page, 'basket', 'BasketHeader')).toHaveAttribute('data-state', 'loaded');
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
}

/** Opens the n-th product of a list and waits for its buy box. */
export async function openProduct(page: Page, list: string, index: number): Promise<string> {
  await page.goto(list);
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  await page.getByTestId('product-card').nth(index).getByRole('link').first().click();
  return waitForBuyBox(page);
}

export async function openProductAt(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return waitForBuyBox(page);
}

/** Adds the preselected size (storefront §4: the first in stock) with a quantity; returns the reply text. */
export async function addPreselected(page: Page, quantity: number): Promise<string> {
  await page.getByTestId('quantity-select').selectOption(String(quantity));
  await page.getByTestId('add-to-cart').click();
  const message = page.getByTestId('add-to-cart-message');
  await expect(message).not.toBeEmpty();
  return (await message.textContent()) ?? '';
}

export async function openOrderPage(page: Page): Promise<void> {
  await page.goto('/it');
  await slot(page, 'basket', 'BasketHeader').getByRole('link').first().click();
  await expect(page.getByTestId('order-page')).toBeVisible();
}

export async function openSignIn(page: Page, email: string): Promise<void> {
  await header(page).getByTestId('header-signin').click();
  const popup = page.getByTestId('signin-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('signin-email').fill(email);
  await popup.getByTestId('signin-continue').click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page, email);
  const popup = page.getByTestId('signin-popup');
  await popup.getByTestId('signin-password').fill(password);
  await popup.getByTestId('signin-submit').click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(header(page).getByTestId('header-account')).toBeVisible();
  await expect(header(page).getByTestId('header-signin')).toHaveCount(0);
}

export async function signOut(page: Page): Promise<void> {
  // Issue 31 §4: logout is in the profile popup the account icon opens.
  await header(page).getByTestId('header-account').click();
  await header(page).getByTestId('header-logout').click();
  await expect(header(page).getByTestId('header-signin')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
}

/** Opens the newest mail to `to` in the local mailbox and follows its link. */
export async function followMailLink(page: Page, to: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByTestId('mail-item').filter({ hasText: to }).first().getByRole('link').first().click();
  await page.getByTestId('mail-link').click();
}

/** Fills and sends the sign-up form of the sign-in popup (storefront §5 rules). */
export async function fillSignUp(page: Page, email: string, password: string, options: { newsletter?: boolean } = {}): Promise<void> {
  await openSignIn(page, email);
  const form = page.getByTestId('signup-form');
  await expect(form).toBeVisible();
  await form.getByTestId('signup-firstname').fill('Giulia');
  await form.getByTestId('signup-lastname').fill('Bianchi');
  await form.getByTestId('signup-password').fill(password);
  await form.getByTestId('signup-day').fill('14');
  await form.getByTestId('signup-month').fill('05');
  await form.getByTestId('signup-year').fill('1990');
  // Gender has no default (docs/baseline-deviations.md): the shopper chooses.
  await form.getByTestId('signup-gender-f').check();
  // §5 submit stays disabled until the personal-data consent is given.
  await expect(form.getByTestId('signup-submit')).toBeDisabled();
  await form.getByTestId('signup-consent-data').check();
  if (options.newsletter) await form.getByTestId('signup-consent-news').check();
  await expect(form.getByTestId('signup-submit')).toBeEnabled();
  await form.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-success')).toContainText(email);
}

/** A new account, activated from its e-mail: activation signs the shopper in (storefront §2). */
export async function registerAndActivate(page: Page, email: string, password: string): Promise<void> {
  await fillSignUp(page, email, password);
  await followMailLink(page, email);
  await expect(page).toHaveURL(/\/it\/activate\/[^/]+$/);
  await expect(page.getByTestId('activation-status')).toHaveAttribute('data-state', 'activated');
  await expectSignedIn(page);
}

/** Issue 17 §4: from the basket page, "Procedi all'acquisto" opens the checkout on its own page. */
export async function openCheckout(page: Page): Promise<void> {
  await openOrderPage(page);
  await page.getByTestId('checkout-proceed').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
}

/** Continues through the open checkout steps up to the one given (address → delivery → loyalty → summary). */
export async function continueCheckoutTo(page: Page, step: 'delivery' | 'loyalty' | 'summary'): Promise<void> {
  const order = ['address', 'delivery', 'loyalty', 'summary'];
  const steps = page.getByTestId('checkout-delivery');
  await expect(steps).toBeVisible();
  for (const current of order.slice(0, order.indexOf(step))) {
    if ((await page.getByTestId(`checkout-step-${current}`).getAttribute('data-status')) !== 'open') continue;
    await page.getByTestId(`checkout-continue-${current}`).click();
  }
  await expect(page.getByTestId(`checkout-step-${step}`)).toHaveAttribute('data-status', 'open');
}

/** The sandbox's card that the payment provider's test double authorises. */
export const AUTHORISED_CARD = '4111 1111 4555 1142';

/**
 * From the checkout's summary step: accepts the terms, pays with the authorised sandbox card and
 * waits for the accepted page's thanks; answers the order's id from its address.
 */
export async function payAuthorised(page: Page): Promise<string> {
  await page.getByTestId('terms-checkbox').check();
  await expect(page.getByTestId('payment-section')).toBeVisible();
  const accepted = page.waitForURL(/\/it\/accepted\?/);
  await page.getByTestId('sandbox-card-number').fill(AUTHORISED_CARD);
  await page.getByTestId('sandbox-pay').click();
  await accepted;
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}
