import type { Store } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { countryName } from './store-groups.ts';
import { StoreHours } from './store-hours.tsx';
import { StoreToday } from './store-today.tsx';
import { useStoresT } from './use-stores-t.ts';

export interface StoreCardProps {
  /** A store; a nearest-store answer adds its distance (km). */
  store: Store & { distanceKm?: number | null };
  language: string;
  /** From useMinuteClock(): null on the server and while hydrating (no status line yet). */
  now: Date | null;
  /** Path of the personal-shopper page (menu key shopper); its button is hidden when absent. */
  shopperPath?: string;
  /** The store highlighted on the map. */
  selected?: boolean;
  /** Given when a map shows the store: the card offers "show on the map". */
  onSelect?: (storeId: number) => void;
}

/** The DOM id of a store's card, for scrolling to it when its marker is chosen. */
export const storeCardId = (storeId: number) => `sto-store-${storeId}`;

function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
}

/**
 * One store (account §2 Store locator): name, address, zip, city, country, phone, today's status,
 * opening hours per weekday, and the personal-shopper button for stores that offer it.
 */
export function StoreCard({ store, language, now, shopperPath, selected = false, onSelect }: StoreCardProps) {
  const t = useStoresT(language);
  const headingId = `${storeCardId(store.storeId)}-name`;
  return (
    <article
      id={storeCardId(store.storeId)}
      className={`sto-card${selected ? ' sto-card--selected' : ''}`}
      aria-labelledby={headingId}
      data-testid="store-card"
      data-store-id={store.storeId}
    >
      <h3 id={headingId} className="sto-card__name">
        {store.name}
      </h3>
      {store.distanceKm != null && <p className="sto-card__distance">{t('locator.distance', { distance: formatDistance(store.distanceKm, language) })}</p>}
      <p className="sto-card__address">
        {store.address}
        <br />
        {store.zip} {store.city}
        <br />
        {countryName(store.country, language)}
      </p>
      {store.phone && (
        <p className="sto-card__phone">
          <span className="ui-visually-hidden">{t('locator.phone')} </span>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <StoreToday store={store} now={now} language={language} />
      <StoreHours store={store} now={now} language={language} />
      <div className="sto-card__actions">
        {onSelect && store.latitude != null && store.longitude != null && (
          <button type="button" className="ui-button ui-button--secondary" aria-pressed={selected} onClick={() => onSelect(store.storeId)}>
            {t('locator.showOnMap')}
          </button>
        )}
        {store.personalShopper && shopperPath && (
          <ShopLink language={language} to={`${shopperPath}?storeId=${store.storeId}`} className="ui-button">
            {t('locator.shopper')}
          </ShopLink>
        )}
      </div>
    </article>
  );
}
