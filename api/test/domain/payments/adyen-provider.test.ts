/**
 * Architecture §4 Payments: the Adyen provider through @adyen/api-library, offline — the
 * library's HTTP client is replaced by one that records the request and replays a recorded
 * answer (fixtures/payments/adyen-*-response.json).
 */
import { describe, expect, it } from 'vitest';
import { AdyenProvider, adyenLineItems, adyenLocale } from '../../../src/domain/payments/adyen-provider.ts';
import type { PayableOrder } from '../../../src/domain/orders/order-payments.ts';
import { paymentConfigFromEnv } from '../../../src/domain/payments/payment-config.ts';
import { ADYEN_TEST_ENV, fixture, RecordingAdyenClient } from '../../fixtures/payments/payment-test-app.ts';

const order: PayableOrder = {
  orderId: 100001,
  webOrderId: 'W3-100001',
  webClientId: 7,
  brandId: 3,
  status: 'CHE',
  amount: 62.5,
  amountMinor: 6250,
  currency: 'EUR',
  country: 'IT',
  language: 'it',
  email: 'anna@example.com',
  deliveryMode: 'DIS',
  selectedPrice: 1,
  storeCode: null,
  billingAddress: { name: 'Anna Rossi' },
  shippingAddress: { name: 'Anna Rossi' },
  discountCode: null,
  lines: [
    { productId: 501, size: '40x140', name: 'Runner cotone', quantity: 2, unitPrice: 30, lineTotal: 60, itemType: 'EAN' },
    { productId: null, size: null, name: 'Spedizione', quantity: 1, unitPrice: 5.9, lineTotal: 5.9, itemType: 'FREIGHT_COST' },
  ],
  orderDate: '2026-11-22T11:00:00.000Z',
};

async function provider() {
  const client = new RecordingAdyenClient({
    '/sessions': await fixture('adyen-sessions-response.json'),
    '/payments/details': await fixture('adyen-payment-details-response.json'),
  });
  return { client, adyen: new AdyenProvider(paymentConfigFromEnv(ADYEN_TEST_ENV).adyen!, client) };
}

describe('architecture §4 Payments: Adyen sessions and details (recorded answers)', () => {
  it('POST /sessions carries the amount in minor units, reference = webOrderId, returnUrl, countryCode, shopperLocale and lineItems', async () => {
    const { client, adyen } = await provider();
    const session = await adyen.createSession({ order, returnUrl: 'https://shop.example/it/accepted', shopperLocale: 'it', country: 'IT' });
    expect(client.requests).toHaveLength(1);
    const [request] = client.requests;
    expect(request!.endpoint).toBe('https://checkout-test.adyen.com/v72/sessions');
    expect(request!.apiKey).toBe('test_api_key');
    expect(request!.body).toMatchObject({
      merchantAccount: 'TestMerchant',
      amount: { value: 6250, currency: 'EUR' },
      reference: 'W3-100001',
      returnUrl: 'https://shop.example/it/accepted',
      countryCode: 'IT',
      shopperLocale: 'it-IT',
      shopperEmail: 'anna@example.com',
    });
    const items = request!.body.lineItems as { amountIncludingTax: number; quantity: number; description: string }[];
    expect(items.map((i) => [i.description, i.quantity, i.amountIncludingTax])).toEqual([
      ['Runner cotone', 2, 3000],
      ['Spedizione', 1, 590],
      ['Sconto', 1, -340],
    ]);
    expect(items.reduce((sum, i) => sum + i.amountIncludingTax * i.quantity, 0)).toBe(6250);
    expect(session).toEqual({
      sessionId: 'CSD9CAC34EBAE225DD',
      block: { adyen: { id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQABAgCW5sxB4e/==', clientKey: 'test_CLIENTKEY', environment: 'test' } },
    });
  });

  it('POST /payments/details sends the redirectResult and reads resultCode, pspReference and merchantReference', async () => {
    const { client, adyen } = await provider();
    const details = await adyen.paymentDetails('Ab02b4c0!redirect');
    expect(client.requests[0]).toMatchObject({ endpoint: 'https://checkout-test.adyen.com/v72/payments/details', body: { details: { redirectResult: 'Ab02b4c0!redirect' } } });
    expect(details).toEqual({ resultCode: 'Authorised', pspReference: 'V4HZ4RBFJGXXGN82', merchantReference: 'W3-100001' });
  });

  it('the CSP hosts are the test Drop-in host, on every directive the Drop-in needs', async () => {
    const { adyen } = await provider();
    for (const name of ['script', 'style', 'connect', 'frame', 'img'] as const) expect(adyen.csp[name]).toEqual(['https://checkoutshopper-test.adyen.com']);
  });

  it('line items add up to the amount without a discount line when nothing is taken off; locales get a region', () => {
    const exact = { ...order, amount: 65.9, amountMinor: 6590 };
    expect(adyenLineItems(exact).map((i) => i.id)).toEqual(['501', 'FREIGHT_COST']);
    expect(adyenLocale('en-gb', 'IT')).toBe('en-GB');
    expect(adyenLocale('fr', 'FR')).toBe('fr-FR');
  });
});
