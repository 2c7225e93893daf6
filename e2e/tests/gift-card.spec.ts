import { DEMO, continueCheckoutTo, euros, expectSignedIn, header, openOrderPage, openProductAt, addPreselected, payAuthorised, signIn, slot, waitForBuyBox } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * A gift card bought and paid (issue 16; storefront §1 gift cards, §3 itemType GFC, §4 coupons):
 * found from its menu link, the amount chosen on its page, added as a GFC line, left untouched by a
 * coupon that reduces the other product, paid with the sandbox card (docs/payments.md) and listed
 * in the account's order.
 */
/** Silver earrings: no promotion, no coupon cluster (the coupon's share is plain 10%). */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';
const ORDERS_PAGE = '/it/il-mio-account/ordini';

const orderLine = (page: Page, productName: string) => page.getByTestId('order-line').filter({ hasText: productName });
const lineAmount = async (page: Page, productName: string) => euros(await orderLine(page, productName).locator('.bsk-line__amount span').last().textContent());

test.beforeEach(async ({ page }) => {
  // Consent given and the newsletter popup dismissed up front (storefront §9 keys access, noPop):
  // the banner and the popups are not this journey's subject.
  await page.addInitScript(() => {
    window.localStorage.setItem('access', 'cookieApproval');
    window.localStorage.setItem('noPop', 'true');
  });
});

test('a gift card: menu link → 50 € → basket → a coupon leaves it whole → home delivery → paid → in the account', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/it');
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);

  // §2 Header: the gift cards have their own menu entry; its list shows them.
  await header(page).locator('a:visible', { hasText: /^\s*Carte regalo\s*$/ }).first().click();
  await expect(page).toHaveURL(/\/it\/carte-regalo$/);
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  const card = page.getByTestId('product-card').filter({ hasText: 'Carta regalo Trama' });
  await card.getByRole('link').first().click();
  expect(await waitForBuyBox(page)).toBe('Carta regalo Trama');

  // The amount is the choice; 50 € is what the page then charges.
  const box = page.getByTestId('gift-card-buy-box');
  await expect(box.getByRole('group', { name: 'Importo' })).toBeVisible();
  await expect(box.getByTestId('gift-card-amount')).toHaveText(['25 €', '50 €', '100 €', '150 €', '200 €']);
  await box.locator('[data-testid="gift-card-amount"][data-size="50 €"]').click();
  await expect(page.locator('.cat-product__price')).toContainText('50,00 €');
  await expect(page.getByTestId('find-in-store')).toHaveCount(0);
  await addPreselected(page, 1);
  await expect(page.getByTestId('add-to-cart-message')).toHaveText('Articolo aggiunto al carrello.');

  await openProductAt(page, EARRINGS);
  await addPreselected(page, 1);
  await openOrderPage(page);

  // The basket shows the card at its amount.
  const giftLine = orderLine(page, 'Carta regalo Trama');
  await expect(giftLine).toContainText('Importo 50 €');
  await expect.poll(() => lineAmount(page, 'Carta regalo Trama')).toBe(50);

  // §4 a coupon (10%) reduces the earrings only: never the gift card.
  await page.getByTestId('discount-input').fill('BENVENUTO10');
  await page.getByTestId('discount-apply').click();
  const coupon = page.getByTestId('order-summary').getByTestId('summary-coupon');
  await expect(coupon).toBeVisible();
  const earrings = await lineAmount(page, 'Orecchini');
  expect(euros(await coupon.locator('dd').textContent())).toBeCloseTo(Math.round(earrings * 10) / 100, 2);
  await expect.poll(() => lineAmount(page, 'Carta regalo Trama')).toBe(50);

  // Account §4: home delivery (the demo customer has both addresses), terms, sandbox card.
  await page.getByTestId('checkout-proceed').click();
  await continueCheckoutTo(page, 'delivery');
  await expect(page.getByTestId('delivery-option-1')).toBeChecked();
  await continueCheckoutTo(page, 'summary');
  const orderId = await payAuthorised(page);
  expect(orderId).toMatch(/^\d+$/);

  // The paid order lists the gift card at its amount.
  await page.goto(ORDERS_PAGE);
  const order = page.locator(`[data-testid="account-order"][data-order-id="${orderId}"]`);
  await expect(order.getByTestId('account-order-status')).toHaveAttribute('data-code', 'PAI');
  await order.getByTestId('account-order-details').click();
  const line = order.getByTestId('account-order-detail').getByTestId('account-order-line').filter({ hasText: 'Carta regalo Trama' });
  await expect(line).toContainText('50 €');
  await expect(line).toContainText('50,00');
});
