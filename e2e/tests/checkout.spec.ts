import {
  DEMO,
  addPreselected,
  continueCheckoutTo,
  expectSignedIn,
  headerCount,
  openCheckout,
  openProductAt,
  registerAndActivate,
  signIn,
} from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Checkout and payment journeys (issue 7; account §2 Checkout and Payment result pages, §4 Checkout
 * flow, §5 Order creation; architecture §4 Payments). The API runs the sandbox provider: a local
 * stand-in that answers like Adyen and sends itself an HMAC-signed notification, which is the
 * only thing that marks an order paid.
 */
/** Silver earrings: no promotion, no coupon cluster. */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';
const ORDERS_PAGE = '/it/il-mio-account/ordini';
/** Sandbox test cards (docs/payments.md). */
const AUTHORISED_CARD = '4111 1111 4555 1142';
const REFUSED_CARD = '4000 0000 0000 0002';

const ADDRESS = { name: 'Giulia Bianchi', phone: '3331234567', address1: 'Via della Spiga 12', province: 'MI', city: 'Milano', zip: '20121' };

/** Account §2 address popup: fills and saves one address card. */
async function addAddress(page: Page, type: 'ship' | 'bill'): Promise<void> {
  await page.getByTestId(`address-add-${type}`).click();
  const popup = page.getByTestId('address-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('address-field-name').fill(ADDRESS.name);
  await popup.getByTestId('address-field-phone').fill(ADDRESS.phone);
  await popup.getByTestId('address-field-address1').fill(ADDRESS.address1);
  // §5 Italy: address2 is the province, chosen from the Italian province codes.
  await popup.getByTestId('address-field-address2').selectOption(ADDRESS.province);
  await popup.getByTestId('address-field-city').fill(ADDRESS.city);
  await popup.getByTestId('address-field-zip').fill(ADDRESS.zip);
  await popup.getByTestId('address-save').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId(`address-card-${type}`)).toContainText(ADDRESS.address1);
}

/** Continues to step 4, ticks the terms (which creates the order) and waits for the sandbox payment form. */
async function acceptTerms(page: Page): Promise<void> {
  await continueCheckoutTo(page, 'summary');
  await page.getByTestId('terms-checkbox').check();
  const section = page.getByTestId('payment-section');
  await expect(section).toBeVisible();
  // Standards: a test double of the payment provider is labelled as a test mode in the UI.
  await expect(section.getByTestId('payment-test-mode')).toBeVisible();
}

async function payByCard(page: Page, card: string): Promise<void> {
  await page.getByTestId('sandbox-card-number').fill(card);
  await page.getByTestId('sandbox-pay').click();
}

/** Ticks the terms, pays by `card` and waits for the result page the sandbox sends it to (/accepted or /failed) to show `view`. */
async function payAndLand(page: Page, card: string, landing: 'accepted' | 'failed', view: 'success' | 'failure'): Promise<void> {
  await acceptTerms(page);
  const landed = page.waitForURL(new RegExp(`/it/${landing}\\?`));
  await payByCard(page, card);
  await landed;
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', view, { timeout: 30_000 });
}

async function basketWithEarrings(page: Page): Promise<void> {
  await openProductAt(page, EARRINGS);
  await addPreselected(page, 1);
  await openCheckout(page);
}

test('signed-in shopper: addresses → home delivery → terms → sandbox card authorised → /accepted → the account shows the order PAI', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `checkout.${Date.now()}@example.it`;
  await page.goto('/it');

  // A visitor's checkout starts with identification (account §2).
  await basketWithEarrings(page);
  await expect(page.getByTestId('checkout-identification')).toBeVisible();

  await registerAndActivate(page, email, 'lino2026');
  await openCheckout(page);
  // The step switches by itself once the shopper is signed in.
  await expect(page.getByTestId('checkout-delivery')).toBeVisible();
  await expect(page.getByTestId('checkout-identification')).toHaveCount(0);

  // §5 Address form: empty required fields are flagged on save, nothing is saved.
  await page.getByTestId('address-add-ship').click();
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-error-name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('address-popup')).toBeHidden();

  await addAddress(page, 'ship');
  await addAddress(page, 'bill');

  // §4 Delivery selection (step 2): home delivery is the default, with its estimate.
  await continueCheckoutTo(page, 'delivery');
  await expect(page.getByTestId('delivery-option-1')).toBeChecked();
  await expect(page.getByTestId('delivery-estimate')).not.toBeEmpty();
  // Issue 12 point 3: the accepted page must name the checkout's days (one rule, same inputs).
  const estimate = page.getByTestId('delivery-estimate');
  const estimatedDays = [await estimate.getAttribute('data-from'), await estimate.getAttribute('data-to')];

  // Account §2 Accepted page: thanks and the order number; §4: the basket is emptied.
  await payAndLand(page, AUTHORISED_CARD, 'accepted', 'success');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).toMatch(/^\d+$/);
  await expect(page.getByTestId('result-order-number')).toContainText(orderId);
  await expect(page.getByTestId('result-delivery-date')).not.toBeEmpty();
  const shown = page.getByTestId('result-delivery-date');
  expect([await shown.getAttribute('data-from'), await shown.getAttribute('data-to')]).toEqual(estimatedDays);
  await expect(page.getByTestId('result-tile')).toHaveCount(2);
  await expect.poll(() => headerCount(page)).toBe(0);

  // The order is in the account, paid (status PAI set by the verified notification).
  await page.goto(ORDERS_PAGE);
  const order = page.locator(`[data-testid="account-order"][data-order-id="${orderId}"]`);
  await expect(order).toBeVisible();
  await expect(order.getByTestId('account-order-status')).toHaveAttribute('data-code', 'PAI');
});

test('a refused card goes to /failed, which offers a retry; the retry pays', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/it');
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);
  await basketWithEarrings(page);
  await expect(page.getByTestId('checkout-delivery')).toBeVisible();
  // The demo customer has default shipping and billing addresses (api/README.md).
  await expect(page.getByTestId('address-card-ship')).toBeVisible();
  await expect(page.getByTestId('address-card-bill')).toBeVisible();

  await payAndLand(page, REFUSED_CARD, 'failed', 'failure');
  // Nothing is lost: the basket still holds the earrings.
  await expect.poll(() => headerCount(page)).toBe(1);

  await page.getByTestId('result-retry').click();
  await expect(page.getByTestId('checkout-delivery')).toBeVisible();
  await payAndLand(page, AUTHORISED_CARD, 'accepted', 'success');
  await expect.poll(() => headerCount(page)).toBe(0);
});
