/**
 * Adyen's SDK is the payment provider: it is the one part replaced here (its real Drop-in needs
 * Adyen's servers). The test checks what the shop gives it and what the shop does with its answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { PaymentSession } from '@trama/shared/contract';
import { freshPage } from '../../test-support/reset.ts';
import { PaymentSection } from './components/payment-section.tsx';
import { SESSION_PATH, resetPaymentEachTest, watchNavigation } from './test-support/payment-api.ts';

interface Config {
  session: { id: string; sessionData: string };
  clientKey: string;
  environment: string;
  countryCode: string;
  locale: string;
  onPaymentCompleted(result: { resultCode: string }): void;
  onPaymentFailed(result?: { resultCode: string }): void;
  onError(error: { name: string }): void;
}

const sdk = vi.hoisted(() => ({ configs: [] as unknown[], mounted: [] as { element: HTMLElement; methods: unknown[] }[], unmounted: 0 }));

vi.mock('./model/adyen-styles.ts', () => ({}));
vi.mock('@adyen/adyen-web', () => {
  class Dropin {
    private readonly methods: unknown[];
    constructor(_checkout: unknown, options: { paymentMethodComponents: unknown[] }) {
      this.methods = options.paymentMethodComponents;
    }
    mount(element: HTMLElement) {
      sdk.mounted.push({ element, methods: this.methods });
      return { unmount: () => void (sdk.unmounted += 1) };
    }
  }
  return {
    AdyenCheckout: async (config: unknown) => {
      sdk.configs.push(config);
      return {};
    },
    Dropin,
    Card: 'Card',
    PayPal: 'PayPal',
    Klarna: 'Klarna',
  };
});

const ADYEN_SESSION: PaymentSession = {
  provider: 'adyen',
  orderId: 501,
  reference: 'TRAMA-000501',
  amount: { value: 10490, currency: 'EUR' },
  adyen: { id: 'CS123', sessionData: 'Ab02b4c0', clientKey: 'test_CLIENTKEY', environment: 'test' },
};

function mountSection() {
  freshPage({ [SESSION_PATH]: () => ADYEN_SESSION });
  getApiClient().configure({ token: 'token' });
  const navigation = watchNavigation();
  const view = render(
    <PaymentSection language="fr" apiBaseUrl="" order={{ orderId: 501, webOrderId: 'TRAMA-000501', amount: 104.9, currency: 'EUR' }} country="FR" ready />,
  );
  return { navigation, view };
}

const lastConfig = () => sdk.configs.at(-1) as Config;

resetPaymentEachTest();

describe('the payment section with Adyen', () => {
  it('architecture §4: mounts the v6 Drop-in on the session with card, PayPal and pay in 3', async () => {
    mountSection();
    await waitFor(() => expect(sdk.mounted).toHaveLength(1));
    expect(lastConfig()).toMatchObject({
      session: { id: 'CS123', sessionData: 'Ab02b4c0' },
      clientKey: 'test_CLIENTKEY',
      environment: 'test',
      countryCode: 'FR',
      locale: 'fr-FR',
    });
    expect(sdk.mounted[0]?.methods).toEqual(['Card', 'PayPal', 'Klarna']);
    expect(sdk.mounted[0]?.element).toBe(screen.getByTestId('adyen-dropin'));
  });

  it('§4 Card payment drop-in: Refused goes to /failed, Authorised to /accepted, a cancel is silent, other errors fail', async () => {
    const { navigation } = mountSection();
    await waitFor(() => expect(sdk.configs.length).toBeGreaterThan(0));
    const config = lastConfig();
    config.onPaymentFailed({ resultCode: 'Refused' });
    config.onPaymentCompleted({ resultCode: 'Authorised' });
    config.onError({ name: 'CANCEL' });
    config.onError({ name: 'NETWORK_ERROR' });
    expect(navigation).toEqual([{ to: '/failed?orderId=501' }, { to: '/accepted?orderId=501' }, { to: '/failed?orderId=501' }]);
  });

  it('§4 Checkout flow: unmounting the section disposes of the Drop-in', async () => {
    const { view } = mountSection();
    const before = sdk.unmounted;
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    view.unmount();
    expect(sdk.unmounted).toBe(before + 1);
  });
});
