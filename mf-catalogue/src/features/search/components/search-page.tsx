import { ApiError, getApiClient } from '@trama/shared/api';
import type { Product, SearchPageProps } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, imageFallback } from '@trama/shared/ui';
import { ShopLink } from '@trama/shared/ui';
import { productPath } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useAsync } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { searchProducts } from '../api/search-products.ts';

/** §5: results hide products without a price. */
function withPrice(products: Product[]): Product[] {
  return products.filter((p) => p.startingPrice > 0);
}

async function loadResults(signal: AbortSignal, criteria: string) {
  const result = await searchProducts(getApiClient(), criteria, 0, signal);
  return { products: withPrice(result.products.content), total: result.products.totalElements };
}

export function SearchPage({ criteria, language }: SearchPageProps) {
  const t = useCatalogueT(language);
  const trimmed = criteria.trim();
  const state = useAsync(loadResults, trimmed ? [trimmed] : null);

  if (!trimmed) {
    return (
      <section className="cat-search">
        <h1 className="cat-search__title">{t('search.title')}</h1>
        <p className="cat-search__empty">{t('searching.1')}</p>
      </section>
    );
  }

  return (
    <section className="cat-search" aria-busy={state.status === 'loading'}>
      <h1 className="cat-search__title">{t('search.heading', { criteria: trimmed })}</h1>
      {state.status === 'loading' && <Spinner label={t('remote.loading')} />}
      {state.status === 'failed' && (
        <p className="cat-search__error" role="alert">
          {t(state.error instanceof ApiError ? state.error.messageKey : 'error_message')}
        </p>
      )}
      {state.status === 'done' && state.value.products.length === 0 && (
        <p className="cat-search__none">{t('search.noResults', { criteria: trimmed })}</p>
      )}
      {state.status === 'done' && state.value.products.length > 0 && (
        <>
          <p className="cat-search__count">{t('search.count', { count: state.value.total })}</p>
          <ul className="cat-cards">
            {state.value.products.map((product) => (
              <li key={product.productId} className="cat-card">
                <ShopLink language={language} to={productPath(product.menuCanonicalUrl, product.canonicalUrl)} className="cat-card__link">
                  <img
                    className="cat-card__photo"
                    src={product.thumbnail || product.photo || DEFAULT_IMAGE}
                    alt=""
                    width={240}
                    height={300}
                    loading="lazy"
                    onError={imageFallback}
                  />
                  <span className="cat-card__name">{product.name}</span>
                </ShopLink>
                <span className="cat-card__price">
                  {formatPrice(product.listPriceAfterDiscount ?? product.startingPrice, product.currency)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
