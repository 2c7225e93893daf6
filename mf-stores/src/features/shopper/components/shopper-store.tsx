import type { Store } from '@trama/shared/contract';
import { useStoresT } from '../../../components/use-stores-t.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday's hours as sent ('HH:MM-HH:MM' ranges), or null for a closed day ('closed' is a code, never shown). */
function hoursOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'closed' ? null : text;
}

/** Account §2 Personal shopper: the store's details (name, address, phone, opening hours). */
export function ShopperStore({ store, language }: { store: Store; language: string }) {
  const t = useStoresT(language);
  return (
    <section className="sto-shopper__store" aria-labelledby="sto-shopper-store">
      <h2 id="sto-shopper-store" className="sto-shopper__store-name">
        {store.name}
      </h2>
      <p>
        {store.address}
        <br />
        {store.zip} {store.city}
      </p>
      {store.phone && (
        <p>
          {t('shopper.phoneLabel')}: <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <dl className="sto-hours" aria-label={t('shopper.openingHours')}>
        {WEEKDAYS.map((day) => (
          <div key={day} className="sto-hours__row">
            <dt>{t(`weekdays.${day}`)}</dt>
            <dd>{hoursOf(store.openingHours[day]) ?? t('shopper.closed')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
