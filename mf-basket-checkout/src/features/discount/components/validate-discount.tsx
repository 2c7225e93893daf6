import { useEffect } from 'react';
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS, type DiscountPopupNotice, type ValidateDiscountProps } from '@trama/shared/contract';
import { ShopLink, Spinner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { announceDiscountNotice } from '../../../state/discount-notice.ts';
import { DISCOUNT_MESSAGE_MS, applyDiscountCode, type DiscountMessage } from '../model/apply-discount.ts';

const goHome = () => getBus().send('navigate', { to: '/', replace: true });

/** Issue 16: the home's discount popup (the shell's) says the code is active; a refused storage only loses the popup. */
function leaveDiscountPopup(notice: DiscountPopupNotice): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.discountPopup, JSON.stringify(notice));
  } catch {
    // Nothing to do: the header basket still shows the message.
  }
}

/**
 * /validate?code=… or ?discountCode=… (storefront §2): validates and applies the code as the discount
 * box does, then goes home, where the header basket says what happened (applied, or why not). An
 * empty code shows product.basket.46 first.
 */
export function ValidateDiscount({ code, language }: ValidateDiscountProps) {
  const t = useBasketT(language);
  const trimmed = code.trim();

  useEffect(() => {
    if (trimmed === '') {
      const timer = setTimeout(goHome, DISCOUNT_MESSAGE_MS);
      return () => clearTimeout(timer);
    }
    let active = true;
    void applyDiscountCode(trimmed, language)
      .catch((): DiscountMessage => ({ key: 'error_message', ok: false }))
      .then((message) => {
        if (!active) return;
        announceDiscountNotice(message);
        if (message.ok) leaveDiscountPopup({ code: trimmed, key: message.key, values: message.values });
        goHome();
      });
    return () => {
      active = false;
    };
  }, [trimmed, language]);

  if (trimmed !== '') return <Spinner label={t('discount.validating')} />;
  return (
    <section className="ui-page bsk-discount">
      <p className="bsk-discount__message" role="alert">
        {t('product.basket.46')}
      </p>
      <ShopLink language={language} to="/" className="ui-button">
        {t('remote.backHome')}
      </ShopLink>
    </section>
  );
}
