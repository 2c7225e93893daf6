import { getApiClient } from '@trama/shared/api';
import { ShopLink, useAsync } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { ShopSuggestions } from '../../best-sellers/components/shop-suggestions.tsx';
import { phraseSuggestions } from '../api/phrase-suggestions.ts';
import { searchPath } from '../model/search-path.ts';

const load = (signal: AbortSignal, criteria: string, _language: string) => phraseSuggestions(getApiClient(), criteria, signal);

/**
 * Issue 17 §5 (storefront "search with best sellers"): nothing matched the words — say so, offer
 * shorter or corrected phrases the catalogue knows, the main categories and the best sellers.
 */
export function NoResults({ criteria, language }: { criteria: string; language: string }) {
  const t = useCatalogueT(language);
  const state = useAsync(load, [criteria, language]);
  const suggestions = state.status === 'done' ? state.value : [];
  return (
    <div className="cat-empty" data-testid="search-no-results">
      <h2 className="cat-empty__title">{t('search.noResults', { criteria })}</h2>
      <p className="cat-empty__text">{t('search.noResultsHint')}</p>
      {suggestions.length > 0 && (
        <p className="cat-empty__phrases" data-testid="search-phrase-suggestions">
          {t('search.tryInstead')}{' '}
          {suggestions.map((s, index) => (
            <span key={s.phrase}>
              {index > 0 && ', '}
              <ShopLink language={language} to={searchPath(s.phrase) ?? '/search'} className="cat-empty__phrase">
                {s.phrase}
              </ShopLink>
            </span>
          ))}
        </p>
      )}
      <ShopSuggestions language={language} />
    </div>
  );
}
