import { useSyncExternalStore } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { Product, SlotProps } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, PHOTO_SIZES, imageFallback, productPath, responsiveImage, useAsync } from '@trama/shared/ui';
import { ShopLink } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { ShopSuggestions } from '../../best-sellers/components/shop-suggestions.tsx';
import { removeFromWishlist, type WishlistItem } from '../../../components/wishlist/wishlist-items.ts';
import { fetchFavourites } from '../../favourites/api/fetch-favourites.ts';
import { getServerWishlist, getWishlist, saveWishlist, subscribeWishlist } from '../../../components/wishlist/wishlist-storage.ts';

const loadCurrent = (signal: AbortSignal, ids: number[], language: string) => fetchFavourites(getApiClient(), ids, signal, language);

/**
 * Issue 29 §13: a line keeps the words of the language it was saved in; what the page shows is the
 * product in the page's language (§7 favourite products by id), the stored line until it arrives
 * or when the product is gone.
 */
function inPageLanguage(item: WishlistItem, current: ReadonlyMap<number, Product>): WishlistItem {
  const product = item.productId === undefined ? undefined : current.get(item.productId);
  if (!product) return item;
  return {
    ...item,
    name: product.name,
    productUrl: productPath(product.menuCanonicalUrl, product.canonicalUrl),
    photo: product.thumbnail || product.photo || item.photo,
  };
}

/**
 * Storefront §2 Wishlist: the products kept in browser storage; empty shows a no-favourites message
 * with the main categories and the best sellers (issue 17 §5).
 */
export function Wishlist({ language }: SlotProps) {
  const t = useCatalogueT(language);
  const stored = useSyncExternalStore(subscribeWishlist, getWishlist, getServerWishlist);
  const ids = stored.flatMap((item) => (item.productId === undefined ? [] : [item.productId]));
  const fresh = useAsync(loadCurrent, ids.length > 0 ? [ids, language] : null);
  const current = new Map(fresh.status === 'done' ? fresh.value.map((product) => [product.productId, product]) : []);
  return (
    <section className="ui-page cat-wishlist" aria-labelledby="cat-wishlist-title">
      <h1 id="cat-wishlist-title" className="ui-page__title cat-wishlist__title">
        {t('wishlist.title')}
      </h1>
      {stored.length === 0 ? (
        // Issue 17 §5: an empty wishlist leads somewhere — the main categories and the best sellers.
        <div className="cat-empty" data-testid="wishlist-empty">
          <h2 className="cat-empty__title">{t('wishlist.empty')}</h2>
          <p className="cat-empty__text">{t('wishlist.emptyHint')}</p>
          <ShopSuggestions language={language} />
        </div>
      ) : (
        <>
          <p className="cat-wishlist__count">{t('wishlist.count', { count: stored.length })}</p>
          <ul className="cat-cards" data-testid="wishlist-list">
            {stored.map((saved) => inPageLanguage(saved, current)).map((item, index) => (
              <li key={item.productId ?? item.productUrl} className="cat-card">
                <ShopLink language={language} to={item.productUrl} className="cat-card__link">
                  <img
                    className="cat-card__photo"
                    {...responsiveImage(item.photo || DEFAULT_IMAGE, { sizes: PHOTO_SIZES.card, width: 240, height: 300 })}
                    alt=""
                    loading="lazy"
                    onError={imageFallback}
                  />
                  <span className="cat-card__name">{item.name}</span>
                </ShopLink>
                {typeof item.startingPrice === 'number' && item.startingPrice > 0 && (
                  <span className="cat-card__price">{formatPrice(item.startingPrice, item.currency, language)}</span>
                )}
                <button
                  type="button"
                  className="cat-card__remove"
                  aria-label={t('wishlist.remove', { name: item.name })}
                  onClick={() => saveWishlist(removeFromWishlist(getWishlist(), stored[index]!))}
                >
                  <span aria-hidden="true">♥</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
