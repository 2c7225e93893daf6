/**
 * Long on purpose: one test a rule of the sandbox payments, sharing one app, shopper and order set-up.
 *
 * Payments with the sandbox provider (architecture §4 Payments; account §4 Checkout flow, Order
 * update after payment result, Payment confirmation statuses), on the real database and the
 * app's default wiring: the sandbox delivers HMAC-signed Adyen notifications to the webhook,
 * and only a verified notification changes the order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { directiveSources } from '../../src/domain/security/content-security-policy.ts';
import { signNotificationItem } from '../../src/domain/payments/adyen-hmac.ts';
import { sandboxNotification } from '../../src/domain/payments/sandbox-provider.ts';
import { bearer, mailsTo } from '../helpers/auth.ts';
import { queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';
import { createOrder, createPaymentTestApp, notificationsOf, openSession, orderState, payableSize, paymentConfig } from '../fixtures/payments/payment-test-app.ts';

const t = testAppForFile();
let size: SizeFixture;
let shopper: Shopper;
let stranger: Shopper;

beforeAll(async () => {
  size = await payableSize(t);
  shopper = await shopperWithAddresses(t);
  stranger = await shopperWithAddresses(t);
});

const WEBHOOK = '/api/webhooks/adyen';
const AUTHORISED_CARD = '4111 1111 4555 1142';
const REFUSED_CARD = '4000 0000 0000 0002';
const PENDING_CARD = '4000 0000 0000 0077';

async function orderWithSession(who: Shopper = shopper) {
  const order = await createOrder(t, who, size);
  const res = await openSession(t, who.token, order.orderId);
  expect(res.statusCode, res.body).toBe(200);
  return { ...order, session: res.json() as { sandbox: { sessionId: string }; amount: { value: number; currency: string } } };
}

const pay = (token: string, sessionId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox-payments/${sessionId}/payments`, headers: bearer(token), payload });

const result = (token: string, id: string | number, outcome: 'accepted' | 'failed' = 'accepted') =>
  t.app.inject({ url: `/api/external-secured/orders/${outcome}`, query: { id: String(id) }, headers: bearer(token) });

/** A notification signed like the sandbox signs (its key), or with another key. */
async function signedNotification(input: { reference: string; amountMinor: number; currency?: string; success?: boolean; pspReference?: string }, key?: string) {
  return sandboxNotification(
    {
      pspReference: input.pspReference ?? `TEST${Math.random().toString(36).slice(2, 14).toUpperCase()}`,
      reference: input.reference,
      amountMinor: input.amountMinor,
      currency: input.currency ?? 'EUR',
      success: input.success ?? true,
      method: 'card',
    },
    key ?? (await t.app.paymentProvider.notificationHmacKey())!,
  );
}

const postNotification = (payload: object) => t.app.inject({ method: 'POST', url: WEBHOOK, payload });
const confirmations = async (email: string) => (await mailsTo(t, email)).filter((m) => m.kind === 'order-confirmation').length;

describe('architecture §4 Payments: sessions', () => {
  it('§4 Checkout flow: the session amount comes from the order, never from the body', async () => {
    const order = await createOrder(t, shopper, size, 2);
    const { totalAmount } = await orderState(t, order.orderId);
    const res = await openSession(t, shopper.token, order.orderId, { amount: { value: 1, currency: 'EUR' }, currency: 'USD' });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ provider: 'sandbox', orderId: order.orderId, reference: order.webOrderId, amount: { value: Math.round(totalAmount * 100), currency: 'EUR' } });
    expect(session.sandbox.testCards).toEqual(expect.arrayContaining([{ number: AUTHORISED_CARD, outcome: 'Authorised' }, { number: REFUSED_CARD, outcome: 'Refused' }, { number: PENDING_CARD, outcome: 'Pending' }]));
    expect(session.adyen).toBeUndefined();
    const [stored] = await queryRows<{ amountMinor: number; reference: string; status: string }>(
      t,
      'select amount_minor as "amountMinor", reference, status from payment_sessions where session_id = $1',
      [session.sandbox.sessionId],
    );
    expect(stored).toEqual({ amountMinor: Math.round(totalAmount * 100), reference: order.webOrderId, status: 'CREATED' });
  });

  it("§6 Roles: another customer's order is 404, like an absent one, for the session, the payment and the result", async () => {
    const order = await orderWithSession(shopper);
    expectApiError(await openSession(t, stranger.token, order.orderId), 404, 'ORDER_NOT_FOUND');
    expectApiError(await openSession(t, stranger.token, 2_000_000_000), 404, 'ORDER_NOT_FOUND');
    expectApiError(await pay(stranger.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: AUTHORISED_CARD }), 404, 'SESSION_NOT_FOUND');
    expectApiError(await result(stranger.token, order.orderId), 404, 'ORDER_NOT_FOUND');
    expectApiError(await result(stranger.token, order.webOrderId, 'failed'), 404, 'ORDER_NOT_FOUND');
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
  });

  it('an unknown session is 404; a card payment without a number is 400 and changes nothing', async () => {
    expectApiError(await pay(shopper.token, 'SBX-nothing', { method: 'card', cardNumber: AUTHORISED_CARD }), 404, 'SESSION_NOT_FOUND');
    const order = await orderWithSession();
    expectApiError(await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card' }), 400, 'CARD_NUMBER_REQUIRED');
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
  });
});

