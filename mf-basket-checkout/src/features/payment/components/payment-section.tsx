import './payment.css';
import { useCallback, useEffect, useState } from 'react';
import { createPaymentSession, getApiClient } from '@trama/shared/api';
import type { PaymentSession } from '@trama/shared/contract';
import { Spinner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { messageKeyOf } from '../model/message-key.ts';
import { returnUrl, shopperLocale } from '../model/payment-outcome.ts';
import { AdyenDropin } from './adyen-dropin.tsx';
import { MoneticoForm } from './monetico-form.tsx';
import { PaymentMessage } from './payment-message.tsx';
import { SandboxForm } from './sandbox-form.tsx';

export interface PaymentSectionProps {
  language: string;
  apiBaseUrl: string;
  order: { orderId: number; webOrderId: string; amount: number; currency: string };
  country: string;
  /** account §4: payment buttons disabled unless terms ticked, order id, billing address (and shipping unless pickup). */
  ready: boolean;
}

/**
 * Account §4 Checkout flow (the checkout's payment step, whose heading names it): mounted once the order exists, it opens a payment session for it and
 * shows the provider in use; unmounting it (terms unticked, basket changed) drops the session.
 */
export function PaymentSection({ language, order, country, ready }: PaymentSectionProps) {
  const t = useBasketT(language);
  // Keyed by the order: an answer for a previous order (or language) is never shown for this one.
  const key = `${order.orderId}|${order.currency}|${country}|${language}`;
  const [answer, setAnswer] = useState<{ key: string; session: PaymentSession | null; messageKey: string | null } | null>(null);
  const current = answer?.key === key ? answer : null;
  const session = current?.session ?? null;
  const messageKey = current?.messageKey ?? null;
  const setMessageKey = useCallback((next: string | null) => setAnswer((now) => (now ? { ...now, messageKey: next } : now)), []);

  useEffect(() => {
    const controller = new AbortController();
    createPaymentSession(
      getApiClient(),
      {
        orderId: order.orderId,
        country,
        currency: order.currency,
        returnUrl: returnUrl(window.location.origin, language, order.orderId),
        shopperLocale: shopperLocale(language),
      },
      controller.signal,
    ).then(
      (opened) => setAnswer({ key, session: opened, messageKey: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, session: null, messageKey: messageKeyOf(error, 'paymentPage.errors.session') });
      },
    );
    return () => controller.abort();
  }, [key, order.orderId, order.currency, country, language]);

  return (
    <section className="bsk-payment" data-testid="payment-section" aria-label={t('paymentPage.title')}>
      {!ready && <p className="bsk-payment__locked">{t('paymentPage.locked')}</p>}
      {!session && !messageKey && <Spinner label={t('paymentPage.loading')} />}
      {session?.provider === 'sandbox' && session.sandbox && (
        <SandboxForm language={language} session={session.sandbox} order={order} ready={ready} onError={setMessageKey} />
      )}
      {session?.provider === 'adyen' && session.adyen && (
        <AdyenDropin language={language} session={session.adyen} order={order} country={country} ready={ready} onError={setMessageKey} />
      )}
      {session?.provider === 'monetico' && session.monetico && <MoneticoForm language={language} form={session.monetico} ready={ready} />}
      <PaymentMessage language={language} messageKey={messageKey} />
    </section>
  );
}
