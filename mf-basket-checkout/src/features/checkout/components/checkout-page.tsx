import './checkout.css';
import { useEffect, type ReactNode } from 'react';
import { getBus } from '@trama/shared/bus';
import type { MenuItem } from '@trama/shared/contract';
import { basketAnalyticsEvent, basketCount } from '@trama/shared/rules';
import { ShopLink } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { getBasketState } from '../../../state/basket-state.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';

export interface CheckoutPageProps {
  language: string;
  /** The menu entry of key paiement (its label is the page title). */
  menu?: MenuItem | null;
  /** The basket page (menu key ma_commande), without language: the way back, and where an empty basket goes. */
  basketPath?: string;
  /** The identification step or the checkout steps (CheckoutSection), given by the exposed parcel. */
  children: ReactNode;
}

/**
 * Issue 17 §4: the checkout on its own page (menu key paiement), under the basket page. Nothing to
 * buy, nothing to check out: an empty basket goes back to the basket page (home without one).
 */
export function CheckoutPage({ language, menu, basketPath, children }: CheckoutPageProps) {
  const t = useBasketT(language);
  const { basket } = useBasketState();
  const empty = basketCount(basket) === 0;
  useEffect(() => {
    if (empty) getBus().send('navigate', { to: basketPath ?? '/', replace: true });
  }, [empty, basketPath]);
  // Issue 31 §3: begin_checkout once per checkout page with something to buy (the basket as it is
  // then); the shell pushes it to the dataLayer after cookie approval only.
  useEffect(() => {
    if (empty) return;
    const { basket: now, currency: shown, discount: code } = getBasketState();
    getBus().send('analytics.track', { name: 'begin_checkout', data: basketAnalyticsEvent(now, shown, code?.valid ? code.discountCode : null) });
  }, [empty]);

  return (
    <section className="ui-page bsk-checkout-page" aria-labelledby="bsk-checkout-title" data-testid="checkout-page">
      <div className="bsk-checkout-page__head">
        <h1 id="bsk-checkout-title" className="ui-page__title bsk-order__title">
          {menu?.label || t('checkoutSteps.title')}
        </h1>
        {basketPath && (
          <ShopLink language={language} to={basketPath} className="bsk-checkout-page__back" data-testid="checkout-back-to-basket">
            {t('checkoutSteps.backToBasket')}
          </ShopLink>
        )}
      </div>
      {empty ? <p className="bsk-order__empty">{t('order.empty')}</p> : children}
    </section>
  );
}