describe('architecture §4 Payments: the sandbox pays through the signed webhook', () => {
  it('§4 Order update after payment result: an authorised test card → verified notification → PAI, confirmed on the result page', async () => {
    const order = await orderWithSession();
    const res = await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: AUTHORISED_CARD, holderName: 'Anna Rossi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'Authorised', orderId: order.orderId, reference: order.webOrderId, pspReference: expect.stringMatching(/^\w{16}$/) });
    const state = await orderState(t, order.orderId);
    expect(state.status).toBe('PAI');
    expect(state.paidAt).toBeInstanceOf(Date);
    expect(await notificationsOf(t, order.webOrderId)).toEqual([
      { provider: 'sandbox', eventCode: 'AUTHORISATION', pspReference: res.json().pspReference, outcome: 'APPLIED', success: true },
    ]);
    const page = await result(shopper.token, order.webOrderId);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ status: 'PAYMENT_CONFIRMED', orderStatus: 'PAI', transactionId: res.json().pspReference, webOrderId: order.webOrderId, deliveryMode: 'DIS', store: null });
    // §4 purchase analytics read the order's own lines, as the API priced them.
    const lines = page.json().lines as { productId: number | null; quantity: number; lineTotal: number; itemType: string }[];
    expect(lines.filter((line) => line.productId !== null).length).toBeGreaterThan(0);
    expect(lines.reduce((sum, line) => sum + line.lineTotal, 0)).toBeCloseTo(page.json().amount, 2);
    // A paid order takes no second session or payment.
    expectApiError(await openSession(t, shopper.token, order.orderId), 409, 'ORDER_NOT_PAYABLE');
    expectApiError(await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: AUTHORISED_CARD }), 409, 'ORDER_NOT_PAYABLE');
  });

  it('PayPal and pay-in-3 buttons carry their outcome through the same webhook', async () => {
    const paypal = await orderWithSession();
    expect((await pay(shopper.token, paypal.session.sandbox.sessionId, { method: 'paypal', outcome: 'Authorised' })).json().resultCode).toBe('Authorised');
    expect((await orderState(t, paypal.orderId)).status).toBe('PAI');
    const klarna = await orderWithSession();
    expect((await pay(shopper.token, klarna.session.sandbox.sessionId, { method: 'klarna', outcome: 'Refused' })).json().resultCode).toBe('Refused');
    expect((await orderState(t, klarna.orderId)).status).toBe('FAI');
  });

  it('§4 Order update after payment result: a refused card → FAI, and the result page says failed', async () => {
    const order = await orderWithSession();
    const res = await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: REFUSED_CARD });
    expect(res.json().resultCode).toBe('Refused');
    expect((await orderState(t, order.orderId)).status).toBe('FAI');
    expect((await notificationsOf(t, order.webOrderId))[0]).toMatchObject({ outcome: 'APPLIED', success: false });
    expect((await result(shopper.token, order.orderId, 'failed')).json()).toMatchObject({ status: 'PAYMENT_FAILED', orderStatus: 'FAI' });
  });

  it("§4 Payment confirmation statuses: the browser's result alone never marks paid (pending: no notification, awaiting)", async () => {
    const order = await orderWithSession();
    const res = await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: PENDING_CARD });
    expect(res.json().resultCode).toBe('Pending');
    for (const outcome of ['accepted', 'failed'] as const) {
      const page = await result(shopper.token, order.orderId, outcome);
      expect(page.json()).toMatchObject({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE' });
    }
    expect(await orderState(t, order.orderId)).toMatchObject({ status: 'CHE', paidAt: null });
    expect(await notificationsOf(t, order.webOrderId)).toEqual([]);
  });

  it('§4 Payment confirmation statuses: an authorised answer whose notification never came is awaiting, not paid', async () => {
    const order = await orderWithSession();
    // What the browser would see if the webhook delivery were lost: the session says Authorised, nothing verified.
    await queryRows(t, `update payment_sessions set status = 'AUTHORISED', psp_reference = 'LOST000000000001' where session_id = $1`, [order.session.sandbox.sessionId]);
    expect((await result(shopper.token, order.orderId)).json()).toMatchObject({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE', transactionId: 'LOST000000000001' });
    expect(await orderState(t, order.orderId)).toMatchObject({ status: 'CHE', paidAt: null });
  });

  it('§4 Payment confirmation statuses: an order without any provider answer is awaiting, not paid', async () => {
    const order = await createOrder(t, shopper, size);
    expect((await result(shopper.token, order.orderId)).json()).toMatchObject({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE', transactionId: '' });
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
  });
});

describe('architecture §4 Payments: the webhook trusts only verified notifications', () => {
  it('a good HMAC → PAI; the same notification replayed is acknowledged and applied once (one e-mail, stock taken once)', async () => {
    // Issue 29 §1: the piece is taken when the order is created; the payment and its replays take no other.
    const [before] = await queryRows<{ stock: number }>(t, 'select web_inventory as stock from product_sizes where barcode = $1', [size.barcode]);
    const order = await createOrder(t, shopper, size);
    const { totalAmount } = await orderState(t, order.orderId);
    const notification = await signedNotification({ reference: order.webOrderId, amountMinor: Math.round(totalAmount * 100) });
    for (let i = 0; i < 3; i++) {
      const res = await postNotification(notification);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('[accepted]');
    }
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expect(await notificationsOf(t, order.webOrderId)).toHaveLength(1);
    expect(await confirmations(shopper.email)).toBeGreaterThanOrEqual(1);
    const mailsAfter = await confirmations(shopper.email);
    await postNotification(notification);
    expect(await confirmations(shopper.email)).toBe(mailsAfter);
    const [after] = await queryRows<{ stock: number }>(t, 'select web_inventory as stock from product_sizes where barcode = $1', [size.barcode]);
    expect(after!.stock).toBe(before!.stock - 1);
  });

  it('a bad HMAC (other key, tampered amount, no signature) → 401, the order unchanged and nothing stored', async () => {
    const order = await createOrder(t, shopper, size);
    const amountMinor = Math.round((await orderState(t, order.orderId)).totalAmount * 100);
    const otherKey = await signedNotification({ reference: order.webOrderId, amountMinor }, 'AB'.repeat(32));
    const tampered = await signedNotification({ reference: order.webOrderId, amountMinor: 1 });
    tampered.notificationItems[0]!.NotificationRequestItem.amount.value = amountMinor;
    const unsigned = await signedNotification({ reference: order.webOrderId, amountMinor });
    unsigned.notificationItems[0]!.NotificationRequestItem.additionalData = {};
    // One good item beside a forged one: nothing at all is applied.
    const mixed = await signedNotification({ reference: order.webOrderId, amountMinor });
    mixed.notificationItems.push(otherKey.notificationItems[0]!);
    for (const notification of [otherKey, tampered, unsigned, mixed]) {
      expectApiError(await postNotification(notification), 401, 'INVALID_SIGNATURE');
    }
    expect(await orderState(t, order.orderId)).toMatchObject({ status: 'CHE', paidAt: null });
    expect(await notificationsOf(t, order.webOrderId)).toEqual([]);
  });

  it('a wrong amount or currency → the order stays unpaid, stored as AMOUNT_MISMATCH', async () => {
    const order = await createOrder(t, shopper, size);
    const amountMinor = Math.round((await orderState(t, order.orderId)).totalAmount * 100);
    expect((await postNotification(await signedNotification({ reference: order.webOrderId, amountMinor: amountMinor - 1 }))).statusCode).toBe(200);
    expect((await postNotification(await signedNotification({ reference: order.webOrderId, amountMinor, currency: 'USD' }))).statusCode).toBe(200);
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
    expect((await notificationsOf(t, order.webOrderId)).map((n) => n.outcome)).toEqual(['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH']);
  });

  it('an unknown reference is acknowledged and stored as UNKNOWN_ORDER', async () => {
    const res = await postNotification(await signedNotification({ reference: 'W3-999999999', amountMinor: 1000 }));
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf(t, 'W3-999999999')).map((n) => n.outcome)).toEqual(['UNKNOWN_ORDER']);
  });

  it('§4 Order update after payment result: a paid order is never downgraded by a later failure', async () => {
    const order = await orderWithSession();
    await pay(shopper.token, order.session.sandbox.sessionId, { method: 'card', cardNumber: AUTHORISED_CARD });
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    const refusal = await signedNotification({ reference: order.webOrderId, amountMinor: order.session.amount.value, success: false });
    expect((await postNotification(refusal)).statusCode).toBe(200);
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expect((await notificationsOf(t, order.webOrderId)).map((n) => n.outcome)).toEqual(['APPLIED', 'ALREADY_FINAL']);
    expect((await result(shopper.token, order.orderId, 'failed')).json().status).toBe('PAYMENT_CONFIRMED');
  });

  it('other event codes are stored and change nothing', async () => {
    const order = await createOrder(t, shopper, size);
    const amountMinor = Math.round((await orderState(t, order.orderId)).totalAmount * 100);
    const notification = await signedNotification({ reference: order.webOrderId, amountMinor });
    const item = notification.notificationItems[0]!.NotificationRequestItem;
    item.eventCode = 'REPORT_AVAILABLE';
    item.additionalData = { hmacSignature: signNotificationItem({ ...item, additionalData: {} }, (await t.app.paymentProvider.notificationHmacKey())!) };
    expect((await postNotification(notification)).statusCode).toBe(200);
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
    expect((await notificationsOf(t, order.webOrderId)).map((n) => n.outcome)).toEqual(['IGNORED']);
  });

  it('a body that is not a notification is 400; the routes of the other providers are 404', async () => {
    expectApiError(await postNotification({ live: 'false', notificationItems: [] }), 400, 'VALIDATION_ERROR');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/external-secured/adyen/payment-details', headers: bearer(shopper.token), payload: { redirectResult: 'x' } }), 404, 'PAYMENT_DETAILS_UNAVAILABLE');
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/payments/monetico/cgi2', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'TPE=1&MAC=00' }),
      404,
      'WEBHOOK_DISABLED',
    );
  });
});

