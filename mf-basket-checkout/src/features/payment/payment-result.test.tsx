import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { AnalyticsEvent } from '@trama/shared/bus';
import type { PaymentResult, PaymentResultProps } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { discountAnswer, json, type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage, signIn, signOut, storeFromAnotherTab } from '../../test-support/reset.ts';
import { PaymentResultPage } from './components/payment-result-page.tsx';
import { DETAILS_PATH, endWatching, paymentResult, resultPath, resultProps, statusPath, watchAnalytics, watchNavigation } from './test-support/payment-api.ts';

const PROPS = resultProps();

let calls: ApiCall[];
let navigation: ReturnType<typeof watchNavigation>;
let purchases: AnalyticsEvent[];

/** A signed-in shopper who has just paid for a basket with a discount and a freight cost. */
function page(routes: Record<string, Route>, props: Partial<PaymentResultProps> = {}, signedIn = true) {
  calls = freshPage(routes);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100, quantity: 1 })] }) }));
  storeFromAnotherTab('discount', discountAnswer());
  localStorage.setItem('freight_cost', '7.9');
  localStorage.setItem('selectedPaymentMethod', 'card');
  if (signedIn) {
    getApiClient().configure({ token: 'token' });
    signIn(77);
  }
  navigation = watchNavigation();
  purchases = watchAnalytics();
  return render(<PaymentResultPage {...PROPS} {...props} />);
}

const result = (outcome: 'accepted' | 'failed') => calls.filter((c) => c.path === resultPath(outcome));
const view = () => screen.getByTestId('payment-result').dataset.view;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  endWatching();
  vi.useRealTimers();
});

describe('[31.8] §2 the wallet pages read the stored payPalData (D3)', () => {
  const stored = { createdOrderId: 501, paypalStatus: 'Authorised', paymentID: 'PSP-PP-1', reference: 'W-501' };

  it('§2 /accepted-paypal without an order in its address takes the stored createdOrderId and shows the PayPal payment', async () => {
    sessionStorage.setItem('payPalData', JSON.stringify(stored));
    page({ [resultPath('accepted')]: () => paymentResult() }, { wallet: true, orderRef: null, path: '/accepted-paypal' });
    await waitFor(() => expect(view()).toBe('success'));
    expect(result('accepted')[0]?.query.get('id')).toBe('501');
    expect(navigation).not.toContainEqual({ to: '/', replace: true });
    expect(screen.getByTestId('result-paypal').textContent).toBe('Pagamento PayPal PSP-PP-1 · riferimento W-501');
  });

  it("§2 another order's payPalData is not shown; a wallet page with neither goes home", async () => {
    sessionStorage.setItem('payPalData', JSON.stringify({ ...stored, createdOrderId: 999, reference: 'W-999' }));
    page({ [resultPath('accepted')]: () => paymentResult() }, { wallet: true, path: '/accepted-paypal' });
    await waitFor(() => expect(view()).toBe('success'));
    expect(screen.queryByTestId('result-paypal')).toBeNull();
    cleanup();
    sessionStorage.clear();
    page({}, { wallet: true, orderRef: null, path: '/accepted-paypal' });
    await waitFor(() => expect(navigation).toEqual([{ to: '/', replace: true }]));
  });
});

