import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StoreSearch } from '@trama/shared/api';
import type { BaseParcelProps, Store, StoreLocatorProps } from '@trama/shared/contract';
import { ForeignParcel } from '@trama/shared/parcel';
import { Spinner, useAsync } from '@trama/shared/ui';
import { loadBrandStores } from '../../../components/brand-stores.ts';
import { BrandStoresPending } from '../../../components/brand-stores-pending.tsx';
import { StoreMap, type MapPoint } from '../../../components/map/store-map.tsx';
import { useMinuteClock } from '../../../components/shop-clock.ts';
import { storeCardId } from '../../../components/store-card.tsx';
import { StoreGroupList } from '../../../components/store-group-list.tsx';
import { cityKey } from '../../../components/store-groups.ts';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { searchStores } from '../api/search-stores.ts';
import { GeolocationFailure, locateShopper, type GeolocationFailureReason } from '../model/geolocation.ts';
import { positionSearch, searchErrorKey } from '../model/store-search.ts';
import { NearbyResults } from './nearby-results.tsx';
import { SearchForm } from './search-form.tsx';

const NO_ARGS: [] = [];
const NO_STORES: readonly Store[] = [];

/** What was searched: the text for the results heading, or the shopper's position. */
type Search = { request: StoreSearch; text: string | null };
type Geolocating = 'idle' | 'locating' | GeolocationFailureReason;
/** Which store is highlighted, and whether its marker (not its card) chose it. */
type Selection = { storeId: number; fromMap: boolean };

const pointOf = (store: { latitude: number | null; longitude: number | null } | undefined): MapPoint | null =>
  store && store.latitude != null && store.longitude != null ? { latitude: store.latitude, longitude: store.longitude } : null;

/**
 * The store locator (account §2 Store locator, menu key boutique or negozi): a search by Italian
 * city or postal code or by the shopper's position, the nearest stores with their distance on a
 * Leaflet map (zoom 12), each with its hours and today's status, and the recommended products.
 * Before any search it lists the brand's stores by country and city (server-rendered), all on the map.
 */
export function StoreLocator({ language, path, apiBaseUrl, loadParcel, menu, shopperPath }: StoreLocatorProps) {
  const t = useStoresT(language);
  const now = useMinuteClock();
  const brand = useAsync(loadBrandStores, NO_ARGS);
  const [search, setSearch] = useState<Search | null>(null);
  const found = useAsync(searchStores, search ? [search.request] : null);
  const [geolocating, setGeolocating] = useState<Geolocating>('idle');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [openCity, setOpenCity] = useState<string | null>(null);

  const brandStores = brand.status === 'done' ? brand.value : NO_STORES;
  const answer = search && found.status === 'done' ? found.value : null;

  const startSearch = useCallback((next: Search | null) => {
    setSelection(null);
    setSearch(next);
  }, []);

  const locate = useCallback(() => {
    if (!navigator.geolocation) {
      setGeolocating('unavailable');
      return;
    }
    setGeolocating('locating');
    locateShopper(navigator.geolocation).then(
      (position) => {
        setGeolocating('idle');
        startSearch({ request: positionSearch(position.latitude, position.longitude), text: null });
      },
      (error: unknown) => setGeolocating(error instanceof GeolocationFailure ? error.reason : 'unavailable'),
    );
  }, [startSearch]);

  const mapStores = search ? (answer?.stores ?? NO_STORES) : brandStores;
  const place = useMemo<MapPoint | null>(() => {
    if (answer?.place) return { latitude: answer.place.latitude, longitude: answer.place.longitude };
    if (search && 'latitude' in search.request) return search.request;
    return null;
  }, [answer, search]);
  // §9: zoom 12 on the nearest store (else the searched place); without a search every marker fits.
  const center = useMemo(() => (answer ? (pointOf(answer.stores[0]) ?? place) : null), [answer, place]);

  const selectFromList = useCallback((storeId: number) => setSelection({ storeId, fromMap: false }), []);
  const selectFromMap = useCallback(
    (storeId: number) => {
      setSelection({ storeId, fromMap: true });
      const store = brandStores.find((s) => s.storeId === storeId);
      if (!search && store) setOpenCity(cityKey(store));
    },
    [brandStores, search],
  );

  // A marker chosen on the map brings its card into view.
  useEffect(() => {
    if (selection?.fromMap) document.getElementById(storeCardId(selection.storeId))?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selection]);

  const recommendedProps = useMemo<BaseParcelProps>(() => ({ language, path, apiBaseUrl, loadParcel }), [language, path, apiBaseUrl, loadParcel]);

  const selectedId = selection?.storeId ?? null;
  // The nearby results and the brand's list show their stores alike: the time, the links, the selection.
  const listProps = { language, now, shopperPath, selectedId, onSelect: selectFromList };
  let list;
  if (search) {
    if (found.status === 'failed') {
      list = (
        <p className="sto-locator__none" role="status" data-testid="store-search-error">
          {t(searchErrorKey(found.error))}
        </p>
      );
    } else if (!answer) {
      list = <Spinner label={t('locator.searching')} />;
    } else if (answer.stores.length === 0) {
      list = (
        <p className="sto-locator__none" role="status" data-testid="store-search-empty">
          {t('locator.16')}
        </p>
      );
    } else {
      list = (
        <NearbyResults
          heading={search.text ? t('locator.results', { query: search.text }) : t('locator.resultsNearYou')}
          stores={answer.stores}
          {...listProps}
        />
      );
    }
  } else if (brand.status !== 'done') {
    list = <BrandStoresPending state={brand} language={language} />;
  } else {
    list = (
      <StoreGroupList stores={brandStores} openCity={openCity} onToggleCity={setOpenCity} {...listProps} />
    );
  }

  return (
    <section className="ui-page sto-locator" aria-labelledby="sto-locator-title" data-testid="store-locator">
      <h1 id="sto-locator-title" className="ui-page__title sto-locator__title">
        {menu?.label || t('locator.title')}
      </h1>
      <SearchForm language={language} onSearch={(text) => startSearch({ request: { location: text }, text })} onLocate={locate} locating={geolocating === 'locating'} />
      {geolocating === 'locating' && (
        <p className="sto-locator__note" role="status">
          {t('locator.locating')}
        </p>
      )}
      {(geolocating === 'denied' || geolocating === 'unavailable') && (
        <p className="sto-locator__error" role="alert" data-testid="store-geolocation-error">
          {t(geolocating === 'denied' ? 'locator.geoDenied' : 'locator.geoUnavailable')}
        </p>
      )}
      <div className="sto-locator__layout">
        <div className="sto-locator__list" aria-busy={search ? found.status === 'loading' : brand.status === 'loading'}>
          {list}
          {search && (
            <button type="button" className="ui-button ui-button--secondary sto-locator__all" onClick={() => startSearch(null)}>
              {t('locator.showAll')}
            </button>
          )}
        </div>
        <StoreMap stores={mapStores} center={center} place={place} selectedId={selectedId} onSelect={selectFromMap} />
      </div>
      {loadParcel && (
        <ForeignParcel loadParcel={loadParcel} remote="catalogue" parcel="RecommendedProducts" parcelProps={recommendedProps} className="sto-locator__recommended" />
      )}
    </section>
  );
}
