import { readFile } from 'node:fs/promises';
import { DEMO, addPreselected, continueCheckoutTo, expectSignedIn, openCheckout, openProductAt, payAuthorised, signIn } from '../support/shop.ts';
import type { Download } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Account journeys of issue 14 (account §2 Account area, Order and ticket lists, Returns; §5
 * Invoice download, Returns): the demo customer pays an order, opens its detail, downloads the
 * invoice, reads the in-store receipts, files a return and downloads its printable form.
 */
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';
const ORDERS_PAGE = '/it/il-mio-account/ordini';
const RECEIPTS_PAGE = '/it/il-mio-account/scontrini';
const RETURNS_PAGE = '/it/il-mio-account/resi';

/** The demo customer (default addresses seeded) buys the earrings with the sandbox card: an order PAI. */
async function payAnOrder(page: Page): Promise<string> {
  await openProductAt(page, EARRINGS);
  await addPreselected(page, 1);
  await openCheckout(page);
  await continueCheckoutTo(page, 'summary');
  return payAuthorised(page);
}

/** A saved download is a real PDF: it starts with %PDF. */
async function expectPdf(download: Download, fileName: string | RegExp): Promise<void> {
  expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test('demo customer: order detail → invoice PDF → receipts and one receipt → return → return form PDF → the order shows the return', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/it');
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);
  const orderId = await payAnOrder(page);
  expect(orderId).toMatch(/^\d+$/);

  // §2 Orders: the list, the account's tabs, the detail with tracking, addresses, totals and payment.
  await page.goto(ORDERS_PAGE);
  await expect(page.getByRole('navigation', { name: 'Sezioni del mio account' }).getByRole('link', { name: 'I miei ordini' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('account-orders-count')).toContainText('ordin');
  const order = page.locator(`[data-testid="account-order"][data-order-id="${orderId}"]`);
  await expect(order.getByTestId('account-order-status')).toHaveAttribute('data-code', 'PAI');
  await expect(order.getByRole('img').first()).toBeVisible();
  await order.getByTestId('account-order-details').click();
  const detail = order.getByTestId('account-order-detail');
  await expect(detail.getByTestId('account-order-line')).toHaveCount(1);
  await expect(detail.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(detail.getByTestId('account-order-tracking')).toBeVisible();
  await expect(detail.getByTestId('account-order-totals')).toContainText('€');
  await expect(detail.getByTestId('account-order-payment')).not.toContainText('—');

  // §2 The invoice: a PDF made by the API, named after the order.
  const invoice = page.waitForEvent('download');
  await detail.getByTestId('account-order-invoice').click();
  await expectPdf(await invoice, `${orderId}.pdf`);
  await expect(detail.getByRole('alert')).toBeEmpty();

  // §2 In-store receipts: the seeded store sales of the demo customer, in several stores.
  await page.goto(RECEIPTS_PAGE);
  await expect(page.getByTestId('account-receipts-count')).toContainText('scontrin');
  const receipts = page.getByTestId('account-receipt');
  expect(await receipts.count()).toBeGreaterThan(1);
  const first = receipts.first();
  await first.getByTestId('account-receipt-details').click();
  await expect(first.getByTestId('account-receipt-detail').getByTestId('account-receipt-line').first()).toBeVisible();
  // [31.9] §2 a receipt has a return button too: a shop purchase goes back to a shop (its own, named).
  const number = await first.getAttribute('data-order-number');
  await first.getByTestId('account-receipt-return').click();
  await expect(page).toHaveURL(new RegExp(`/it/reso\\?receipt=${number}$`));
  await expect(page.getByTestId('account-receipt-return')).toContainText('Acquistato presso:');

  // §2 Returns: from the order's return button, choose the line, a reason and a message.
  await page.goto(ORDERS_PAGE);
  await order.getByTestId('account-order-return').click();
  await expect(page).toHaveURL(new RegExp(`/it/reso\\?orderId=${orderId}$`));
  const line = page.getByTestId('account-return-line').first();
  await line.getByRole('checkbox').check();
  await page.getByTestId('account-return-next').click();
  await expect(page.getByTestId('account-return-submit')).toBeDisabled();
  await page.getByTestId('account-return-reason').selectOption({ index: 1 });
  await page.getByTestId('account-return-message').fill('Il colore è diverso dalla foto.');
  await page.getByTestId('account-return-submit').click();
  const confirmation = page.getByTestId('account-return-confirmation');
  await expect(confirmation).toBeVisible();

  // The printable return form is a PDF too.
  const form = page.waitForEvent('download');
  await confirmation.getByTestId('account-return-form').click();
  await expectPdf(await form, /^reso-\d+\.pdf$/);

  // The order now says a return was requested; the returns tab lists it.
  await page.goto(ORDERS_PAGE);
  await expect(order.getByTestId('account-order-return-requested')).toBeVisible();
  await page.goto(RETURNS_PAGE);
  await expect(page.getByTestId('account-returns-item').first()).toContainText(orderId);
  // [31.9] account §4: a new return awaits receipt.
  await expect(page.getByTestId('account-returns-status').first()).toHaveText('Stato: In attesa di ricezione');
});
