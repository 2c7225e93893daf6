/**
 * Payments with Monetico (architecture §4 Payments: the external gateway, MAC-signed form and
 * CGI2 return), on the real database and routes. The MAC is checked against the vectors in
 * test/domain/payments/monetico-mac.test.ts; here a CGI2 call is signed with the terminal's test key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidMoneticoMac, moneticoMac } from '../../src/domain/payments/monetico-mac.ts';
import { directiveSources } from '../../src/domain/security/content-security-policy.ts';
import type { SizeFixture } from '../helpers/basket-fixtures.ts';
import { shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { bearer } from '../helpers/auth.ts';
import { expectApiError } from '../helpers/security.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createOrder, createPaymentTestApp, MONETICO_TEST_ENV, notificationsOf, openSession, orderState, paymentConfig, payableSize } from '../fixtures/payments/payment-test-app.ts';

let t: TestApp;
let size: SizeFixture;
let shopper: Shopper;

beforeAll(async () => {
  t = await createPaymentTestApp({ config: paymentConfig(MONETICO_TEST_ENV) });
  size = await payableSize(t);
  shopper = await shopperWithAddresses(t);
});
afterAll(() => t.close());

const CGI2 = '/api/payments/monetico/cgi2';
const KEY = MONETICO_TEST_ENV.MONETICO_KEY;

function cgi2Fields(order: { orderId: number; webOrderId: string }, amount: number, code: string, date = '22/11/2026_a_12:03:10'): Record<string, string> {
  const fields: Record<string, string> = {
    TPE: MONETICO_TEST_ENV.MONETICO_TPE,
    date,
    montant: `${amount.toFixed(2)}EUR`,
    reference: String(order.orderId),
    'texte-libre': order.webOrderId,
    'code-retour': code,
    cvx: 'oui',
    vld: '1234',
    brand: 'VI',
    modepaiement: 'CB',
    numauto: '000000',
  };
  return { ...fields, MAC: moneticoMac(fields, KEY) };
}

const postCgi2 = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: CGI2, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, payload: new URLSearchParams(fields).toString() });

describe('architecture §4 Payments: Monetico', () => {
  it('account §3 Payment parameters: the session is a MAC-signed form with the order amount, reference and texte-libre = webOrderId', async () => {
    const order = await createOrder(t, shopper, size);
    const { totalAmount } = await orderState(t, order.orderId);
    const res = await openSession(t, shopper.token, order.orderId, { amount: { value: 1, currency: 'EUR' } });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ provider: 'monetico', amount: { value: Math.round(totalAmount * 100), currency: 'EUR' } });
    expect(session.monetico.action).toBe('https://p.monetico-services.com/test/paiement.cgi');
    const fields = session.monetico.fields as Record<string, string>;
    expect(fields).toMatchObject({
      TPE: '1234567',
      version: '3.0',
      societe: 'tramatest',
      montant: `${totalAmount.toFixed(2)}EUR`,
      reference: String(order.orderId),
      'texte-libre': order.webOrderId,
      lgue: 'IT',
      url_retour_ok: 'https://shop.example/it/accepted',
      url_retour_err: 'https://shop.example/it/failed',
    });
    expect(fields.date).toMatch(/^\d{2}\/\d{2}\/\d{4}:\d{2}:\d{2}:\d{2}$/);
    expect(isValidMoneticoMac(fields, KEY)).toBe(true);
    const contexte = JSON.parse(Buffer.from(fields.contexte_commande!, 'base64').toString('utf8'));
    expect(contexte.billing).toMatchObject({ city: 'Milano' });
    expect(contexte.shipping).toMatchObject({ city: 'Milano' });
  });

  it('CGI2 with a good MAC (payetest) → cdr=0 and PAI; the same call again is acknowledged and applied once', async () => {
    const order = await createOrder(t, shopper, size);
    const { totalAmount } = await orderState(t, order.orderId);
    const fields = cgi2Fields(order, totalAmount, 'payetest');
    for (let i = 0; i < 2; i++) {
      const res = await postCgi2(fields);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('version=2\ncdr=0\n');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expect(await notificationsOf(t, order.webOrderId)).toEqual([expect.objectContaining({ provider: 'monetico', outcome: 'APPLIED', success: true })]);
  });

  it('CGI2 with a bad MAC → cdr=1, the order unchanged and nothing stored', async () => {
    const order = await createOrder(t, shopper, size);
    const { totalAmount } = await orderState(t, order.orderId);
    const tampered = { ...cgi2Fields(order, totalAmount, 'paiement'), montant: '0.01EUR' };
    const otherKey = { ...cgi2Fields(order, totalAmount, 'paiement') };
    otherKey.MAC = moneticoMac(otherKey, '0123456789ABCDEF0123456789ABCDEF01234568');
    for (const fields of [tampered, otherKey, { ...cgi2Fields(order, totalAmount, 'paiement'), TPE: '7654321' }]) {
      const res = await postCgi2(fields);
      expect(res.body).toBe('version=2\ncdr=1\n');
    }
    expect((await orderState(t, order.orderId)).status).toBe('CHE');
    expect(await notificationsOf(t, order.webOrderId)).toEqual([]);
  });

  it('CGI2 Annulation → FAI; a wrong amount → unpaid, AMOUNT_MISMATCH', async () => {
    const cancelled = await createOrder(t, shopper, size);
    const cancelledTotal = (await orderState(t, cancelled.orderId)).totalAmount;
    expect((await postCgi2(cgi2Fields(cancelled, cancelledTotal, 'Annulation'))).body).toBe('version=2\ncdr=0\n');
    expect((await orderState(t, cancelled.orderId)).status).toBe('FAI');

    const short = await createOrder(t, shopper, size);
    const shortTotal = (await orderState(t, short.orderId)).totalAmount;
    expect((await postCgi2(cgi2Fields(short, shortTotal - 1, 'paiement'))).body).toBe('version=2\ncdr=0\n');
    expect((await orderState(t, short.orderId)).status).toBe('CHE');
    expect((await notificationsOf(t, short.webOrderId)).map((n) => n.outcome)).toEqual(['AMOUNT_MISMATCH']);
  });

  it('the Adyen webhook is closed while Monetico is the provider', async () => {
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/adyen',
        payload: { live: 'false', notificationItems: [{ NotificationRequestItem: { pspReference: 'x', merchantAccountCode: 'x', merchantReference: 'x', amount: { value: 1, currency: 'EUR' }, eventCode: 'AUTHORISATION', success: 'true' } }] },
      }),
      404,
      'WEBHOOK_DISABLED',
    );
  });

  it('CSP: the page may post forms to the Monetico gateway and loads nothing from it, nor from Adyen', async () => {
    await t.write('shell/dist/index.html', '<!doctype html><html><head><title>Trama</title></head><body><div id="root"></div></body></html>');
    const policy = String((await t.app.inject({ url: '/it' })).headers['content-security-policy']);
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'", 'https://p.monetico-services.com']);
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src', 'img-src']) expect(directiveSources(policy, name)!.join(' '), name).not.toMatch(/monetico|adyen/);
  });
});

describe('[31.12] account §7 create-user-payment and mac: the Monetico gateway through the API', () => {
  const base = { country: 'IT', currency: 'EUR', returnUrl: 'https://shop.example/it/accepted', shopperLocale: 'it' };
  const createUserPayment = (token: string, orderId: number) =>
    t.app.inject({ method: 'POST', url: '/api/external-secured/payments/create-user-payment', headers: bearer(token), payload: { orderId, ...base } });
  const mac = (token: string, userPaymentId: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/external-secured/payments/mac', headers: bearer(token), payload: { userPaymentId, fields } });

  async function userPayment() {
    const order = await createOrder(t, shopper, size);
    const res = await createUserPayment(shopper.token, order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    return { order, body: res.json() as { userPaymentId: string; action: string; parameters: Record<string, unknown>; fields: Record<string, string> } };
  }

  it('create-user-payment answers the payment parameters (account §3) and the form fields without a MAC; mac seals exactly them with the server key', async () => {
    const { order, body } = await userPayment();
    const { totalAmount } = await orderState(t, order.orderId);
    expect(body.action).toBe('https://p.monetico-services.com/test/paiement.cgi');
    expect(body.fields.MAC).toBeUndefined();
    expect(body.fields).toMatchObject({ TPE: '1234567', montant: `${totalAmount.toFixed(2)}EUR`, reference: String(order.orderId), 'texte-libre': order.webOrderId });
    expect(body.parameters).toMatchObject({
      amount: totalAmount,
      currency: 'EUR',
      reference: String(order.orderId),
      orderId: order.orderId,
      tranDate: body.fields.date,
      contexteCommande: body.fields.contexte_commande,
      gateway: body.action,
    });

    const res = await mac(shopper.token, body.userPaymentId, body.fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { MAC } = res.json();
    expect(MAC).toBe(moneticoMac(body.fields, KEY));
    expect(isValidMoneticoMac({ ...body.fields, MAC }, KEY)).toBe(true);
    // The form sealed by the API is a genuine one: sending its MAC back along the fields verifies.
    expect((await mac(shopper.token, body.userPaymentId, { ...body.fields, MAC })).statusCode).toBe(200);
  });

  it('a changed, added or missing field is 409 PAYMENT_FIELDS_TAMPERED: the MAC call signs nothing the API did not issue', async () => {
    const { body } = await userPayment();
    const { contexte_commande: _dropped, ...missing } = body.fields;
    const cases: [Record<string, string>, string[]][] = [
      [{ ...body.fields, montant: '0.01EUR' }, ['montant']],
      [{ ...body.fields, url_retour_ok: 'https://evil.example/it/accepted' }, ['url_retour_ok']],
      [{ ...body.fields, reference: '1' }, ['reference']],
      [{ ...body.fields, extra: 'x' }, ['extra']],
      [missing, ['contexte_commande']],
    ];
    for (const [fields, names] of cases) {
      const res = await mac(shopper.token, body.userPaymentId, fields);
      expectApiError(res, 409, 'PAYMENT_FIELDS_TAMPERED', names.join());
      expect(res.json().fields).toEqual(names);
    }
  });

  it('a tampered MAC sent with the fields is refused, 422 INVALID_MAC', async () => {
    const { body } = await userPayment();
    const good = moneticoMac(body.fields, KEY);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    for (const MAC of [flipped, moneticoMac(body.fields, '0123456789ABCDEF0123456789ABCDEF01234568'), 'not-a-mac']) {
      expectApiError(await mac(shopper.token, body.userPaymentId, { ...body.fields, MAC }), 422, 'INVALID_MAC', MAC);
    }
  });

  it("another customer's order or user payment is 404, no token is 401; a paid order is no longer signed (409)", async () => {
    const { order, body } = await userPayment();
    const stranger = await shopperWithAddresses(t);
    expectApiError(await createUserPayment(stranger.token, order.orderId), 404, 'ORDER_NOT_FOUND');
    expectApiError(await mac(stranger.token, body.userPaymentId, body.fields), 404, 'USER_PAYMENT_NOT_FOUND');
    expectApiError(await mac(shopper.token, 'MON-nope', body.fields), 404, 'USER_PAYMENT_NOT_FOUND');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/external-secured/payments/mac', payload: { userPaymentId: body.userPaymentId, fields: body.fields } });
    expect(anonymous.statusCode).toBe(401);

    const { totalAmount } = await orderState(t, order.orderId);
    expect((await postCgi2(cgi2Fields(order, totalAmount, 'payetest'))).body).toBe('version=2\ncdr=0\n');
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expectApiError(await mac(shopper.token, body.userPaymentId, body.fields), 409, 'ORDER_NOT_PAYABLE');
    expectApiError(await createUserPayment(shopper.token, order.orderId), 409, 'ORDER_NOT_PAYABLE');
  });
});
