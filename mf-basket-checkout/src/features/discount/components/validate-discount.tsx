import { useEffect } from 'react';
import { getBus } from '@trama/shared/bus';
import type { ValidateDiscountProps } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useBasketT } from '../../../components/use-basket-t.ts';

/** Storefront §9 / account §9: discount messages stay 7 seconds. */
export const DISCOUNT_MESSAGE_MS = 7000;

/**
 * /validate?code=… (storefront §2): validates the code, then goes home. First version: an empty
 * code shows product.basket.46 before going home; the discount issue adds the validation call.
 */
export function ValidateDiscount({ code, language }: ValidateDiscountProps) {
  const t = useBasketT(language);
  const empty = code.trim() === '';

  useEffect(() => {
    const goHome = () => getBus().send('navigate', { to: '/', replace: true });
    if (!empty) {
      goHome();
      return;
    }
    const timer = setTimeout(goHome, DISCOUNT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [empty]);

  if (!empty) return <Spinner label={t('discount.validating')} />;
  return (
    <section className="bsk-discount">
      <p className="bsk-discount__message" role="alert">
        {t('product.basket.46')}
      </p>
      <ShopLink language={language} to="/" className="bsk-button">
        {t('remote.backHome')}
      </ShopLink>
    </section>
  );
}
