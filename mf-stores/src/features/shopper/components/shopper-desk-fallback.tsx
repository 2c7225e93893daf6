import type { Store } from '@trama/shared/contract';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { CUSTOMER_SERVICE_EMAIL, mailtoHref, telHref } from '../model/desk-fallback.ts';
import { longDate, weekdayLong } from '../model/date-labels.ts';
import type { ShopperFormValues } from '../model/shopper-form-values.ts';

interface ShopperDeskFallbackProps {
  language: string;
  store: Pick<Store, 'name' | 'address' | 'zip' | 'city' | 'phone'>;
  /** The slot the shopper tried to book (`YYYY-MM-DDTHH:mm`). */
  slot: string;
  values: ShopperFormValues;
}

/**
 * Issue 31 point 10 H3: the fallback action of a 503 with id 21 (the desk cannot take the booking).
 * The form stays as typed above it; this offers the store's phone and an e-mail to customer service
 * prefilled with the store, the slot and the shopper's details, so they can still book with a person.
 */
export function ShopperDeskFallback({ language, store, slot, values }: ShopperDeskFallbackProps) {
  const t = useStoresT(language);
  const [date = '', time = ''] = slot.split('T');
  const when = { day: weekdayLong(date, language), date: longDate(date, language), time };
  const subject = t('shopper.desk.mailSubject', { store: store.name, ...when });
  const body = t('shopper.desk.mailBody', {
    store: store.name,
    address: `${store.address}, ${store.zip} ${store.city}`,
    ...when,
    name: values.contactName.trim(),
    email: values.contactEmail.trim(),
    phone: values.contactPhone.trim(),
    message: values.ticketMessage.trim() || '-',
  });
  return (
    <div role="alert" className="sto-shopper__fallback" data-testid="shopper-fallback">
      <p>{t('shopper.desk.unavailable')}</p>
      <ul className="ui-inline-list">
        {store.phone && (
          <li>
            <a className="ui-button" href={telHref(store.phone)}>
              {t('shopper.desk.call', { store: store.name, phone: store.phone })}
            </a>
          </li>
        )}
        <li>
          <a className="ui-button ui-button--secondary" href={mailtoHref(CUSTOMER_SERVICE_EMAIL, subject, body)}>
            {t('shopper.desk.write')}
          </a>
        </li>
      </ul>
    </div>
  );
}
