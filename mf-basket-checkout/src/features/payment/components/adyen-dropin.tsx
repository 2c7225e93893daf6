import { useEffect, useRef, useState } from 'react';
import type { PaymentSession } from '@trama/shared/contract';
import { Spinner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { mountDropin, type DropinHandle } from '../model/adyen-dropin.ts';
import { goTo, resultPath } from '../model/payment-outcome.ts';

interface AdyenDropinProps {
  language: string;
  session: NonNullable<PaymentSession['adyen']>;
  order: { orderId: number };
  country: string;
  ready: boolean;
  onError: (messageKey: string | null) => void;
}

/**
 * Adyen's Drop-in (card, PayPal, pay in 3), loaded in its own chunk only when Adyen is the
 * provider. Until the checkout is ready it is shown inert, so no payment can start.
 */
export function AdyenDropin({ language, session, order, country, ready, onError }: AdyenDropinProps) {
  const t = useBasketT(language);
  const host = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let handle: DropinHandle | null = null;
    let disposed = false;
    mountDropin(element, {
      session,
      countryCode: country,
      language,
      onResult: (resultCode) => goTo(resultPath('card', resultCode, order.orderId)),
      onFailure: () => goTo(resultPath('card', 'Error', order.orderId)),
    }).then(
      (mounted) => {
        if (disposed) return mounted.dispose();
        handle = mounted;
        setLoaded(true);
      },
      () => {
        if (!disposed) onError('paymentPage.errors.provider');
      },
    );
    return () => {
      disposed = true;
      handle?.dispose();
    };
  }, [session, country, language, order.orderId, onError]);

  return (
    <div className="bsk-payment__dropin">
      {!loaded && <Spinner label={t('paymentPage.dropin.loading')} />}
      <div ref={host} data-testid="adyen-dropin" inert={!ready} aria-disabled={!ready} />
    </div>
  );
}
