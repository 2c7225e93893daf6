import { useSyncExternalStore } from 'react';
import { getBus } from '@trama/shared/bus';
import type { ProductCard } from '@trama/shared/contract';
import { productAnalyticsEvent } from '@trama/shared/rules';
import { productPath } from '@trama/shared/ui';
import { useCatalogueT } from '../use-catalogue-t.ts';
import { canSave, toggleWishlist, type WishlistItem } from './wishlist-items.ts';
import { getServerWishlist, getWishlist, saveWishlist, subscribeWishlist } from './wishlist-storage.ts';

/** What the wishlist stores of a product (§3 Wishlist: the product with its productUrl). */
export function wishlistEntry(product: ProductCard): WishlistItem {
  return {
    productId: product.productId,
    name: product.name,
    productUrl: productPath(product.menuCanonicalUrl, product.canonicalUrl),
    photo: product.thumbnail || product.photo,
    brandId: product.brandId,
    brandName: product.brandName,
    canonicalUrl: product.canonicalUrl,
    startingPrice: product.listPriceAfterDiscount ?? product.startingPrice,
    currency: product.currency,
  };
}

/** §4 Wishlist heart: a toggle button; hidden for a product that cannot be saved (§5). */
export function WishlistHeart({ product, language }: { product: ProductCard; language: string }) {
  const t = useCatalogueT(language);
  const items = useSyncExternalStore(subscribeWishlist, getWishlist, getServerWishlist);
  const entry = wishlistEntry(product);
  if (!canSave(entry)) return null;
  const saved = items.some((i) => i.productId === product.productId);
  return (
    <button
      type="button"
      className={`cat-heart${saved ? ' cat-heart--saved' : ''}`}
      data-testid="wishlist-heart"
      aria-pressed={saved}
      aria-label={t('wishlist.heart', { name: product.name })}
      onClick={() => {
        const next = toggleWishlist(getWishlist(), entry);
        if (!next) return;
        saveWishlist(next.items);
        // §4 Wishlist heart: "an analytics event recorded" when it is saved (issue 31 §3: add_to_wishlist).
        if (next.saved) getBus().send('analytics.track', { name: 'add_to_wishlist', data: productAnalyticsEvent(product) });
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
