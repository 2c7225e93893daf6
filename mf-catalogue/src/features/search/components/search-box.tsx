import { useId, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import type { SlotProps } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { searchPath } from '../search-path.ts';

/** The header search box (storefront §2 Search): Enter goes to the results page. */
export function SearchBox({ language }: SlotProps) {
  const t = useCatalogueT(language);
  const id = useId();
  const [criteria, setCriteria] = useState('');
  return (
    <form
      role="search"
      className="cat-searchbox"
      onSubmit={(event) => {
        event.preventDefault();
        const to = searchPath(criteria);
        if (to) getBus().send('navigate', { to });
      }}
    >
      <label htmlFor={id} className="cat-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="cat-searchbox__input"
        type="search"
        name="criteria"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={criteria}
        onChange={(event) => setCriteria(event.target.value)}
      />
      <button type="submit" className="cat-searchbox__submit" aria-label={t('search.submit')}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
