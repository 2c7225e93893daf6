import { useSyncExternalStore } from 'react';
import type { SlotProps } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, PHOTO_SIZES, imageFallback, responsiveImage } from '@trama/shared/ui';
import { ShopLink } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { ShopSuggestions } from '../../best-sellers/components/shop-suggestions.tsx';
import { removeFromWishlist } from '../../../components/wishlist/wishlist.ts';
import { getServerWishlist, getWishlist, saveWishlist, subscribeWishlist } from '../../../components/wishlist/wishlist-storage.ts';

/**
 * Storefront §2 Wishlist: the products kept in browser storage; empty shows a no-favourites message
 * with the main categories and the best sellers (issue 17 §5).
 */
export function Wishlist({ language }: SlotProps) {
  const t = useCatalogueT(language);
  const items = useSyncExternalStore(subscribeWishlist, getWishlist, getServerWishlist);
  return (
    <section className="cat-wishlist" aria-labelledby="cat-wishlist-title">
      <h1 id="cat-wishlist-title" className="cat-wishlist__title">
        {t('wishlist.title')}
      </h1>
      {items.length === 0 ? (
        // Issue 17 §5: an empty wishlist leads somewhere — the main categories and the best sellers.
        <div className="cat-empty" data-testid="wishlist-empty">
          <h2 className="cat-empty__title">{t('wishlist.empty')}</h2>
          <p className="cat-empty__text">{t('wishlist.emptyHint')}</p>
          <ShopSuggestions language={language} />
        </div>
      ) : (
        <>
          <p className="cat-wishlist__count">{t('wishlist.count', { count: items.length })}</p>
          <ul className="cat-cards" data-testid="wishlist-list">
            {items.map((item) => (
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
                  onClick={() => saveWishlist(removeFromWishlist(getWishlist(), item))}
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
