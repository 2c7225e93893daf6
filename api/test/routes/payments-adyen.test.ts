/**
 * Payments with the Adyen provider (architecture §4 Payments), offline: @adyen/api-library's
 * HTTP client replays recorded answers (fixtures/payments), notifications are signed with the
 * test HMAC key of the fixture. The real database and routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotificationItem, type AdyenNotification } from '../../src/domain/payments/adyen-hmac.ts';
import { directiveSources } from '../../src/domain/security/content-security-policy.ts';
import { bearer } from '../helpers/auth.ts';
import { queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  ADYEN_TEST_ENV,
  createOrder,
  createPaymentTestApp,
  fixture,
  notificationsOf,
  openSession,
  orderState,
  paymentConfig,
  payableSize,
  RecordingAdyenClient,
} from '../fixtures/payments/payment-test-app.ts';

let t: TestApp;
let adyen: RecordingAdyenClient;
let size: SizeFixture;
let shopper: Shopper;
let stranger: Shopper;
let recorded: { sessions: Record<string, unknown>; details: Record<string, unknown>; notification: { hmacKey: string; notification: AdyenNotification } };

beforeAll(async () => {
  recorded = {
    sessions: await fixture('adyen-sessions-response.json'),
    details: await fixture('adyen-payment-details-response.json'),
    notification: await fixture('adyen-notification-authorised.json'),
  };
  adyen = new RecordingAdyenClient({ '/sessions': recorded.sessions, '/payments/details': recorded.details });
  t = await createPaymentTestApp({ config: paymentConfig(ADYEN_TEST_ENV), adyenHttpClient: adyen });
  size = await payableSize(t);
  shopper = await shopperWithAddresses(t);
  stranger = await shopperWithAddresses(t);
});
afterAll(() => t.close());

/** The recorded AUTHORISATION notification, re-addressed to `reference` and re-signed with the fixture's test key. */
function notificationFor(reference: string, value: number, pspReference: string): AdyenNotification {
  const item = { ...recorded.notification.notification.notificationItems[0]!.NotificationRequestItem, merchantReference: reference, pspReference, amount: { value, currency: 'EUR' } };
  const hmacSignature = signNotificationItem({ ...item, additionalData: {} }, recorded.notification.hmacKey);
  return { live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { ...item.additionalData, hmacSignature } } }] };
}

describe('architecture §4 Payments: Adyen provider (recorded answers)', () => {
  it('the session request carries the order amount in minor units, reference = webOrderId, returnUrl, countryCode, shopperLocale and lineItems', async () => {
    const order = await createOrder(t, shopper, size, 2);
    const { totalAmount } = await orderState(t, order.orderId);
    adyen.requests.length = 0;
    const res = await openSession(t, shopper.token, order.orderId, { amount: { value: 1, currency: 'EUR' }, shopperLocale: 'it-IT' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adyen.requests).toHaveLength(1);
    const { endpoint, body } = adyen.requests[0]!;
    expect(endpoint).toBe('https://checkout-test.adyen.com/v72/sessions');
    const amountMinor = Math.round(totalAmount * 100);
    expect(body).toMatchObject({
      merchantAccount: 'TestMerchant',
      amount: { value: amountMinor, currency: 'EUR' },
      reference: order.webOrderId,
      returnUrl: 'https://shop.example/it/accepted',
      countryCode: 'IT',
      shopperLocale: 'it-IT',
    });
    const items = body.lineItems as { amountIncludingTax: number; quantity: number; id: string }[];
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items[0]).toMatchObject({ id: String(size.productId), quantity: 2 });
    expect(items.reduce((sum, i) => sum + i.amountIncludingTax * i.quantity, 0)).toBe(amountMinor);
    expect(res.json()).toEqual({
      provider: 'adyen',
      orderId: order.orderId,
      reference: order.webOrderId,
      amount: { value: amountMinor, currency: 'EUR' },
      adyen: { id: recorded.sessions.id, sessionData: recorded.sessions.sessionData, clientKey: 'test_CLIENTKEY', environment: 'test' },
    });
  });

  it('a webhook signed with the HMAC key → PAI; a bad signature → 401 and nothing stored', async () => {
    const order = await createOrder(t, shopper, size);
    const amountMinor = Math.round((await orderState(t, order.orderId)).totalAmount * 100);
    const forged = notificationFor(order.webOrderId, amountMinor, '8815000000000001');
    forged.notificationItems[0]!.NotificationRequestItem.additionalData!.hmacSignature = signNotificationItem(
      { ...forged.notificationItems[0]!.NotificationRequestItem, additionalData: {} },
      'CD'.repeat(32),
    );
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/webhooks/adyen', payload: forged }), 401, 'INVALID_SIGNATURE');
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
    expect(await notificationsOf(t, order.webOrderId)).toEqual([]);

    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/adyen', payload: notificationFor(order.webOrderId, amountMinor, '8815000000000002') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('[accepted]');
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expect((await notificationsOf(t, order.webOrderId))[0]).toMatchObject({ provider: 'adyen', outcome: 'APPLIED' });
  });

  it("§4 Card payment drop-in: payment-details answers Adyen's resultCode and never marks paid; another customer's order is 404", async () => {
    const order = await createOrder(t, shopper, size);
    expect((await openSession(t, shopper.token, order.orderId)).statusCode).toBe(200);
    recorded.details.merchantReference = order.webOrderId;
    const details = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/external-secured/adyen/payment-details', headers: bearer(token), payload: { redirectResult: 'Ab02b4c0!redirect' } });
    const res = await details(shopper.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'Authorised' });
    expect(adyen.requests.at(-1)).toMatchObject({ body: { details: { redirectResult: 'Ab02b4c0!redirect' } } });
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
    const page = await t.app.inject({ url: '/api/external-secured/orders/accepted', query: { id: order.webOrderId }, headers: bearer(shopper.token) });
    expect(page.json()).toMatchObject({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE', transactionId: recorded.details.pspReference });
    expectApiError(await details(stranger.token), 404, 'ORDER_NOT_FOUND');
  });

  it('Adyen not answering: 502 PAYMENT_PROVIDER_ERROR and no session stored', async () => {
    const order = await createOrder(t, shopper, size);
    const saved = adyen.answers['/sessions'];
    delete adyen.answers['/sessions'];
    try {
      expectApiError(await openSession(t, shopper.token, order.orderId), 502, 'PAYMENT_PROVIDER_ERROR');
    } finally {
      adyen.answers['/sessions'] = saved;
    }
    expect(await queryRows(t, 'select session_id from payment_sessions where order_id = $1', [order.orderId])).toEqual([]);
  });

  it('the sandbox payment route is closed while Adyen is the provider', async () => {
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/sandbox-payments/SBX-x/payments', headers: bearer(shopper.token), payload: { method: 'paypal' } }),
      404,
      'SESSION_NOT_FOUND',
    );
  });

  it('CSP: the page allows the Adyen test host for script, style, connect, frame and img, and nothing of another provider', async () => {
    await t.write('shell/dist/index.html', '<!doctype html><html><head><title>Trama</title></head><body><div id="root"></div></body></html>');
    const policy = String((await t.app.inject({ url: '/it' })).headers['content-security-policy']);
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(directiveSources(policy, name), name).toContain('https://checkoutshopper-test.adyen.com');
    }
    expect(policy).not.toContain('checkoutshopper-live');
    expect(policy).not.toContain('monetico');
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
    // JSON answers keep the API policy.
    expect((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
