import { ApiError, getApiClient } from '@trama/shared/api';
import type { ProductCard as ProductCardData, SearchCategory, SearchPageProps } from '@trama/shared/contract';
import { ShopLink, Spinner } from '@trama/shared/ui';
import { ProductCard } from '../../../components/product-card.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { useInfiniteScroll } from '../../../components/use-infinite-scroll.ts';
import { usePagedQuery } from '../../../components/use-paged-query.ts';
import { searchProducts } from '../api/search-products.ts';
import { NoResults } from './no-results.tsx';
import { priced } from '../model/search-path.ts';

/** §9 infinite scroll threshold of the search page. */
const SCROLL_THRESHOLD = 0.5;
/** §5 at most 6 category suggestions. */
const MAX_CATEGORIES = 6;

/** Issue 29 §13: the language is part of the query, so a switch without a reload asks again in it. */
interface SearchQuery {
  criteria: string;
  language: string;
}

async function loadPage(signal: AbortSignal, page: number, { criteria, language }: SearchQuery) {
  const answer = await searchProducts(getApiClient(), criteria, page, signal, undefined, language);
  return { page: answer.products, extra: answer.categories };
}

/** §2 Search: /search?criteria, pages accumulate for the same criteria with infinite scroll. */
export function SearchPage({ criteria, language }: SearchPageProps) {
  const t = useCatalogueT(language);
  const trimmed = criteria.trim();
  const results = usePagedQuery<ProductCardData, SearchQuery, SearchCategory[]>(loadPage, trimmed ? { criteria: trimmed, language } : null);
  const sentinel = useInfiniteScroll<HTMLDivElement>(results.loadMore, SCROLL_THRESHOLD, results.canLoadMore);

  if (!trimmed) {
    return (
      <section className="ui-page cat-search">
        <h1 className="ui-page__title cat-search__title">{t('search.title')}</h1>
        <p className="cat-search__empty">{t('searching.1')}</p>
      </section>
    );
  }

  // §5 results hide products without a price (the API already leaves them out; kept as a guard).
  const products = priced(results.items);
  const categories = (results.extra ?? []).slice(0, MAX_CATEGORIES);
  return (
    <section className="ui-page cat-search" aria-busy={results.loading}>
      <h1 className="ui-page__title cat-search__title">{t('search.heading', { criteria: trimmed })}</h1>
      {categories.length > 0 && (
        <nav className="cat-search__categories" aria-label={t('search.categories')}>
          <ul>
            {categories.map((c) => (
              <li key={c.canonicalUrlLevel2}>
                <ShopLink language={language} to={c.canonicalUrlLevel2}>
                  {c.labelLevel2} ({c.totalMatched})
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {results.error !== null && (
        <p className="cat-search__error" role="alert">
          {t(results.error instanceof ApiError ? results.error.messageKey : 'error_message')}
        </p>
      )}
      {!results.loading && results.error === null && products.length === 0 && <NoResults criteria={trimmed} language={language} />}
      {products.length > 0 && (
        <>
          <p className="cat-search__count">{t('search.count', { count: results.total ?? products.length })}</p>
          <ul className="cat-cards" data-testid="search-results">
            {products.map((product, index) => (
              // The first row is in view on arrival (the page's LCP): not lazy.
              <ProductCard key={product.productId} product={product} language={language} eager={index < 4} />
            ))}
          </ul>
        </>
      )}
      {results.loading && <Spinner label={t('remote.loading')} />}
      {results.canLoadMore && (
        <>
          <div ref={sentinel} className="cat-list__sentinel" aria-hidden="true" />
          <button type="button" className="ui-button cat-list__more" onClick={results.loadMore}>
            {t('search.more')}
          </button>
        </>
      )}
    </section>
  );
}
