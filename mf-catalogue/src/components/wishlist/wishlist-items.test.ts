import { describe, expect, it } from 'vitest';
import { parseWishlist, removeFromWishlist, toggleWishlist, wishlistProductIds, type WishlistItem } from './wishlist-items.ts';

const sheet: WishlistItem = {
  productId: 101,
  name: 'Lenzuolo Aurora',
  productUrl: '/letto/lenzuola/lenzuolo-aurora',
  photo: '/media/products/101.svg',
  brandId: 3,
  canonicalUrl: 'lenzuolo-aurora',
};

describe('wishlist storage', () => {
  it('§9 reads the products stored under the wishlist key', () => {
    const parsed = parseWishlist(JSON.stringify([sheet]));
    expect(parsed).toEqual({ items: [sheet], corrupt: false });
    expect(wishlistProductIds(parsed.items)).toEqual([101]);
  });

  it('nothing stored is an empty list, not an error', () => {
    expect(parseWishlist(null)).toEqual({ items: [], corrupt: false });
  });

  it('unreadable storage is treated as empty and reported as corrupt', () => {
    expect(parseWishlist('{not json')).toEqual({ items: [], corrupt: true });
    expect(parseWishlist('{"a":1}')).toEqual({ items: [], corrupt: true });
  });

  it('entries without a productUrl are dropped, the rest kept', () => {
    const parsed = parseWishlist(JSON.stringify([sheet, { name: 'senza url' }, 42]));
    expect(parsed.items).toEqual([sheet]);
    expect(parsed.corrupt).toBe(true);
  });
});

describe('wishlist heart', () => {
  it('§4 not saved -> saved, and clicking again removes it', () => {
    const added = toggleWishlist([], sheet);
    expect(added).toEqual({ items: [sheet], saved: true });
    expect(toggleWishlist(added!.items, sheet)).toEqual({ items: [], saved: false });
  });

  it('§5 a product without brand or canonicalUrl cannot be saved', () => {
    expect(toggleWishlist([], { ...sheet, brandId: undefined })).toBeNull();
    expect(toggleWishlist([], { ...sheet, canonicalUrl: undefined })).toBeNull();
    expect(toggleWishlist([], { ...sheet, brandId: undefined, brandName: 'Trama' })?.saved).toBe(true);
  });

  it('removing matches by product id, else by productUrl', () => {
    const noId = { name: 'Telo', productUrl: '/bagno/teli/telo' };
    expect(removeFromWishlist([sheet, noId], { ...noId, name: 'x' })).toEqual([sheet]);
  });
});
