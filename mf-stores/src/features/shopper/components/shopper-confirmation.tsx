import { useEffect, useRef } from 'react';
import type { ShopperAppointment } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { longDate, weekdayLong } from '../model/date-labels.ts';

/**
 * Account §2: after success, the confirmation with day, date, time, store, a message and a link
 * home; §4 Shopper and contact forms: the page scrolls to top (and the heading takes the focus, so
 * a screen reader reads it).
 */
export function ShopperConfirmation({ appointment, language }: { appointment: ShopperAppointment; language: string }) {
  const t = useStoresT(language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  const [date = '', time = ''] = appointment.appointmentDate.split('T');
  return (
    <section className="sto-shopper__done" data-testid="shopper-confirmation" aria-labelledby="sto-shopper-done">
      <h1 id="sto-shopper-done" ref={heading} tabIndex={-1} className="ui-page__title sto-shopper__title">
        {t('shopper.confirmation.title')}
      </h1>
      <p className="sto-shopper__when">
        {t('shopper.confirmation.when', { day: weekdayLong(date, language), date: longDate(date, language), time, store: appointment.storeName })}
      </p>
      <p>{t('shopper.confirmation.message')}</p>
      <ShopLink language={language} to="/" className="ui-button">
        {t('shopper.confirmation.home')}
      </ShopLink>
    </section>
  );
}
