import { useId } from 'react';
import { getBus } from '@trama/shared/bus';
import { useBasketT } from '../../../components/use-basket-t.ts';

/**
 * Account §2 Checkout, visitor: sign in or create an account through the shell's sign-in popup.
 * Drawn as the checkout's first step, with the same heading as the steps that follow sign-in.
 */
export function IdentificationStep({ language }: { language: string }) {
  const t = useBasketT(language);
  const titleId = useId();
  return (
    <section className="bsk-step bsk-step--open" aria-labelledby={titleId} data-testid="checkout-identification">
      <div className="bsk-step__head">
        <h2 id={titleId} className="bsk-step__title">
          {t('checkout.identification.title')}
        </h2>
      </div>
      <div className="bsk-step__body">
        <p>{t('checkout.identification.text')}</p>
        <button type="button" className="ui-button" data-testid="checkout-signin" onClick={() => getBus().send('ui.open', { panel: 'login' })}>
          {t('checkout.identification.signIn')}
        </button>
      </div>
    </section>
  );
}
