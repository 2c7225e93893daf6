import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import type { CreatedOrder, OrderAmount } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, brand, json } from '../../test-support/fake-api.ts';
import { freshPage, signIn, signOut, storeFromAnotherTab } from '../../test-support/reset.ts';
import { ADDRESS_PATH, CREATE_ORDER_PATH, LOYALTY_PATH, address, addressRoute, amountPath, giveToken, loyalty, shipAndBill } from './test-support/checkout-api.ts';
import { renderCheckoutPage } from './test-support/checkout-page.tsx';

const CREATED: CreatedOrder = { orderId: 501, webOrderId: 'TRAMA-000501', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null };
const AMOUNT: OrderAmount = { orderId: 501, webOrderId: 'TRAMA-000501', amount: 107.9, currency: 'EUR', orderStatus: 'CHE' };
const STEPS = ['address', 'delivery', 'loyalty', 'summary', 'payment'];

function page(addresses = shipAndBill()) {
  freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 150, shippingCost: 7.9 }),
    [ADDRESS_PATH]: addressRoute(addresses).route,
    [CREATE_ORDER_PATH]: () => json(201, [CREATED]),
    [amountPath(501)]: () => AMOUNT,
    [LOYALTY_PATH]: () => loyalty({ eligible: false }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ name: 'Lenzuolo Aurora', sizes: [sizeLine({ startingPrice: 100, size: '160x280', sizeName: 'Matrimoniale' })] }) }));
  renderCheckoutPage();
}

async function signedIn() {
  giveToken('token');
  signIn(77);
  await screen.findByTestId('checkout-delivery');
  await waitFor(() => expect(screen.getByTestId('address-card-ship').getAttribute('aria-busy')).toBeNull());
  await screen.findByTestId('checkout-summary-total');
}

const checkout = () => screen.getByTestId('checkout-page');
const statuses = () => STEPS.map((step) => screen.getByTestId(`checkout-step-${step}`).dataset.status);
const heading = (step: string) => within(screen.getByTestId(`checkout-step-${step}`)).getByRole('heading', { level: 2 });
const next = (step: string) => fireEvent.click(screen.getByTestId(`checkout-continue-${step}`));

afterEach(() => {
  cleanup();
  giveToken(null);
});

