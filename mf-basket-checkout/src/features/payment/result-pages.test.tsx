import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { OrderDetail, PaymentResultProps } from '@trama/shared/contract';
import { basketOf, BRERA, entry, sizeLine } from '../../test-support/basket.ts';
import { type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage, signIn, storeFromAnotherTab } from '../../test-support/reset.ts';
import { PaymentResultPage } from './components/payment-result-page.tsx';
import { paymentResult, resetPaymentEachTest, resultPath, resultProps, statusPath, watchNavigation } from './test-support/payment-api.ts';

const DETAIL_PATH = '/api/external-secured/orders/501';

const PROPS = resultProps({ checkoutPath: '/pagamento', ordersPath: '/il-mio-account/ordini', contactPath: '/contatti' });

/** The account's order detail as the API answers it for the paid order 501 (one sheet, a coupon, standard freight). */
function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: 501,
    webOrderId: 'TRAMA-000501',
    orderDate: '2026-11-20T10:30:00.000Z',
    shipmentDate: null,
    totalSales: 104.9,
    currency: 'EUR',
    orderStatus: { code: 'PAI', label: 'Pagato' },
    totalQuantity: 2,
    carrierCode: null,
    packageNumber: null,
    carrierStatus: null,
    shippingAddress: { name: 'Ada Rossi', address1: 'Via Roma 1', address2: null, city: 'Milano', zip: '20121', country: 'Italia' },
    billingAddress: { name: 'Ada Rossi', address1: 'Via Dante 5', address2: null, city: 'Milano', zip: '20123', country: 'Italia' },
    orderLines: [
      { orderLineId: 1, productId: 1011, orderQty: 2, productNameLevel1: 'Lenzuolo Aurora', size: '160x280', sizeName: 'Matrimoniale', listPrice: 48.5, productPhotoUrl: '/media/aurora.webp', itemTypeCode: 'P', itemType: 'EAN', returnableQty: 2 },
      { orderLineId: 2, productId: 0, orderQty: 1, productNameLevel1: 'Spedizione', size: null, sizeName: null, listPrice: 7.9, productPhotoUrl: null, itemTypeCode: 'O', itemType: 'FREIGHT_COST', returnableQty: 0 },
    ],
    returnable: true,
    returnRequested: false,
    merchandiseTotal: 107,
    discountTotal: 10,
    freightTotal: 7.9,
    payment: { method: 'card', status: 'Authorised' },
    returns: [],
    ...overrides,
  } as OrderDetail;
}

let calls: ApiCall[];
let navigation: ReturnType<typeof watchNavigation>;

function page(routes: Record<string, Route>, props: Partial<PaymentResultProps> = {}) {
  calls = freshPage(routes);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100, quantity: 1 })] }) }));
  getApiClient().configure({ token: 'token' });
  signIn(77);
  navigation = watchNavigation();
  return render(<PaymentResultPage {...PROPS} {...props} />);
}

const view = () => screen.getByTestId('payment-result').dataset.view;

resetPaymentEachTest();

