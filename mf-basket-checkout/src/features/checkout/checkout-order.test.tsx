// Long on purpose: one test a rule of placing the order at checkout, on one fake API set-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import type { CreatedOrder, OrderAmount } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, VALIDATE_PATH, brand, discountAnswer, json, type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage, signIn, signOut, storeFromAnotherTab } from '../../test-support/reset.ts';
import {
  ADDRESS_PATH,
  CREATE_ORDER_PATH,
  LOYALTY_PATH,
  address,
  addressRoute,
  amountPath,
  giveToken,
  loyalty,
  requestHeaders,
  shipAndBill,
} from './test-support/checkout-api.ts';
import { renderCheckoutPage } from './test-support/checkout-page.tsx';

const CREATED: CreatedOrder = { orderId: 501, webOrderId: 'TRAMA-000501', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null };
/** The database's amount for the order: not the browser's 107,90 €, which the page must not pay. */
const AMOUNT: OrderAmount = { orderId: 501, webOrderId: 'TRAMA-000501', amount: 104.9, currency: 'EUR', orderStatus: 'CHE' };

let calls: ApiCall[];
function page(routes: Record<string, Route> = {}) {
  calls = freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 150, shippingCost: 7.9 }),
    [ADDRESS_PATH]: addressRoute(shipAndBill()).route,
    [CREATE_ORDER_PATH]: () => json(201, [CREATED]),
    [amountPath(501)]: () => AMOUNT,
    [VALIDATE_PATH]: ({ url }) => discountAnswer({ discountCode: url.searchParams.get('discountCode') ?? '' }),
    [LOYALTY_PATH]: () => loyalty({ eligible: false }),
    ...routes,
  });
  // After freshPage, which restores every spy.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100 })] }) }));
  renderCheckoutPage();
}

async function signedInWithAddresses() {
  giveToken('token');
  signIn(77);
  await screen.findByText(/Via Roma 1/);
  // The freight line needs the brand details: the order's lines depend on it.
  await waitFor(() => expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('FREIGHT_COST'));
}

const terms = () => screen.getByTestId('terms-checkbox') as HTMLInputElement;
const createCalls = () => calls.filter((c) => c.path === CREATE_ORDER_PATH);
const keys = () => requestHeaders(CREATE_ORDER_PATH).map((h) => h['Idempotency-Key']);

beforeEach(() => {
  page();
});
afterEach(() => {
  cleanup();
  giveToken(null);
});

/** The API's 409 OUT_OF_STOCK to the order's creation, naming the short products. */
const outOfStock = (messageKey: string, shortProducts: { productId: number; size: string; productName: string; webStock: number; requested: number }[]): Route => () =>
  json(409, { statusCode: 409, code: 'OUT_OF_STOCK', message: 'stock', messageKey, shortProducts });

describe('checkout steps', () => {
  it('§2 Checkout: a visitor sees the identification step, whose button opens the shell sign-in', () => {
    const opened: unknown[] = [];
    const subscription = getBus().commands('ui.open').subscribe((payload) => opened.push(payload));
    expect(screen.getByTestId('checkout-identification')).toBeTruthy();
    expect(screen.queryByTestId('checkout-delivery')).toBeNull();
    fireEvent.click(screen.getByTestId('checkout-signin'));
    expect(opened).toEqual([{ panel: 'login' }]);
    subscription.unsubscribe();
  });

  it('§2 Checkout: signing in switches to the delivery step by itself, signing out back', async () => {
    await signedInWithAddresses();
    expect(screen.queryByTestId('checkout-identification')).toBeNull();
    expect(screen.getByTestId('checkout-delivery')).toBeTruthy();
    expect(screen.getByTestId('address-card-ship').textContent).toContain('Via Roma 1');
    expect(screen.getByTestId('address-card-bill').textContent).toContain('Via Dante 5');
    signOut();
    expect(screen.getByTestId('checkout-identification')).toBeTruthy();
    expect(screen.queryByTestId('checkout-delivery')).toBeNull();
  });

  it('§2 Checkout: the terms link goes to the cgv page', async () => {
    await signedInWithAddresses();
    expect(screen.getByTestId('terms-link').getAttribute('href')).toBe('/it/condizioni-di-vendita');
  });
});

