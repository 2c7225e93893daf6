import { useEffect } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { ProductPageProps } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, imageFallback } from '@trama/shared/ui';
import { ShopLink } from '@trama/shared/ui';
import { Spinner } from '../../../components/spinner.tsx';
import { useAsync } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchProductByCanonicalUrl } from '../api/fetch-product.ts';
import { backTarget, readBackLink } from '../model/back-link.ts';

const loadProduct = (signal: AbortSignal, menu: string, canonicalUrl: string) =>
  fetchProductByCanonicalUrl(getApiClient(), menu, canonicalUrl, signal);

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Storefront §2 Product page: a spinner while loading; no product -> Error.5 with a back button
 * (Error.6) to the stored backLink; any other load error -> the 404 page.
 */
export function ProductPage({ menu, productCanonicalUrl, language }: ProductPageProps) {
  const t = useCatalogueT(language);
  const state = useAsync(loadProduct, [menu.canonicalUrl, productCanonicalUrl]);
  const failedOtherwise = state.status === 'failed' && !isNotFound(state.error);

  useEffect(() => {
    if (failedOtherwise) getBus().send('navigate', { to: '/404', replace: true });
  }, [failedOtherwise]);

  if (state.status === 'idle' || state.status === 'loading' || failedOtherwise) return <Spinner label={t('remote.loading')} />;

  if (state.status === 'failed' || !state.value) {
    return (
      <section className="cat-product cat-product--missing">
        <h1 className="cat-product__missing">{t('Error.5')}</h1>
        <ShopLink language={language} to={backTarget(readBackLink(), menu.canonicalUrl)} className="cat-button">
          {t('Error.6')}
        </ShopLink>
      </section>
    );
  }

  const product = state.value;
  const price = product.listPriceAfterDiscount ?? product.startingPrice;
  const showOldPrice = product.oldPrice !== null && product.oldPrice > price;
  return (
    <article className="cat-product">
      <img
        className="cat-product__photo"
        src={product.photo || DEFAULT_IMAGE}
        alt={product.name}
        width={600}
        height={750}
        fetchPriority="high"
        onError={imageFallback}
      />
      <div className="cat-product__info">
        {product.collection && <p className="cat-product__collection">{product.collection}</p>}
        <h1 className="cat-product__name">{product.name}</h1>
        <p className="cat-product__price">
          {showOldPrice && (
            <del className="cat-product__old-price" aria-label={t('product.oldPrice')}>
              {formatPrice(product.oldPrice ?? 0, product.currency)}
            </del>
          )}{' '}
          <span>{formatPrice(price, product.currency)}</span>
        </p>
        {product.description && <p className="cat-product__description">{product.description}</p>}
      </div>
    </article>
  );
}
