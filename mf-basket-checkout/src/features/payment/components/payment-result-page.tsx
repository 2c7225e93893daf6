import './payment.css';
import type { PaymentResult, PaymentResultProps } from '@trama/shared/contract';
import { deliveryEstimate, formatDeliveryWindow, formatOrderNumber } from '@trama/shared/rules';
import { ShopLink } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { usePaymentResult } from './use-payment-result.ts';

type T = ReturnType<typeof useBasketT>;

/**
 * Account §2 Payment result pages (/accepted, /failed and their -paypal variants) and §4 Payment
 * confirmation statuses: what the API says about the order decides the view, never the URL alone.
 */
export function PaymentResultPage(props: PaymentResultProps) {
  const t = useBasketT(props.language);
  const { view, result } = usePaymentResult(props);

  return (
    <section className="bsk-result" data-testid="payment-result" data-view={view} aria-live="polite">
      {view === 'loading' && <Spinner label={t('paymentPage.result.loading')} />}
      {view === 'success' && result && <SuccessView t={t} props={props} result={result} />}
      {view === 'failure' && (
        <>
          <h1 className="bsk-result__title">{t('paymentPage.result.failure.title')}</h1>
          <p>{t('paymentPage.result.failure.text')}</p>
          {props.orderPath && (
            <ShopLink language={props.language} to={props.orderPath} className="bsk-result__retry" data-testid="result-retry">
              {t('paymentPage.result.failure.retry')}
            </ShopLink>
          )}
        </>
      )}
      {view === 'awaiting' && <WaitMessage text={t('paymentPage.result.awaiting')} />}
      {view === 'validation' && <WaitMessage text={t('paymentPage.result.validation')} />}
      {view === 'error' && <p className="bsk-result__message">{t('paymentPage.result.error')}</p>}
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

function SuccessView({ t, props, result }: { t: T; props: PaymentResultProps; result: PaymentResult }) {
  const { language } = props;
  const pickup = result.deliveryMode !== 'DIS';
  // The checkout's rule with the checkout's inputs (order date, delivery choice): the same days.
  const estimate = deliveryEstimate(result.orderDate, result.selectedPrice);
  return (
    <>
      <h1 className="bsk-result__title">{t('paymentPage.result.success.title')}</h1>
      <dl className="bsk-result__facts">
        <dt>{t('paymentPage.result.success.orderNumber')}</dt>
        <dd data-testid="result-order-number">{formatOrderNumber(result.orderId)}</dd>
        <dt>{t(pickup ? 'paymentPage.result.success.pickup' : 'paymentPage.result.success.delivery')}</dt>
        <dd data-testid="result-delivery-date" data-from={estimate.from} data-to={estimate.to}>
          {formatDeliveryWindow(estimate, language)}
        </dd>
      </dl>
      {pickup && result.store && (
        <address className="bsk-result__store" data-testid="result-store">
          <strong>{t('paymentPage.result.success.store')}</strong>
          <span>{result.store.name}</span>
          <span>{result.store.address}</span>
          <span>
            {result.store.zip} {result.store.city}
          </span>
          <span>{result.store.phone}</span>
        </address>
      )}
      {props.tilePaths.length > 0 && (
        <nav className="bsk-result__tiles" aria-label={t('paymentPage.result.success.discover')}>
          {props.tilePaths.map((tile) => (
            <ShopLink key={tile.key} language={language} to={tile.path} className="bsk-result__tile" data-testid="result-tile">
              {t(`paymentPage.result.tiles.${tile.key}`, { defaultValue: tile.key })}
            </ShopLink>
          ))}
        </nav>
      )}
    </>
  );
}
