import { useState } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import type { Filter, FilterSelection, MenuItem, ProductCard as ProductCardData, ProductListProps } from '@trama/shared/contract';
import { imageFallback, navigate, ShopLink, Spinner, usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { useSaleLabel } from '../../../components/sale-label.ts';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { useInfiniteScroll } from '../../../components/use-infinite-scroll.ts';
import { usePagedQuery } from '../../../components/use-paged-query.ts';
import { fetchCatalogue } from '../api/fetch-catalogue.ts';
import { buildFilterPath, hasUnknownFilter, parseFilterPath, toSelections, toggleFilterValue } from '../model/filter-path.ts';
import { listPageHead } from '../model/list-head.ts';
import type { SortOption } from '../model/sort.ts';
import { EmptyList } from './empty-list.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SortSelect } from './sort-select.tsx';

/** §9 infinite scroll threshold of the listing. */
const SCROLL_THRESHOLD = 0.3;

interface Query {
  /**
   * Issue 29 §13: part of the query, so switching the language without a reload asks the list
   * again — the cards' names and the filters' words are the API's, per language.
   */
  language: string;
  menuId: number;
  filters: FilterSelection[];
  sort: SortOption;
}

async function loadPage(signal: AbortSignal, page: number, q: Query) {
  const answer = await fetchCatalogue(getApiClient(), q.menuId, { filters: q.filters }, { page, sort: q.sort, signal, language: q.language });
  return { page: answer.products, extra: answer.filters };
}

function CategoryTile({ item, language }: { item: MenuItem; language: string }) {
  const photo = item.visuals.find((v) => v.photo)?.photo ?? null;
  return (
    <li className="cat-tile">
      <ShopLink language={language} to={item.canonicalUrl} className="cat-tile__link">
        {photo && <img className="cat-tile__photo" src={photo} alt="" width={320} height={400} loading="lazy" onError={imageFallback} />}
        <span className="cat-tile__label">{item.label}</span>
      </ShopLink>
    </li>
  );
}

/**
 * §2 Product list of a MENU or CATALOGUE entry: sub-category tiles of a parent entry, then the
 * products (of all its descendants, the API's job), with filters written into the URL path.
 */
export function ProductList({ menu, filterPath, language }: ProductListProps) {
  const t = useCatalogueT(language);
  const [sort, setSort] = useState<SortOption>('ranking,asc');
  const active = parseFilterPath(filterPath);
  const query: Query = { language, menuId: menu.menuId, filters: toSelections(active), sort };
  const list = usePagedQuery<ProductCardData, Query, Filter[]>(loadPage, query);
  const saleLabel = useSaleLabel(language);
  const sentinel = useInfiniteScroll<HTMLDivElement>(list.loadMore, SCROLL_THRESHOLD, list.canLoadMore);
  const products = list.items;
  // Issue 29 §19: a filter the list does not have (an unknown name or value; the API refuses a bad price band) is a 404.
  const unknownFilter =
    filterPath !== '' && (hasUnknownFilter(filterPath, list.extra) || (list.error instanceof ApiError && list.error.status === 400));
  const head = listPageHead(menu, products, list.total, language, usePageOrigin(), t);
  useServerPageHead(unknownFilter ? null : head);
  const children = [...menu.children].sort((a, b) => a.position - b.position);
  const goTo = (next: typeof active) => navigate(`${menu.canonicalUrl}${buildFilterPath(next)}`, { language });
  if (unknownFilter) return <NotFoundPage language={language} back={{ to: menu.canonicalUrl, label: menu.label }} />;

  return (
    <section className="ui-page cat-list" aria-labelledby={`cat-list-${menu.menuId}`}>
      <h1 id={`cat-list-${menu.menuId}`} className="ui-page__title cat-list__title">
        {menu.label}
      </h1>
      {menu.description && <p className="cat-list__description">{menu.description}</p>}
      {children.length > 0 && (
        <ul className="cat-tiles" aria-label={t('list.subcategories')}>
          {children.map((child) => (
            <CategoryTile key={child.menuId} item={child} language={language} />
          ))}
        </ul>
      )}
      <div className="cat-list__layout">
        <FilterPanel
          filters={list.extra ?? []}
          active={active}
          language={language}
          onToggle={(searchFilter, value) => goTo(toggleFilterValue(active, searchFilter, value))}
          onClear={() => goTo([])}
          loading={list.loading}
        />
        <div className="cat-list__results" aria-busy={list.loading}>
          <div className="cat-list__bar">
            {list.total !== null && (
              <p className="cat-list__count" data-testid="product-list-count">
                {t('list.count', { count: list.total })}
              </p>
            )}
            <SortSelect value={sort} language={language} onChange={setSort} />
          </div>
          {products.length > 0 && (
            <ul className="cat-cards">
              {products.map((product, index) => (
                <ProductCard key={product.productId} product={product} language={language} eager={index < 4} saleLabel={saleLabel} />
              ))}
            </ul>
          )}
          {list.error !== null && (
            <p className="cat-list__error" role="alert">
              {t(list.error instanceof ApiError ? list.error.messageKey : 'error_message')}
            </p>
          )}
          {list.loading && <Spinner label={t('remote.loading')} />}
          {!list.loading && list.error === null && products.length === 0 && !list.canLoadMore && (
            <EmptyList
              active={active}
              filters={list.extra ?? []}
              language={language}
              onRemove={(searchFilter, value) => goTo(toggleFilterValue(active, searchFilter, value))}
              onClear={() => goTo([])}
            />
          )}
          {list.canLoadMore && (
            <>
              <div ref={sentinel} className="cat-list__sentinel" aria-hidden="true" />
              <button type="button" className="ui-button cat-list__more" data-testid="load-more" onClick={list.loadMore}>
                {t('list.loadMore')}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
