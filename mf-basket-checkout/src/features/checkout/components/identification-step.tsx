import { useId } from 'react';
import { getBus } from '@trama/shared/bus';
import { useBasketT } from '../../../components/use-basket-t.ts';

/** Account §2 Checkout, visitor: sign in or create an account through the shell's sign-in popup. */
export function IdentificationStep({ language }: { language: string }) {
  const t = useBasketT(language);
  const titleId = useId();
  return (
    <section className="bsk-checkout__step" aria-labelledby={titleId} data-testid="checkout-identification">
      <h2 id={titleId} className="bsk-checkout__title">
        {t('checkout.identification.title')}
      </h2>
      <p>{t('checkout.identification.text')}</p>
      <button type="button" className="bsk-button" data-testid="checkout-signin" onClick={() => getBus().send('ui.open', { panel: 'login' })}>
        {t('checkout.identification.signIn')}
      </button>
    </section>
  );
}
