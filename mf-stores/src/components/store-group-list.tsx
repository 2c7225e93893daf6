import type { Store } from '@trama/shared/contract';
import { StoreCard } from './store-card.tsx';
import { groupStores } from './store-groups.ts';

interface StoreGroupListProps {
  stores: readonly Store[];
  language: string;
  now: Date | null;
  shopperPath?: string;
  /** The open city (CityGroup.key), null when all are closed. */
  openCity: string | null;
  onToggleCity: (key: string | null) => void;
  selectedId?: number | null;
  onSelect?: (storeId: number) => void;
}

/** Storefront §2 shops list: countries (h2), their cities as disclosure buttons, a city's store cards. */
export function StoreGroupList({ stores, language, now, shopperPath, openCity, onToggleCity, selectedId = null, onSelect }: StoreGroupListProps) {
  return groupStores(stores, language).map((country) => (
    <section key={country.code} className="sto-country" aria-labelledby={`sto-country-${country.code}`} data-testid="store-country">
      <h2 id={`sto-country-${country.code}`} className="sto-country__name">
        {country.label}
      </h2>
      <ul className="sto-cities">
        {country.cities.map((group) => {
          const open = openCity === group.key;
          const panelId = `sto-city-${encodeURIComponent(group.key).replace(/%/g, '')}`;
          return (
            <li key={group.key} className="sto-city">
              <button type="button" className="sto-city__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => onToggleCity(open ? null : group.key)}>
                {group.city} <span className="sto-city__count">({group.stores.length})</span>
              </button>
              <ul id={panelId} className="sto-cards" hidden={!open}>
                {open &&
                  group.stores.map((store) => (
                    <li key={store.storeId}>
                      <StoreCard
                        store={store}
                        language={language}
                        now={now}
                        shopperPath={shopperPath}
                        selected={store.storeId === selectedId}
                        onSelect={onSelect}
                      />
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
