import type { Store } from '@trama/shared/contract';
import { WEEKDAYS, openingHoursText } from './opening-hours.ts';
import { shopClock, storeTimeZone } from './today-status.ts';
import { useStoresT } from './use-stores-t.ts';

/** Account §2: opening hours per weekday, translated; a closed day reads locator.closed, never the data word. */
export function StoreHours({ store, now, language }: { store: Store; now: Date | null; language: string }) {
  const t = useStoresT(language);
  const today = now ? shopClock(now, storeTimeZone(store.country)).weekday : null;
  return (
    <dl className="sto-hours" aria-label={t('locator.openingHours')}>
      {WEEKDAYS.map((day) => (
        <div key={day} className={`sto-hours__row${day === today ? ' sto-hours__row--today' : ''}`}>
          <dt>{t(`weekdays.${day}`)}</dt>
          <dd>{openingHoursText(store.openingHours[day]) ?? t('locator.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