describe('architecture §4 Payments: the sandbox key', () => {
  it('without SANDBOX_HMAC_KEY a key is generated once and kept in app_secrets (the one notifications are signed with)', async () => {
    const key = await t.app.paymentProvider.notificationHmacKey();
    expect(key).toMatch(/^[0-9A-F]{64}$/);
    const rows = await queryRows<{ value: string }>(t, `select value from app_secrets where name = 'sandbox-payments-hmac'`);
    expect(rows).toEqual([{ value: key }]);
  });

  it('with SANDBOX_HMAC_KEY the sandbox signs with it, and the webhook accepts only that key', async () => {
    const configured = 'C0FFEE'.repeat(10) + 'C0FF';
    const other = await createPaymentTestApp({ config: paymentConfig({ SANDBOX_HMAC_KEY: configured }) });
    try {
      expect(await other.app.paymentProvider.notificationHmacKey()).toBe(configured);
      const notification = sandboxNotification({ pspReference: 'KEYTEST000000001', reference: 'W3-1', amountMinor: 100, currency: 'EUR', success: true, method: 'card' }, configured);
      expect((await other.app.inject({ method: 'POST', url: WEBHOOK, payload: notification })).statusCode).toBe(200);
      const generatedKey = (await t.app.paymentProvider.notificationHmacKey())!;
      const foreign = sandboxNotification({ pspReference: 'KEYTEST000000002', reference: 'W3-1', amountMinor: 100, currency: 'EUR', success: true, method: 'card' }, generatedKey);
      expectApiError(await other.app.inject({ method: 'POST', url: WEBHOOK, payload: foreign }), 401, 'INVALID_SIGNATURE');
    } finally {
      await other.close();
    }
  });
});

