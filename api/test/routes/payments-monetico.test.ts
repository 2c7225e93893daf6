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
