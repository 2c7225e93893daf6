import { saveScreenshot } from '../support/artefacts.ts';
import { DEMO, addPreselected, continueCheckoutTo, expectSignedIn, headerCount, openCheckout, openProductAt, signIn } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 17 point 4: the checkout on its own page in five steps, and result pages that show the
 * order. The demo customer (default shipping and billing addresses, api/README.md) pays with the
 * sandbox's test cards (docs/payments.md).
 */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';
const AUTHORISED_CARD = '4111 1111 4555 1142';
const REFUSED_CARD = '4000 0000 0000 0002';

async function signedInWithEarrings(page: Page): Promise<string> {
  await page.goto('/it');
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);
  const name = await openProductAt(page, EARRINGS);
  await addPreselected(page, 1);
  await openCheckout(page);
  return name;
}

const stepStatuses = (page: Page) =>
  Promise.all(['address', 'delivery', 'loyalty', 'summary', 'payment'].map((step) => page.getByTestId(`checkout-step-${step}`).getAttribute('data-status')));

async function payWith(page: Page, card: string, outcome: 'accepted' | 'failed'): Promise<void> {
  await continueCheckoutTo(page, 'summary');
  await page.getByTestId('terms-checkbox').check();
  const payment = page.getByTestId('checkout-step-payment');
  await expect(payment).toHaveAttribute('data-status', 'open');
  // The payment step's heading takes the focus when it opens (keyboard users land on it).
  await expect(payment.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(payment.getByTestId('payment-test-mode')).toBeVisible();
  const arrived = page.waitForURL(new RegExp(`/it/${outcome}\\?`));
  await page.getByTestId('sandbox-card-number').fill(card);
  await page.getByTestId('sandbox-pay').click();
  await arrived;
}

test('issue 17 §4 basket → checkout steps → sandbox card → the accepted page shows the items, the address and a working link to the order', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = await signedInWithEarrings(page);

  // Five numbered steps, the address step open; continuing collapses it to a one-line summary.
  expect(await stepStatuses(page)).toEqual(['open', 'waiting', 'waiting', 'waiting', 'waiting']);
  await expect(page.getByTestId('address-card-ship')).toBeVisible();
  await page.getByTestId('checkout-continue-address').click();
  await expect(page.getByTestId('checkout-step-delivery').getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByTestId('checkout-step-summary-address')).not.toBeEmpty();
  await expect(page.getByTestId('delivery-option-1')).toBeChecked();
  await expect(page.getByTestId('delivery-estimate')).not.toBeEmpty();
  await continueCheckoutTo(page, 'summary');
  expect(await stepStatuses(page)).toEqual(['done', 'done', 'done', 'open', 'waiting']);
  await expect(page.getByTestId('checkout-line')).toContainText([product]);
  // The terms link goes to the terms of sale (the menu entry whose altUrl1 is cgv).
  await expect(page.getByTestId('terms-link')).toHaveAttribute('href', '/it/condizioni-di-vendita');
  await saveScreenshot(page, testInfo, 'checkout-steps');

  // "Modifica" opens a done step again.
  await page.getByTestId('checkout-step-edit-address').click();
  await expect(page.getByTestId('checkout-step-address')).toHaveAttribute('data-status', 'open');

  await payWith(page, AUTHORISED_CARD, 'accepted');
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-view', 'success', { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expect(page.getByTestId('result-order-number')).toContainText(orderId);
  // The items, the totals, the delivery address and the estimate, from the API's order.
  await expect(page.getByTestId('result-item')).toHaveCount(1);
  await expect(page.getByTestId('result-item')).toContainText(product);
  await expect(page.getByTestId('result-item').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('result-total')).toContainText('€');
  await expect(page.getByTestId('result-address')).toBeVisible();
  await expect(page.getByTestId('result-delivery-date')).not.toBeEmpty();
  await expect(page.getByTestId('result-tile')).toHaveCount(2);
  await expect.poll(() => headerCount(page)).toBe(0);
  await saveScreenshot(page, testInfo, 'checkout-accepted');

  // The link opens that order in the account.
  await page.getByTestId('result-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/it/il-mio-account/ordini\\?orderId=${orderId}$`));
  const order = page.locator(`[data-testid="account-order"][data-order-id="${orderId}"]`);
  await expect(order.getByTestId('account-order-detail')).toBeVisible();
});

test('[29.9] every way back and forth after ticking the terms reaches the payment step again (Modifica on each step, untick and re-tick)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInWithEarrings(page);
  await continueCheckoutTo(page, 'summary');
  const payment = page.getByTestId('checkout-step-payment');
  const terms = page.getByTestId('terms-checkbox');
  const paymentOpen = async (how: string) => {
    await expect(payment, how).toHaveAttribute('data-status', 'open');
    await expect(payment.getByTestId('payment-test-mode'), how).toBeVisible();
  };
  await terms.check();
  await paymentOpen('ticking the terms');
  const orderNumber = await page.getByTestId('checkout-order-number').textContent();

  // "Modifica" on every done step, then forward again with each step's Continua: payment opens again.
  for (const step of ['address', 'delivery', 'loyalty', 'summary'] as const) {
    await page.getByTestId(`checkout-step-edit-${step}`).click();
    await expect(page.getByTestId(`checkout-step-${step}`)).toHaveAttribute('data-status', 'open');
    await expect(payment).toHaveAttribute('data-status', 'waiting');
    for (const next of ['address', 'delivery', 'loyalty', 'summary'] as const) {
      if ((await page.getByTestId(`checkout-step-${next}`).getAttribute('data-status')) !== 'open') continue;
      // Step 4 must offer Continua while the terms are ticked: without it this was the dead end.
      await page.getByTestId(`checkout-continue-${next}`).click({ timeout: 15_000 });
    }
    await paymentOpen(`Modifica on ${step}, then Continua`);
    // Nothing changed: the same order is paid.
    await expect(page.getByTestId('checkout-order-number')).toHaveText(orderNumber ?? '');
  }

  // Untick and re-tick the terms: the order is made again (the same one, nothing changed) and payment opens.
  await page.getByTestId('checkout-step-edit-summary').click();
  await terms.uncheck();
  await expect(payment).toHaveAttribute('data-status', 'waiting');
  await expect(page.getByTestId('checkout-continue-summary')).toHaveCount(0);
  await terms.check();
  await paymentOpen('unticking and re-ticking');

  // And the payment made after all that goes through.
  const arrived = page.waitForURL(/\/it\/accepted\?/);
  await page.getByTestId('sandbox-card-number').fill(AUTHORISED_CARD);
  await page.getByTestId('sandbox-pay').click();
  await arrived;
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'success', { timeout: 30_000 });
});

test('issue 17 §4 a refused card → the failure page explains what to do, keeps the basket and "Riprova il pagamento" reopens the checkout', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInWithEarrings(page);
  await payWith(page, REFUSED_CARD, 'failed');
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-view', 'failure', { timeout: 30_000 });
  await expect(page.getByTestId('result-basket-kept')).toBeVisible();
  await expect(page.getByTestId('result-help')).toBeVisible();
  // Nothing is cleared: the earrings are still in the basket.
  await expect.poll(() => headerCount(page)).toBe(1);
  await saveScreenshot(page, testInfo, 'checkout-failed');

  await page.getByTestId('result-retry').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('checkout-step-address')).toHaveAttribute('data-status', 'open');
});

test('issue 17 §4 on a 390 px phone the checkout steps fit the screen', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInWithEarrings(page);
  await continueCheckoutTo(page, 'summary');
  // The checkout itself is never wider than the screen: nothing in it reaches past 390 px.
  const widest = await page.getByTestId('checkout-page').evaluate((root) =>
    Math.max(root.getBoundingClientRect().right, ...Array.from(root.querySelectorAll('*')).map((element) => element.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('terms-checkbox')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-steps-phone');
});
