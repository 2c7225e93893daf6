import { useId } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { BestSellersProps, Product } from '@trama/shared/contract';
import { DEFAULT_IMAGE, ShopLink, imageFallback, productPath, responsiveImage, useAsync } from '@trama/shared/ui';
import { Price } from '../../../components/price.tsx';
import { ProductCard } from '../../../components/product-card.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchBestSellers } from '../api/fetch-best-sellers.ts';
import { bestSellersOf } from '../model/best-sellers.ts';

// The language is an argument so that a language change asks again (the client sends it as a header).
const load = (signal: AbortSignal, _language: string) => fetchBestSellers(getApiClient(), signal);

/**
 * Issue 17 §5: the shop's best sellers (products by ranking, at most 8) that empty states offer.
 * The same for every shopper, so it renders on the server with the page; nothing when there are none.
 */
export function BestSellers({ language, limit, variant = 'cards' }: Pick<BestSellersProps, 'language' | 'limit' | 'variant'>) {
  const t = useCatalogueT(language);
  const titleId = useId();
  const state = useAsync(load, [language]);
  const products = state.status === 'done' ? bestSellersOf(state.value, limit) : [];
  if (products.length === 0) return null;
  const compact = variant === 'compact';
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section className={compact ? 'cat-best-sellers cat-best-sellers--compact' : 'cat-best-sellers'} data-testid="best-sellers" aria-labelledby={titleId}>
      <Heading id={titleId} className="cat-best-sellers__title">
        {t('bestSellers.title')}
      </Heading>
      {compact ? (
        <ul className="cat-best-sellers__rows">
          {products.map((p) => (
            <CompactRow key={p.productId} product={p} language={language} />
          ))}
        </ul>
      ) : (
        <ul className="cat-cards cat-best-sellers__cards">
          {products.map((p) => (
            <ProductCard key={p.productId} product={p} language={language} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A popup has room for a row per product: picture, name and price, all one link. */
function CompactRow({ product, language }: { product: Product; language: string }) {
  return (
    <li className="cat-best-sellers__row" data-testid="product-card" data-product-id={product.productId}>
      <ShopLink language={language} to={productPath(product.menuCanonicalUrl, product.canonicalUrl)} className="cat-best-sellers__link">
        <img {...responsiveImage(product.thumbnail || product.photo || DEFAULT_IMAGE, { sizes: '48px', width: 48, height: 60 })} alt="" loading="lazy" onError={imageFallback} />
        <span className="cat-best-sellers__name">{product.name}</span>
        <Price item={product} language={language} className="cat-best-sellers__price" />
      </ShopLink>
    </li>
  );
}
