import { useId } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { FavouriteProductsProps } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { cardOf } from '../../../components/card-of.ts';
import { ProductCardSlider } from '../../../components/product-card-slider.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchFavourites } from '../api/fetch-favourites.ts';

/** The API takes at most 100 ids; a magazine names a handful. */
const MAX_IDS = 100;

const load = async (signal: AbortSignal, ids: number[], language: string) => (await fetchFavourites(getApiClient(), ids, signal, language)).map(cardOf);

/**
 * Storefront §2 Magazine favourites: cards of the products a page names (§7 favourite products by
 * id), a slider on small screens that shows a row of four from 1020 px (§9 slides per view).
 * Products without a price (nothing to buy) and an empty answer show nothing.
 */
export function FavouriteProducts({ language, productIds, title }: FavouriteProductsProps) {
  const t = useCatalogueT(language);
  const titleId = useId();
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0))].slice(0, MAX_IDS);
  const state = useAsync(load, ids.length > 0 ? [ids, language] : null);
  const products = state.status === 'done' ? state.value.filter((p) => p.startingPrice > 0) : [];
  return (
    <ProductCardSlider
      language={language}
      products={products}
      titleId={titleId}
      title={title || t('favourites.title')}
      className="cat-recommended cat-favourites"
      testId="favourite-products"
    />
  );
}