describe('the payment result pages', () => {
  it('§2 without an order id the page goes home', () => {
    page({}, { orderRef: null });
    expect(navigation).toEqual([{ to: '/', replace: true }]);
  });

  it('§2 a visitor (not signed in) goes home and nothing is asked', () => {
    page({ [resultPath('accepted')]: () => paymentResult() }, {}, false);
    signOut();
    expect(navigation).toContainEqual({ to: '/', replace: true });
    expect(result('accepted')).toHaveLength(0);
  });

  it('§2 accepted: thanks, order number, delivery date and the two tiles', async () => {
    page({ [resultPath('accepted')]: () => paymentResult() });
    await waitFor(() => expect(view()).toBe('success'));
    expect(result('accepted')[0]?.query.get('id')).toBe('501');
    // Account §3: the number a shopper reads is the orderId, as in the account's order list.
    expect(screen.getByTestId('result-order-number').textContent).toBe('501');
    // Storefront §9: ordered Friday 20 November, home delivery from Tuesday 24 to Friday 27 (the checkout's window).
    expect(screen.getByTestId('result-delivery-date').textContent).toBe('martedì 24 novembre – venerdì 27 novembre');
    expect(screen.queryByTestId('result-store')).toBeNull();
    expect(screen.getAllByTestId('result-tile').map((a) => a.getAttribute('href'))).toEqual(['/it/savoir-faire', '/it/novita']);
  });

  it('storefront §9 the order of the issue (Tuesday 24 November): the checkout\'s days, never Sunday 29', async () => {
    page({ [resultPath('accepted')]: () => paymentResult({ orderDate: '2026-11-24T09:00:00.000Z', selectedPrice: 1 }) });
    await waitFor(() => expect(view()).toBe('success'));
    const shown = screen.getByTestId('result-delivery-date');
    // checkout-details.test.tsx shows "tra venerdì 27 novembre e martedì 1 dicembre" for this order.
    expect(shown.textContent).toBe('venerdì 27 novembre – martedì 1 dicembre');
    expect([shown.dataset.from, shown.dataset.to]).toEqual(['2026-11-27', '2026-12-01']);
  });

  it('§2 store pickup: the next day at 14:00 with the store name, address, zip and phone', async () => {
    const store = { name: 'Trama Milano', address: 'Corso Como 5', zip: '20154', city: 'Milano', phone: '02 1234567' };
    page({ [resultPath('accepted')]: () => paymentResult({ deliveryMode: 'STO', selectedPrice: 0, orderStatus: 'STO', store }) });
    await waitFor(() => expect(view()).toBe('success'));
    // Ordered Friday 20 November: Saturday and Sunday move to Monday 23, ready from 14:00.
    expect(screen.getByTestId('result-delivery-date').textContent).toBe('lunedì 23 novembre, 14:00');
    const shown = screen.getByTestId('result-store').textContent;
    for (const part of ['Trama Milano', 'Corso Como 5', '20154', '02 1234567']) expect(shown).toContain(part);
  });

  it('§4 Checkout flow: success clears basket, discount, freight cost and method once and sends one purchase event from the API order', async () => {
    page({ [resultPath('accepted')]: () => paymentResult() });
    await waitFor(() => expect(view()).toBe('success'));
    for (const key of ['basket', 'discount', 'freight_cost', 'selectedPaymentMethod']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('orderAnnulled')).toBe('true');
    expect(purchases).toEqual([
      {
        name: 'purchase',
        data: {
          orderId: 501,
          webOrderId: 'TRAMA-000501',
          value: 104.9,
          tax: 17.48,
          shipping: 7.9,
          currency: 'EUR',
          coupon: 'BENVENUTO10',
          items: [{ productId: 1011, size: '160x280', quantity: 1, price: 100, name: 'Lenzuolo Aurora' }],
        },
      },
    ]);
    // A reload of the accepted page (same tab): a new basket stays, no second event.
    cleanup();
    page({ [resultPath('accepted')]: () => paymentResult() });
    await waitFor(() => expect(view()).toBe('success'));
    expect(localStorage.getItem('basket')).not.toBeNull();
    expect(purchases).toEqual([]);
  });

  it('§4 Payment confirmation statuses: awaiting shows the wait message, asks again, then succeeds', async () => {
    let asked = 0;
    page({ [resultPath('accepted')]: () => (++asked < 2 ? paymentResult({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE' }) : paymentResult()) });
    await waitFor(() => expect(view()).toBe('awaiting'));
    expect(screen.getByTestId('payment-result').textContent).toBe('In attesa della conferma del fornitore di pagamento.');
    expect(purchases).toEqual([]);
    await waitFor(() => expect(view()).toBe('success'), { timeout: 4000 });
    expect(asked).toBe(2);
    expect(purchases).toHaveLength(1);
  });

  it('§4 Payment confirmation statuses: still awaiting after about a minute gives the validation message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    page({ [resultPath('accepted')]: () => paymentResult({ status: 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: 'CHE' }) });
    await act(() => vi.advanceTimersByTimeAsync(62_000));
    expect(view()).toBe('validation');
    expect(result('accepted').length).toBeGreaterThanOrEqual(30);
    expect(result('accepted').length).toBeLessThanOrEqual(32);
    expect(localStorage.getItem('basket')).not.toBeNull();
  });

  it('§4 Payment confirmation statuses: status ERROR asks to contact customer service; a failed call too', async () => {
    page({ [resultPath('accepted')]: () => paymentResult({ status: 'ERROR' }) });
    await waitFor(() => expect(view()).toBe('error'));
    expect(screen.getByTestId('payment-result').textContent).toContain('contatta il servizio clienti');
    cleanup();
    page({ [resultPath('accepted')]: () => json(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }) });
    await waitFor(() => expect(view()).toBe('error'));
  });

  it('§4 Order update after payment result: the failed page marks the unpaid order FAI and offers the retry', async () => {
    let status = 'CHE';
    page(
      {
        [resultPath('failed')]: (): PaymentResult =>
          paymentResult({ status: status === 'FAI' ? 'PAYMENT_FAILED' : 'PAYMENT_ACKNOWLEDGMENT_AWAITING', orderStatus: status }),
        [statusPath(501)]: ({ body }) => {
          status = (body as { orderStatus: string }).orderStatus;
          return { orderId: 501, webOrderId: 'TRAMA-000501', amount: 104.9, currency: 'EUR', orderStatus: status };
        },
      },
      { outcome: 'failed', path: '/failed' },
    );
    await waitFor(() => expect(view()).toBe('failure'));
    expect(calls.filter((c) => c.path === statusPath(501)).map((c) => c.body)).toEqual([{ orderStatus: 'FAI', awinAwc: null, email: 'ada@example.com' }]);
    expect(screen.getByTestId('result-retry').getAttribute('href')).toBe('/it/carrello');
    expect(screen.getByTestId('result-retry').textContent).toBe('Riprova il pagamento');
    expect(localStorage.getItem('basket')).not.toBeNull();
    expect(purchases).toEqual([]);
  });

  it('§4 the failed page never touches a paid order (a late confirmation shows success)', async () => {
    page({ [resultPath('failed')]: () => paymentResult() }, { outcome: 'failed', path: '/failed' });
    await waitFor(() => expect(view()).toBe('success'));
    expect(calls.filter((c) => c.path === statusPath(501))).toHaveLength(0);
  });

  it('§4 Card payment drop-in: an Adyen redirect result is sent before the order result is read', async () => {
    page({ [DETAILS_PATH]: () => ({ resultCode: 'Authorised' }), [resultPath('accepted')]: () => paymentResult() }, { redirectResult: 'X3dsRes' });
    await waitFor(() => expect(view()).toBe('success'));
    const paths = calls.map((c) => c.path).filter((p) => p === DETAILS_PATH || p === resultPath('accepted'));
    expect(paths).toEqual([DETAILS_PATH, resultPath('accepted')]);
    expect(calls.find((c) => c.path === DETAILS_PATH)?.body).toEqual({ redirectResult: 'X3dsRes' });
  });
});
