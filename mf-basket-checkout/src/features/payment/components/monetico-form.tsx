import { useEffect, useRef } from 'react';
import type { PaymentSession } from '@trama/shared/contract';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { writeSelectedMethod } from '../model/selected-method.ts';

interface MoneticoFormProps {
  language: string;
  form: NonNullable<PaymentSession['monetico']>;
  ready: boolean;
}

/**
 * The external card gateway (architecture §4 Payments): a MAC-signed form posted to its page. It is
 * sent by itself once the checkout is ready; the visible button serves a shopper without scripts.
 */
export function MoneticoForm({ language, form, ready }: MoneticoFormProps) {
  const t = useBasketT(language);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!ready) return;
    writeSelectedMethod('card');
    formRef.current?.submit();
  }, [ready, form]);

  return (
    <form ref={formRef} className="bsk-payment__gateway" method="post" action={form.action} data-testid="monetico-form">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{t('paymentPage.monetico.text')}</p>
      <button type="submit" disabled={!ready}>
        {t('paymentPage.monetico.submit')}
      </button>
    </form>
  );
}
