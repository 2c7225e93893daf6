import type { Store } from '@trama/shared/contract';
import { todayStatus, storeTimeZone, type TodayStatus } from './today-status.ts';
import { useStoresT } from './use-stores-t.ts';

type StoresT = ReturnType<typeof useStoresT>;

function statusText(status: TodayStatus, t: StoresT): string {
  switch (status.state) {
    case 'open':
      return t('today.open', { time: status.closesAt });
    case 'opens-later':
      return t('today.opensLater', { time: status.opensAt });
    case 'closed-today':
    case 'closed-now': {
      const prefix = status.state === 'closed-today' ? 'closedToday' : 'closedNow';
      if (!status.next) return t(`today.${prefix}`);
      if (status.next.tomorrow) return t(`today.${prefix}OpensTomorrow`, { time: status.next.opensAt });
      return t(`today.${prefix}OpensOn`, { time: status.next.opensAt, day: t(`weekdaysInText.${status.next.weekday}`) });
    }
  }
}

/**
 * The store's status today ("Aperto ora, chiude alle 19:30"), on the store's clock. The line keeps
 * its height while `now` is null (server render, hydration), so nothing moves when it fills in.
 */
export function StoreToday({ store, now, language }: { store: Store; now: Date | null; language: string }) {
  const t = useStoresT(language);
  const status = now ? todayStatus(store.openingHours, now, storeTimeZone(store.country)) : null;
  return (
    <p className={`sto-today${status ? ` sto-today--${status.state}` : ''}`} data-testid="store-today">
      {status ? statusText(status, t) : '\u00a0'}
    </p>
  );
}
