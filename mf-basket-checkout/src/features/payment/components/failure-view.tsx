import type { PaymentResult, PaymentResultProps } from '@trama/shared/contract';
import { formatOrderNumber } from '@trama/shared/rules';
import { ShopLink } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';

/**
 * Account §2 failed page, issue 17 §4: what happened, what to do, and that the basket is kept (the
 * failed page clears nothing); "Riprova il pagamento" goes back to the checkout page (menu key
 * paiement), the basket page when the menu has no checkout page.
 */
export function FailureView({ props, result }: { props: PaymentResultProps; result: PaymentResult | null }) {
  const { language } = props;
  const t = useBasketT(language);
  const retryPath = props.checkoutPath ?? props.orderPath;
  return (
    <>
      <header className="bsk-result__hero bsk-result__hero--failed">
        <h1 className="ui-page__title bsk-result__title">{t('paymentPage.result.failure.title')}</h1>
        <p className="bsk-result__lead">{t('resultPage.failed.lead')}</p>
      </header>
      <section className="bsk-result__card" aria-labelledby="bsk-result-why">
        <h2 id="bsk-result-why" className="bsk-result__subtitle">
          {t('resultPage.failed.whyTitle')}
        </h2>
        <ul className="bsk-result__list">
          <li>{t('resultPage.failed.refused')}</li>
          <li>{t('resultPage.failed.cancelled')}</li>
        </ul>
        <h2 className="bsk-result__subtitle">{t('resultPage.failed.whatTitle')}</h2>
        <ul className="bsk-result__list">
          <li>{t('resultPage.failed.checkCard')}</li>
          <li>{t('resultPage.failed.otherMethod')}</li>
        </ul>
        <p className="bsk-result__kept" data-testid="result-basket-kept">
          {t('resultPage.failed.basketKept')}
        </p>
      </section>
      <div className="bsk-result__actions">
        {retryPath && (
          <ShopLink language={language} to={retryPath} className="ui-button bsk-result__retry" data-testid="result-retry">
            {t('resultPage.failed.retry')}
          </ShopLink>
        )}
        {props.orderPath && props.orderPath !== retryPath && (
          <ShopLink language={language} to={props.orderPath} className="ui-link-button" data-testid="result-basket">
            {t('resultPage.failed.toBasket')}
          </ShopLink>
        )}
      </div>
      <p className="bsk-result__help" data-testid="result-help">
        {result ? t('resultPage.failed.helpWithNumber', { number: formatOrderNumber(result.orderId) }) : t('resultPage.failed.help')}{' '}
        {props.contactPath && (
          <ShopLink language={language} to={props.contactPath} data-testid="result-contact">
            {t('resultPage.failed.contact')}
          </ShopLink>
        )}
      </p>
    </>
  );
}