describe('the accepted page shows the order (issue 17 §4)', () => {
  it('issue 17 §4 the items with photo, name, size, quantity and price, and the totals the API priced', async () => {
    page({ [resultPath('accepted')]: () => paymentResult(), [DETAIL_PATH]: () => orderDetail() });
    const items = await screen.findByTestId('result-items');
    // Only the signed-in customer's order, asked by its id in the page's language.
    expect(calls.find((c) => c.path === DETAIL_PATH)?.query.get('language')).toBe('it');
    const lines = within(items).getAllByTestId('result-item');
    expect(lines).toHaveLength(1);
    // Issue 29 point 14: the size the shopper chose, not its code 160x280.
    expect(lines[0]?.textContent).toBe('Lenzuolo AuroraMisura Matrimoniale · Quantità 297,00 €');
    expect(lines[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/aurora.webp');
    expect(screen.getByTestId('result-subtotal').textContent).toBe('107,00 €');
    expect(screen.getByTestId('result-discounts').textContent).toBe('−10,00 €');
    expect(screen.getByTestId('result-freight').textContent).toBe('7,90 €');
    expect(screen.getByTestId('result-total').textContent).toBe('104,90 €');
  });

  it('[29.14] a gift card line reads "Importo 50 €", as in the basket, never "Misura 50 €"', async () => {
    const card = { orderLineId: 1, productId: 9001, orderQty: 1, productNameLevel1: 'Carta regalo Trama', size: '50 €', sizeName: '50 €', listPrice: 50, productPhotoUrl: null, itemTypeCode: 'P', itemType: 'GFC', returnableQty: 1 };
    page({ [resultPath('accepted')]: () => paymentResult(), [DETAIL_PATH]: () => orderDetail({ orderLines: [card] }) });
    const items = await screen.findByTestId('result-items');
    expect(within(items).getByTestId('result-item').textContent).toBe('Carta regalo TramaImporto 50 € · Quantità 150,00 €');
  });

  it('[31.11] account §8 (O11): a line without a photo shows the default image file, and a photo that fails to load falls back to it', async () => {
    const card = { orderLineId: 1, productId: 9001, orderQty: 1, productNameLevel1: 'Carta regalo Trama', size: '50 €', sizeName: '50 €', listPrice: 50, productPhotoUrl: null, itemTypeCode: 'P', itemType: 'GFC', returnableQty: 1 };
    const broken = { ...card, orderLineId: 2, productId: 9002, productPhotoUrl: '/media/missing.webp' };
    page({ [resultPath('accepted')]: () => paymentResult(), [DETAIL_PATH]: () => orderDetail({ orderLines: [card, broken] }) });
    const items = await screen.findByTestId('result-items');
    const images = within(items).getAllByTestId('result-item').map((line) => line.querySelector('img')!);
    expect(images[0]!.getAttribute('src')).toBe('/media/default.svg');
    expect(images[1]!.getAttribute('src')).toBe('/media/missing.webp');
    fireEvent.error(images[1]!);
    expect(images[1]!.getAttribute('src')).toBe('/media/default.svg');
  });

  it('issue 17 §4 home delivery: the delivery address, the estimate and a link that opens the order in the account', async () => {
    page({ [resultPath('accepted')]: () => paymentResult(), [DETAIL_PATH]: () => orderDetail() });
    const addressCard = await screen.findByTestId('result-address');
    expect(addressCard.textContent).toContain('Ada Rossi');
    expect(addressCard.textContent).toContain('Via Roma 1');
    expect(addressCard.textContent).toContain('20121 Milano');
    expect(screen.getByTestId('result-delivery-date').dataset.from).toBeTruthy();
    expect(screen.queryByTestId('result-store')).toBeNull();
    const link = screen.getByTestId('result-order-link');
    expect(link.getAttribute('href')).toBe('/it/il-mio-account/ordini?orderId=501');
    expect(link.textContent).toBe("Vedi l'ordine nel tuo account");
    expect(screen.getAllByTestId('result-tile')).toHaveLength(2);
  });

  it('issue 17 §4 store pickup: the store with name, address, zip, phone and the pickup hint instead of an address', async () => {
    const store = { name: BRERA.name ?? 'Trama Milano Brera', address: 'Via Brera 12', zip: '20121', city: 'Milano', phone: '+39 02 1234567' };
    page({
      [resultPath('accepted')]: () => paymentResult({ deliveryMode: 'STO', selectedPrice: 0, store }),
      [DETAIL_PATH]: () => orderDetail({ shippingAddress: null, freightTotal: 0, totalSales: 97 }),
    });
    const storeCard = await screen.findByTestId('result-store');
    await screen.findByTestId('result-items');
    for (const part of [store.name, 'Via Brera 12', '20121 Milano', 'Tel. +39 02 1234567', 'pronto']) expect(storeCard.textContent).toContain(part);
    expect(screen.queryByTestId('result-address')).toBeNull();
    expect(screen.getByTestId('result-freight').textContent).toBe('Gratuita');
  });

  it('issue 17 §4 an order detail the API refuses (not this customer\'s: 404) shows no items, only the confirmed facts', async () => {
    page({ [resultPath('accepted')]: () => paymentResult() });
    await waitFor(() => expect(view()).toBe('success'));
    await waitFor(() => expect(calls.some((c) => c.path === DETAIL_PATH)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Caricamento dell'ordine/ })).toBeNull());
    expect(screen.queryByTestId('result-items')).toBeNull();
    expect(screen.getByTestId('result-order-number').textContent).toBe('501');
  });
});

describe('the failed page (issue 17 §4)', () => {
  const failed = () =>
    page(
      {
        [resultPath('failed')]: () => paymentResult({ status: 'PAYMENT_FAILED', orderStatus: 'FAI' }),
        [statusPath(501)]: () => ({ orderId: 501, webOrderId: 'TRAMA-000501', amount: 104.9, currency: 'EUR', orderStatus: 'FAI' }),
      },
      { outcome: 'failed', path: '/failed' },
    );

  it('issue 17 §4 says what happened and what to do, keeps the basket and retries on the checkout page', async () => {
    failed();
    await waitFor(() => expect(view()).toBe('failure'));
    const text = screen.getByTestId('payment-result').textContent ?? '';
    for (const part of ['rifiutato il pagamento', 'annullato', 'altro metodo di pagamento', '501']) expect(text).toContain(part);
    expect(screen.getByTestId('result-basket-kept').textContent).toBe('Il tuo carrello è ancora qui, con tutti gli articoli.');
    const retry = screen.getByTestId('result-retry');
    expect(retry.textContent).toBe('Riprova il pagamento');
    expect(retry.getAttribute('href')).toBe('/it/pagamento');
    expect(screen.getByTestId('result-basket').getAttribute('href')).toBe('/it/carrello');
    expect(screen.getByTestId('result-contact').getAttribute('href')).toBe('/it/contatti');
    // Nothing cleared: the basket is still stored, and the page asked no order detail.
    expect(JSON.parse(localStorage.getItem('basket') ?? '{}')).toHaveProperty('101');
    expect(calls.some((c) => c.path === DETAIL_PATH)).toBe(false);
    expect(navigation).toEqual([]);
  });

  it('issue 17 §4 without a checkout page in the menu the retry goes to the basket page', async () => {
    page(
      { [resultPath('failed')]: () => paymentResult({ status: 'PAYMENT_FAILED', orderStatus: 'FAI' }) },
      { outcome: 'failed', path: '/failed', checkoutPath: null },
    );
    await waitFor(() => expect(view()).toBe('failure'));
    expect(screen.getByTestId('result-retry').getAttribute('href')).toBe('/it/carrello');
    expect(screen.queryByTestId('result-basket')).toBeNull();
  });
});