describe('architecture §4 Payments: CSP', () => {
  it('the sandbox adds no outside host to the page CSP', async () => {
    await t.write('shell/dist/index.html', '<!doctype html><html><head><title>Trama</title></head><body><div id="root"></div></body></html>');
    const policy = String((await t.app.inject({ url: '/it' })).headers['content-security-policy']);
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src']) expect(policy, name).not.toMatch(/adyen|monetico/);
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
  });
});

describe('[31.12] account §7 create-user-payment and mac belong to the Monetico gateway', () => {
  it('with the sandbox in use both answer 404 USER_PAYMENT_UNAVAILABLE', async () => {
    const order = await createOrder(t, shopper, size);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/external-secured/payments/create-user-payment',
      headers: bearer(shopper.token),
      payload: { orderId: order.orderId, country: 'IT', currency: 'EUR', returnUrl: 'https://shop.example/it/accepted', shopperLocale: 'it' },
    });
    expectApiError(create, 404, 'USER_PAYMENT_UNAVAILABLE');
    const mac = await t.app.inject({ method: 'POST', url: '/api/external-secured/payments/mac', headers: bearer(shopper.token), payload: { userPaymentId: 'MON-x', fields: { TPE: '1' } } });
    expectApiError(mac, 404, 'USER_PAYMENT_UNAVAILABLE');
  });
});