describe('checkout on its own page, in steps (issue 17 §4, account §2 Checkout)', () => {
  it('issue 17 §4 five numbered steps in order, one heading style; only the address step is open at first', async () => {
    page();
    await signedIn();
    const headings = within(checkout()).getAllByRole('heading', { level: 2, hidden: true }).filter((h) => h.closest('[data-testid^="checkout-step-"]'));
    expect(headings.map((h) => h.textContent)).toEqual([
      '1Passo 1 di 5: Indirizzi',
      '2Passo 2 di 5: Consegna',
      '3Passo 3 di 5: Fedeltà e codice sconto',
      '4Passo 4 di 5: Riepilogo e condizioni',
      '5Passo 5 di 5: Pagamento',
    ]);
    expect(new Set(headings.map((h) => h.className))).toEqual(new Set(['bsk-step__title']));
    expect(statuses()).toEqual(['open', 'waiting', 'waiting', 'waiting', 'waiting']);
    // A waiting step shows its heading only.
    expect(screen.getByTestId('checkout-step-delivery').querySelector('.bsk-step__body')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByTestId('checkout-step-edit-address')).toBeNull();
  });

  it('issue 17 §4 continuing collapses a done step to a one-line summary with "Modifica"; Modifica opens it again', async () => {
    page();
    await signedIn();
    next('address');
    expect(statuses()).toEqual(['done', 'open', 'waiting', 'waiting', 'waiting']);
    expect(screen.getByTestId('checkout-step-summary-address').textContent).toContain('Consegna a Ada Rossi, Via Roma 1');
    next('delivery');
    expect(screen.getByTestId('checkout-step-summary-delivery').textContent).toMatch(/^Consegna standard a domicilio · Consegna stimata tra /);
    next('loyalty');
    expect(screen.getByTestId('checkout-step-summary-loyalty').textContent).toBe('Nessun codice sconto');
    expect(statuses()).toEqual(['done', 'done', 'done', 'open', 'waiting']);
    const edit = screen.getByTestId('checkout-step-edit-address');
    expect(edit.textContent).toBe('Modifica Indirizzi');
    fireEvent.click(edit);
    expect(statuses()).toEqual(['open', 'waiting', 'waiting', 'waiting', 'waiting']);
  });

  it('issue 17 §4 keyboard: the focus moves to the heading of the step that opens (not on the first render)', async () => {
    page();
    await signedIn();
    expect(document.activeElement).not.toBe(heading('address'));
    next('address');
    await waitFor(() => expect(document.activeElement).toBe(heading('delivery')));
    fireEvent.click(screen.getByTestId('checkout-step-edit-address'));
    await waitFor(() => expect(document.activeElement).toBe(heading('address')));
  });

  it('issue 17 §4 the address step cannot be left without a billing and a shipping address, and says why', async () => {
    page([address({ clientAddressId: 2, addressType: 'BILL' })]);
    await signedIn();
    const button = screen.getByTestId('checkout-continue-address') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('checkout-step-address').textContent).toContain('Aggiungi un indirizzo di consegna e uno di fatturazione per continuare.');
  });

  it('issue 17 §4 step 4: the items, the price summary and the terms box labelled with its link; ticking opens the payment step', async () => {
    page();
    await signedIn();
    for (const step of ['address', 'delivery', 'loyalty']) next(step);
    const summary = screen.getByTestId('checkout-step-summary');
    expect(within(summary).getAllByTestId('checkout-line').map((line) => line.textContent)).toEqual(['Lenzuolo AuroraMisura Matrimoniale · Quantità 1100,00 €']);
    // [31.11] account §8 (O11): a photo that fails to load falls back to the default image file.
    const photo = within(summary).getByTestId('checkout-line').querySelector('img')!;
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toBe('/media/default.svg');
    // The box, its sentence and the cgv link are one label: box and text line up, the link is in the sentence.
    const terms = within(summary).getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' });
    expect(within(summary).getByRole('link', { name: 'condizioni generali di vendita' }).getAttribute('href')).toBe('/it/condizioni-di-vendita');
    fireEvent.click(terms);
    await screen.findByTestId('payment-section');
    await waitFor(() => expect(statuses()).toEqual(['done', 'done', 'done', 'done', 'open']));
    expect(screen.getByTestId('checkout-step-summary-summary').textContent).toBe('Condizioni accettate · totale 107,90 €');
    await waitFor(() => expect(document.activeElement).toBe(heading('payment')));
  });

  it('[29.9] after ticking the terms, Modifica on any step and unticking then ticking again all lead back to the payment step', async () => {
    page();
    await signedIn();
    for (const step of ['address', 'delivery', 'loyalty']) next(step);
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await screen.findByTestId('payment-section');
    await waitFor(() => expect(statuses()).toEqual(['done', 'done', 'done', 'done', 'open']));
    for (const step of ['address', 'delivery', 'loyalty', 'summary']) {
      fireEvent.click(screen.getByTestId(`checkout-step-edit-${step}`));
      expect(screen.getByTestId(`checkout-step-${step}`).dataset.status).toBe('open');
      for (const forward of STEPS.slice(STEPS.indexOf(step), 4)) next(forward);
      expect(statuses(), `Modifica on ${step}`).toEqual(['done', 'done', 'done', 'done', 'open']);
    }
    // Unticking drops the order (no way on), ticking again replays the same order and opens payment.
    fireEvent.click(screen.getByTestId('checkout-step-edit-summary'));
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    expect(screen.queryByTestId('checkout-continue-summary')).toBeNull();
    expect(statuses()).toEqual(['done', 'done', 'done', 'open', 'waiting']);
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(statuses()).toEqual(['done', 'done', 'done', 'done', 'open']));
  });

  it('issue 17 §4 / account §2: a visitor first sees the identification step; signing in switches to the steps, signing out back', async () => {
    page();
    expect(screen.getByTestId('checkout-identification')).toBeTruthy();
    expect(screen.queryByTestId('checkout-step-address')).toBeNull();
    await signedIn();
    expect(screen.queryByTestId('checkout-identification')).toBeNull();
    signOut();
    expect(screen.getByTestId('checkout-identification')).toBeTruthy();
    expect(screen.queryByTestId('checkout-step-address')).toBeNull();
  });

  it('issue 17 §4 an empty basket on the checkout page leads back to the basket page', async () => {
    page();
    const seen: unknown[] = [];
    const subscription = getBus().commands('navigate').subscribe((payload) => seen.push(payload));
    await signedIn();
    expect(seen).toEqual([]);
    storeFromAnotherTab('basket', {});
    await waitFor(() => expect(seen).toEqual([{ to: '/carrello', replace: true }]));
    expect(checkout().textContent).toContain('Il tuo carrello è vuoto.');
    subscription.unsubscribe();
    act(() => undefined);
  });

  it('issue 17 §4 the basket page offers "Procedi all\'acquisto" to the checkout page', () => {
    page();
    const proceed = within(screen.getByTestId('order-page')).getByRole('link', { name: "Procedi all'acquisto" });
    expect(proceed.getAttribute('href')).toBe('/it/pagamento');
    expect(within(screen.getByTestId('order-page')).queryByTestId('checkout-identification')).toBeNull();
  });
});
