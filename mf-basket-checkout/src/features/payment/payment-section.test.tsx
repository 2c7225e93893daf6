import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { json, type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage } from '../../test-support/reset.ts';
import { PaymentSection, type PaymentSectionProps } from './components/payment-section.tsx';
import { SESSION_PATH, resetPaymentEachTest, sandboxPath, sandboxPayment, sandboxSession, watchNavigation } from './test-support/payment-api.ts';

const ORDER: PaymentSectionProps['order'] = { orderId: 501, webOrderId: 'TRAMA-000501', amount: 104.9, currency: 'EUR' };

let calls: ApiCall[];
let navigation: ReturnType<typeof watchNavigation>;

function section(props: Partial<PaymentSectionProps> = {}, routes: Record<string, Route> = {}) {
  calls = freshPage({ [SESSION_PATH]: () => sandboxSession(), [sandboxPath('sbx_1')]: sandboxPayment, ...routes });
  getApiClient().configure({ token: 'token' });
  navigation = watchNavigation();
  return render(<PaymentSection language="it" apiBaseUrl="" order={ORDER} country="IT" ready {...props} />);
}

const payCalls = () => calls.filter((c) => c.path === sandboxPath('sbx_1'));

async function payByCard(number: string) {
  fireEvent.change(await screen.findByTestId('sandbox-card-number'), { target: { value: number } });
  fireEvent.click(screen.getByTestId('sandbox-pay'));
}

resetPaymentEachTest();

describe('the payment section with the sandbox provider', () => {
  it('architecture §4: asks a session for the order and is clearly labelled as a test payment with its test cards', async () => {
    section();
    const label = await screen.findByTestId('payment-test-mode');
    expect(label.textContent).toContain('Pagamento di prova');
    expect(label.textContent).toContain('4111 1111 4555 1142');
    expect(label.textContent).toContain('4000 0000 0000 0002');
    const session = calls.find((c) => c.path === SESSION_PATH);
    expect(session?.body).toEqual({
      orderId: 501,
      country: 'IT',
      currency: 'EUR',
      returnUrl: `${window.location.origin}/it/accepted?orderId=501`,
      shopperLocale: 'it-IT',
    });
  });

  it('§4 Card payment drop-in: an authorised card goes to /accepted and keeps the selected method', async () => {
    section();
    await payByCard('4111 1111 4555 1142');
    await waitFor(() => expect(navigation).toEqual([{ to: '/accepted?orderId=501' }]));
    expect(payCalls().map((c) => c.body)).toEqual([{ method: 'card', cardNumber: '4111 1111 4555 1142' }]);
    expect(localStorage.getItem('selectedPaymentMethod')).toBe('card');
  });

  it('§4 Card payment drop-in: a refused card goes to /failed', async () => {
    section();
    await payByCard('4000 0000 0000 0002');
    await waitFor(() => expect(navigation).toEqual([{ to: '/failed?orderId=501' }]));
  });

  it('§2 wallet return: a refused PayPal test payment goes to /failed-paypal with its payPalData', async () => {
    section();
    fireEvent.change(await screen.findByTestId('sandbox-paypal-outcome'), { target: { value: 'Refused' } });
    fireEvent.click(screen.getByTestId('sandbox-paypal'));
    await waitFor(() => expect(navigation).toEqual([{ to: '/failed-paypal?orderId=501' }]));
    expect(payCalls()[0]?.body).toEqual({ method: 'paypal', outcome: 'Refused' });
    expect(JSON.parse(sessionStorage.getItem('payPalData') ?? 'null')).toEqual({
      createdOrderId: 501,
      paypalStatus: 'Refused',
      paymentID: 'SBX123',
      reference: 'TRAMA-000501',
    });
    expect(localStorage.getItem('selectedPaymentMethod')).toBe('paypal');
  });

  it('§4 pay in 3 with the default outcome is authorised and goes to /accepted', async () => {
    section();
    fireEvent.click(await screen.findByTestId('sandbox-klarna'));
    await waitFor(() => expect(navigation).toEqual([{ to: '/accepted?orderId=501' }]));
    expect(payCalls()[0]?.body).toEqual({ method: 'klarna', outcome: 'Authorised' });
  });

  it('§4 Checkout flow: the payment buttons are disabled unless the checkout is ready', async () => {
    section({ ready: false });
    await payByCard('4111 1111 4555 1142');
    for (const id of ['sandbox-pay', 'sandbox-paypal', 'sandbox-klarna']) expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('sandbox-paypal'));
    expect(payCalls()).toHaveLength(0);
    expect(navigation).toEqual([]);
  });

  it('an empty card number asks for one and pays nothing', async () => {
    section();
    await payByCard('  ');
    expect((await screen.findByTestId('payment-message')).dataset.key).toBe('paymentPage.errors.cardRequired');
    expect(payCalls()).toHaveLength(0);
  });

  it('a session the API refuses shows its message key and no payment form', async () => {
    section({}, { [SESSION_PATH]: () => json(409, { statusCode: 409, code: 'ORDER_NOT_PAYABLE', message: 'paid' }) });
    const message = await screen.findByTestId('payment-message');
    expect(message.dataset.key).toBe('paymentPage.errors.session');
    expect(message.textContent).toBe('Impossibile preparare il pagamento: riprova.');
    expect(screen.queryByTestId('sandbox-pay')).toBeNull();
  });

  it('§4 Checkout flow: unmounting drops the session request and pays nothing', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { unmount } = section({}, { [SESSION_PATH]: () => new Promise((resolve) => (answer = resolve)) });
    await waitFor(() => expect(calls.some((c) => c.path === SESSION_PATH)).toBe(true));
    const sessionCall = vi.mocked(globalThis.fetch).mock.calls.find(([input]) => String(input).includes(SESSION_PATH));
    const aborted = sessionCall?.[1]?.signal;
    unmount();
    expect(aborted?.aborted).toBe(true);
    await act(async () => answer(sandboxSession()));
    expect(screen.queryByTestId('payment-section')).toBeNull();
    expect(payCalls()).toHaveLength(0);
  });
});

describe('the payment section with the external gateway', () => {
  it('architecture §4: posts the signed form with hidden fields once the checkout is ready', async () => {
    const gateway = { provider: 'monetico', orderId: 501, reference: 'TRAMA-000501', amount: { value: 10490, currency: 'EUR' }, monetico: { action: 'https://pay.example/paiement.cgi', fields: { TPE: '1234567', MAC: 'abc' } } };
    const view = section({ ready: false }, { [SESSION_PATH]: () => gateway });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = (await screen.findByTestId('monetico-form')) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('https://pay.example/paiement.cgi');
    expect(form.getAttribute('method')).toBe('post');
    expect([...form.querySelectorAll('input[type=hidden]')].map((i) => [i.getAttribute('name'), (i as HTMLInputElement).value])).toEqual([
      ['TPE', '1234567'],
      ['MAC', 'abc'],
    ]);
    expect(submit).not.toHaveBeenCalled();
    view.rerender(<PaymentSection language="it" apiBaseUrl="" order={ORDER} country="IT" ready />);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