describe('order creation when the terms are ticked', () => {
  it('§5 Order creation: sends the spec payload (lines without prices, the freight line by type) with an Idempotency-Key', async () => {
    await signedInWithAddresses();
    expect(screen.queryByTestId('payment-section')).toBeNull();
    fireEvent.click(terms());
    const payment = await screen.findByTestId('payment-section');
    expect(createCalls()).toHaveLength(1);
    expect(createCalls()[0]?.body).toEqual({
      billingAddressId: 2,
      shippingAddressId: 1,
      brandId: 3,
      discountCode: null,
      orderId: null,
      country: 'IT',
      orderStatus: 'CHE',
      storeCode: null,
      webOrderLineItems: [
        { orderLineId: null, productId: 1011, size: '160x280', quantity: 1, currency: 'EUR', itemType: 'EAN' },
        { orderLineId: null, currency: 'EUR', itemType: 'FREIGHT_COST' },
      ],
      // Storefront §4: no cookie approval in this journey, so no browser id is created or sent.
      browserId: '',
      selectedPrice: 1,
      language: 'it',
    });
    expect(JSON.stringify((createCalls()[0]?.body as { webOrderLineItems: unknown[] }).webOrderLineItems)).not.toMatch(/price|amount/i);
    expect(keys()[0]).toMatch(/^order-[A-Za-z0-9_:.-]{1,94}$/);
    expect(terms().checked).toBe(true);
    // §4: the amount is the API's answer for the order, never the browser's sum (107,90 €).
    expect(payment.dataset).toMatchObject({ orderId: '501', reference: 'TRAMA-000501', amount: '104.9', currency: 'EUR', ready: 'true', country: 'IT' });
    expect(screen.getByTestId('checkout-summary-total').textContent).toBe('104,90 €');
    expect(localStorage.getItem('freight_cost')).toBe('7.9');
    // Account §3: the number the shopper reads is the orderId, as on the accepted page, the account list and the e-mail.
    expect(screen.getByTestId('checkout-order-number').textContent).toBe('Ordine 501 creato: scegli come pagare.');
  });

  it('§5 Order creation: no billing address says addToCart.6 and asks the API nothing', async () => {
    cleanup();
    page({ [ADDRESS_PATH]: addressRoute([address()]).route });
    await signedInWithAddresses();
    fireEvent.click(terms());
    const message = screen.getByTestId('checkout-message');
    expect(message.dataset.key).toBe('addToCart.6');
    expect(message.textContent).toBe('Seleziona o crea un indirizzo di fatturazione.');
    expect(terms().checked).toBe(false);
    expect(createCalls()).toHaveLength(0);
  });

  it('§5 Order creation: no shipping address for home delivery says product.basket.delivery.4', async () => {
    cleanup();
    page({ [ADDRESS_PATH]: addressRoute([address({ addressType: 'BILL' })]).route });
    giveToken('token');
    signIn(77);
    await screen.findByTestId('address-add-ship');
    fireEvent.click(terms());
    expect(screen.getByTestId('checkout-message').dataset.key).toBe('product.basket.delivery.4');
    expect(createCalls()).toHaveLength(0);
  });

  it('§5 Order creation: a shipping country other than the shop\'s says payment.12 (foreign delivery off)', async () => {
    cleanup();
    page({ [ADDRESS_PATH]: addressRoute([address({ countryCode: 'FR', address2: null }), address({ clientAddressId: 2, addressType: 'BILL', address1: 'Via Dante 5' })]).route });
    await signedInWithAddresses();
    fireEvent.click(terms());
    expect(screen.getByTestId('checkout-message').dataset.key).toBe('payment.12');
    expect(createCalls()).toHaveLength(0);
  });

  it('§8 a 409 OUT_OF_STOCK names each short product (product.basket.delivery.15 / .16); nothing to pay', async () => {
    cleanup();
    page({
      [CREATE_ORDER_PATH]: outOfStock('product.basket.delivery.16', [
        { productId: 1011, size: '160x280', productName: 'Lenzuolo Aurora', webStock: 1, requested: 2 },
        { productId: 2021, size: 'M', productName: 'Telo Onda', webStock: 0, requested: 1 },
      ]),
    });
    await signedInWithAddresses();
    fireEvent.click(terms());
    const message = await screen.findByTestId('checkout-message');
    expect(message.dataset.key).toBe('product.basket.delivery.16');
    expect([...message.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Disponibilità di Lenzuolo Aurora: 1. Riduci la quantità.',
      'Il prodotto Telo Onda non è più disponibile: rimuovilo dal carrello.',
    ]);
    expect(terms().checked).toBe(false);
    expect(screen.queryByTestId('payment-section')).toBeNull();
  });

  it('[31.8] §2 Checkout popups (C12): the stock shortage opens the product stock info popup, which closes and leaves the messages', async () => {
    cleanup();
    page({ [CREATE_ORDER_PATH]: outOfStock('product.basket.delivery.15', [{ productId: 2021, size: 'M', productName: 'Telo Onda', webStock: 0, requested: 1 }]) });
    await signedInWithAddresses();
    fireEvent.click(terms());
    const popup = await screen.findByTestId('stock-info-popup');
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(popup.textContent).toContain('Disponibilità dei prodotti');
    expect(screen.getAllByTestId('stock-info-line').map((p) => p.textContent)).toEqual(['Il prodotto Telo Onda non è più disponibile: rimuovilo dal carrello.']);
    expect(document.activeElement).toBe(screen.getByTestId('stock-info-close'));
    fireEvent.click(screen.getByTestId('stock-info-close'));
    expect(screen.queryByTestId('stock-info-popup')).toBeNull();
    expect(screen.getByTestId('checkout-message').textContent).toContain('Telo Onda');
  });

  it('§8 a 422 shows its message key', async () => {
    cleanup();
    page({ [CREATE_ORDER_PATH]: () => json(422, { statusCode: 422, code: 'DISCOUNT_REFUSED', message: 'refused', messageKey: 'payment.19' }) });
    await signedInWithAddresses();
    fireEvent.click(terms());
    const message = await screen.findByTestId('checkout-message');
    expect(message.dataset.key).toBe('payment.19');
    expect(message.textContent).toBe('Codice promozionale scaduto, non cumulabile o non applicabile.');
    expect(screen.queryByTestId('payment-section')).toBeNull();
    // A refusal is final for its key: trying again is a new request.
    fireEvent.click(terms());
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});

describe('the order follows the basket', () => {
  it('§4 Checkout flow: unticking drops the order and unmounts the payment section', async () => {
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.click(terms());
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(terms().checked).toBe(false);
    expect(screen.getByTestId('checkout-summary-total').textContent).toBe('107,90 €');
    // Ticking again with nothing changed asks again with the same key: the API replays the same order.
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('Idempotency-Key: a new visit of the order page (e.g. the retry after a failed payment) makes a new order', async () => {
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    cleanup();
    renderCheckoutPage();
    await screen.findByText(/Via Roma 1/);
    await waitFor(() => expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('FREIGHT_COST'));
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('§4 Checkout flow: a quantity change unmounts the payment section and unticks the box', async () => {
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '2' } });
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(terms().checked).toBe(false);
    // Back to the first quantity: the old order does not come back, the shopper ticks again.
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '1' } });
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(terms().checked).toBe(false);
  });

  it('issue 12 §12: an order voided by a quantity change is marked FAI (its reserved code is given back) before the next order is made', async () => {
    const updates: unknown[] = [];
    let second: () => void = () => undefined;
    cleanup();
    page({
      [`/api/external-secured/orders/501/update-status`]: ({ body }) => {
        updates.push(body);
        return new Promise((resolve) => (second = () => resolve(json(200, AMOUNT))));
      },
    });
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '2' } });
    await waitFor(() => expect(updates).toEqual([{ orderStatus: 'FAI' }]));
    // The new order waits until the old one has given its code back.
    fireEvent.click(terms());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(createCalls()).toHaveLength(1);
    second();
    await waitFor(() => expect(createCalls()).toHaveLength(2));
  });

  it('§4 Checkout flow: unticking alone keeps the order (ticking again replays it), so nothing is marked FAI', async () => {
    const updates: unknown[] = [];
    cleanup();
    page({ [`/api/external-secured/orders/501/update-status`]: ({ body }) => (updates.push(body), AMOUNT) });
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.click(terms());
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(updates).toEqual([]);
  });

  it('§4 Checkout flow: a discount change unmounts the payment section; the next order carries the code', async () => {
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: 'BENVENUTO10' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    await screen.findByTestId('discount-message');
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(terms().checked).toBe(false);
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect((createCalls()[1]?.body as { discountCode: string }).discountCode).toBe('BENVENUTO10');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('§4 Checkout flow: editing the shipping address (same id) voids the order; the next one gets a new key', async () => {
    await signedInWithAddresses();
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    fireEvent.click(screen.getByTestId('address-edit-ship'));
    fireEvent.change(await screen.findByTestId('address-field-address1'), { target: { value: 'Via Verdi 2' } });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.getByTestId('address-card-ship').textContent).toContain('Via Verdi 2'));
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(terms().checked).toBe(false);
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('Idempotency-Key: a retry of the same body after a network failure reuses the key; a changed body gets a new one', async () => {
    cleanup();
    let failures = 1;
    page({
      [CREATE_ORDER_PATH]: () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return json(201, [CREATED]);
      },
    });
    await signedInWithAddresses();
    fireEvent.click(terms());
    const message = await screen.findByTestId('checkout-message');
    expect(message.dataset.key).toBe('errors.network');
    expect(terms().checked).toBe(false);
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '2' } });
    fireEvent.click(terms());
    await screen.findByTestId('payment-section');
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect((createCalls()[2]?.body as { webOrderLineItems: { quantity?: number }[] }).webOrderLineItems[0]?.quantity).toBe(2);
  });
});
