/**
 * Adyen Web v6 (sessions flow): AdyenCheckout with the session, then a Drop-in limited to card,
 * PayPal and Klarna (pay in 3). The SDK and its CSS load in this chunk only.
 */
import type { PaymentSession } from '@trama/shared/contract';
import { shopperLocale } from './payment-outcome.ts';
import { writeSelectedMethod } from './selected-method.ts';

export interface DropinHandle {
  dispose(): void;
}

export interface DropinOptions {
  session: NonNullable<PaymentSession['adyen']>;
  countryCode: string;
  language: string;
  /** The payment finished (or failed) with Adyen's resultCode. */
  onResult(resultCode: string | undefined): void;
  /** An error other than the shopper's own cancel. */
  onFailure(): void;
}

const METHODS: Record<string, 'card' | 'paypal' | 'klarna'> = { scheme: 'card', card: 'card', paypal: 'paypal', klarna: 'klarna', klarna_paynow: 'klarna', klarna_account: 'klarna' };

export async function mountDropin(element: HTMLElement, options: DropinOptions): Promise<DropinHandle> {
  const [{ AdyenCheckout, Dropin, Card, PayPal, Klarna }] = await Promise.all([
    import('@adyen/adyen-web'),
    import('./adyen-styles.ts'),
  ]);
  const checkout = await AdyenCheckout({
    session: { id: options.session.id, sessionData: options.session.sessionData },
    clientKey: options.session.clientKey,
    environment: options.session.environment,
    countryCode: options.countryCode,
    locale: shopperLocale(options.language),
    onPaymentCompleted: (result) => options.onResult(result.resultCode),
    onPaymentFailed: (result) => options.onResult(result?.resultCode ?? 'Error'),
    // Account §4 Card payment drop-in: the shopper's own cancel is silent; other errors go to /failed.
    onError: (error) => {
      if (error.name !== 'CANCEL') options.onFailure();
    },
  });
  const dropin = new Dropin(checkout, {
    paymentMethodComponents: [Card, PayPal, Klarna],
    onSelect: (component) => {
      const method = METHODS[component.type ?? ''];
      if (method) writeSelectedMethod(method);
    },
  }).mount(element);
  return { dispose: () => dropin.unmount() };
}
