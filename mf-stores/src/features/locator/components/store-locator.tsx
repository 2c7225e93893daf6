import { useId, useState } from 'react';
import { ApiError } from '@trama/shared/api';
import type { Store, StoreLocatorProps } from '@trama/shared/contract';
import { Spinner } from '../../../components/spinner.tsx';
import { useAsync } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { loadStores } from '../api/fetch-stores.ts';
import { canSearch, groupStores, searchStores } from '../model/store-groups.ts';
import { StoreCard } from './store-card.tsx';

const NO_ARGS: [] = [];

/**
 * The store locator (account §2, storefront §2 shops list): countries with their cities; a city
 * shows its stores. The search filters by city or postal code locally until the nearest-store
 * call and the map arrive with the stores issue.
 */
export function StoreLocator({ language, menu, shopperPath }: StoreLocatorProps) {
  const t = useStoresT(language);
  const inputId = useId();
  const state = useAsync(loadStores, NO_ARGS);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [openCity, setOpenCity] = useState<string | null>(null);

  const card = (store: Store) => (
    <li key={store.storeId}>
      <StoreCard store={store} language={language} shopperPath={shopperPath} />
    </li>
  );

  let body;
  if (state.status === 'idle' || state.status === 'loading') body = <Spinner label={t('remote.loading')} />;
  else if (state.status === 'failed') {
    body = (
      <p className="sto-locator__error" role="alert">
        {t(state.error instanceof ApiError ? state.error.messageKey : 'error_message')}
      </p>
    );
  } else if (query) {
    const found = searchStores(state.value, query);
    body = found.length ? (
      <ul className="sto-cards" aria-label={t('locator.results', { query })}>
        {found.map(card)}
      </ul>
    ) : (
      <p className="sto-locator__none" role="status">
        {t('locator.9')}
      </p>
    );
  } else {
    body = groupStores(state.value, language).map((country) => (
      <section key={country.code} className="sto-country" aria-labelledby={`sto-country-${country.code}`}>
        <h2 id={`sto-country-${country.code}`} className="sto-country__name">
          {country.label}
        </h2>
        <ul className="sto-cities">
          {country.cities.map((group) => {
            const key = `${country.code}|${group.city}`;
            const open = openCity === key;
            return (
              <li key={key} className="sto-city">
                <button
                  type="button"
                  className="sto-city__toggle"
                  aria-expanded={open}
                  onClick={() => setOpenCity(open ? null : key)}
                >
                  {group.city} <span className="sto-city__count">({group.stores.length})</span>
                </button>
                {open && <ul className="sto-cards">{group.stores.map(card)}</ul>}
              </li>
            );
          })}
        </ul>
      </section>
    ));
  }

  return (
    <section className="sto-locator" aria-labelledby="sto-locator-title">
      <h1 id="sto-locator-title" className="sto-locator__title">
        {menu?.label || t('locator.title')}
      </h1>
      <form
        role="search"
        className="sto-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSearch(text)) setQuery(text.trim());
        }}
      >
        <label htmlFor={inputId} className="sto-search__label">
          {t('locator.searchLabel')}
        </label>
        <input
          id={inputId}
          aria-describedby={`${inputId}-hint`}
          className="sto-search__input"
          type="search"
          value={text}
          autoComplete="postal-code"
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value.trim()) setQuery('');
          }}
        />
        <span id={`${inputId}-hint`} className="sto-search__hint">
          {t('locator.searchHint')}
        </span>
        <button type="submit" className="sto-button" disabled={!canSearch(text)}>
          {t('locator.search')}
        </button>
      </form>
      <div className="sto-locator__body" aria-busy={state.status === 'loading'}>
        {body}
      </div>
    </section>
  );
}
