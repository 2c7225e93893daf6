import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '@trama/shared/api';
import type { ShopperAppointment, ShopperPageProps } from '@trama/shared/contract';
import { shopperSlot } from '@trama/shared/rules';
import { navigate, ShopLink, Spinner, useAsync, useServerData } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { loadShopperStore, loadTakenSlots } from '../api/shopper-api.ts';
import { ShopperConfirmation } from './shopper-confirmation.tsx';
import { ShopperForm } from './shopper-form.tsx';
import { ShopperStore } from './shopper-store.tsx';
import { ShopperStoreChoice } from './shopper-store-choice.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { useShopperDays } from './use-shopper-days.ts';

const NO_TAKEN: ReadonlySet<string> = new Set();

/**
 * The personal-shopper booking page (menu key shopper; account §2, §5 Shopper form, §9). The store
 * comes from navigation: without one the page lists the stores that offer a personal shopper
 * (issue 29 point 16); an unknown one, or one without a personal shopper, sends the shopper home.
 * Server rendered: the store, the days and the form come in the HTML (issue 30 §5: a page opened
 * from its address shows them before any script runs); the booked slots are live data, asked by
 * the browser once the page runs (use-shopper-days.ts says whose "now" the days are).
 */
export function ShopperPage({ language, path, menu, storeId, locatorPath }: ShopperPageProps) {
  const t = useStoresT(language);
  const store = useAsync(loadShopperStore, storeId === null ? null : [storeId]);
  const days = useShopperDays();
  const [version, setVersion] = useState(0);
  const found = store.status === 'done' ? store.value : null;
  // Never asked on the server: a shared cache keeps the page a minute, the booked slots must be live.
  const onServer = useServerData()?.mode === 'collect';
  const takenState = useAsync(loadTakenSlots, days && found && !onServer ? [found.storeId, version] : null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [booked, setBooked] = useState<ShopperAppointment | null>(null);

  // Without a store the page lists the stores that offer one (issue 29 point 16); an unknown store, or one without a personal shopper, goes home.
  const goHome = storeId !== null && store.status === 'done' && store.value === null;
  useEffect(() => {
    if (goHome) navigate('/', { language, replace: true });
  }, [goHome, language]);

  // Loading: none yet. Failed: none known; the API still refuses a booked slot (409).
  const taken = useMemo(
    () => (takenState.status === 'done' ? new Set(takenState.value) : takenState.status === 'failed' ? NO_TAKEN : null),
    [takenState],
  );
  // A chosen time that has been booked meanwhile is given up.
  const slot = date && time && !taken?.has(shopperSlot(date, time)) ? shopperSlot(date, time) : null;

  if (booked) return <ShopperConfirmation appointment={booked} language={language} />;

  let body;
  if (goHome) body = null;
  else if (storeId === null) body = <ShopperStoreChoice language={language} path={menu?.canonicalUrl || path} />;
  else if (store.status === 'failed') {
    body = (
      <p role="alert" className="sto-locator__error">
        {t(store.error instanceof ApiError ? store.error.messageKey : 'error_message')}
      </p>
    );
  } else if (!found) body = <Spinner label={t('remote.loading')} />;
  else {
    body = (
      <>
        <ShopperStore store={found} language={language} />
        {locatorPath && (
          <p>
            <ShopLink language={language} to={locatorPath}>
              {t('shopper.otherStore')}
            </ShopLink>
          </p>
        )}
        <SlotPicker
          language={language}
          days={days}
          taken={taken}
          openingHours={found.openingHours}
          date={date}
          time={slot ? time : null}
          onDate={(next) => {
            setDate(next);
            if (next !== date) setTime(null);
          }}
          onTime={setTime}
        />
        <ShopperForm
          language={language}
          store={found}
          slot={slot}
          onBooked={setBooked}
          onSlotRefused={() => {
            setTime(null);
            setVersion((n) => n + 1);
          }}
        />
      </>
    );
  }

  return (
    <section className="ui-page sto-shopper" aria-labelledby="sto-shopper-title">
      <h1 id="sto-shopper-title" className="ui-page__title sto-shopper__title">
        {menu?.label || t('shopper.title')}
      </h1>
      <p className="sto-shopper__intro">{t('shopper.intro')}</p>
      {body}
    </section>
  );
}
