import './payment.css';
import type { PaymentResultProps } from '@trama/shared/contract';
import { Spinner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { AcceptedView } from './accepted-view.tsx';
import { FailureView } from './failure-view.tsx';
import { usePaymentResult } from './use-payment-result.ts';

/**
 * Account §2 Payment result pages (/accepted, /failed and their -paypal variants) and §4 Payment
 * confirmation statuses: what the API says about the order decides the view, never the URL alone.
 */
export function PaymentResultPage(props: PaymentResultProps) {
  const t = useBasketT(props.language);
  const { view, result, payPal } = usePaymentResult(props);

  return (
    <section className="ui-page bsk-result" data-testid="payment-result" data-view={view} aria-live="polite">
      {view === 'loading' && <Spinner label={t('paymentPage.result.loading')} />}
      {view === 'success' && result && <AcceptedView props={props} result={result} />}
      {view === 'failure' && <FailureView props={props} result={result} />}
      {view === 'awaiting' && <WaitMessage text={t('paymentPage.result.awaiting')} />}
      {view === 'validation' && <WaitMessage text={t('paymentPage.result.validation')} />}
      {view === 'error' && <p className="bsk-result__message">{t('paymentPage.result.error')}</p>}
      {/* §2 the wallet pages read payPalData: the PayPal payment the shopper just made. */}
      {payPal && view !== 'loading' && (
        <p className="bsk-result__paypal" data-testid="result-paypal" data-status={payPal.paypalStatus}>
          {t('paymentPage.result.paypal', { paymentID: payPal.paymentID, reference: payPal.reference })}
        </p>
      )}
    </section>
  );
}

function WaitMessage({ text }: { text: string }) {
  return (
    <p className="bsk-result__message" role="status">
      {text}
    </p>
  );
}
