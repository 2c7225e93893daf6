/**
 * The wishlist (storefront §1, §3 Wishlist, §4 Wishlist heart): products kept in browser storage
 * under 'wishlist', each with its stored productUrl. Pure functions; storage access is in
 * wishlist-storage.ts.
 */
export interface WishlistItem {
  productId?: number;
  name: string;
  /** Shop path of the product page, with or without the language prefix. */
  productUrl: string;
  photo?: string;
  brandId?: number;
  brandName?: string;
  canonicalUrl?: string;
  startingPrice?: number;
  currency?: string;
}

export interface ParsedWishlist {
  items: WishlistItem[];
  /** True when the stored text could not be read as a list: the caller warns and starts empty. */
  corrupt: boolean;
}

function isItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.productUrl === 'string' && item.productUrl !== '' && typeof item.name === 'string';
}

export function parseWishlist(raw: string | null): ParsedWishlist {
  if (raw === null || raw === '') return { items: [], corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], corrupt: true };
  }
  if (!Array.isArray(value)) return { items: [], corrupt: true };
  const items = value.filter(isItem);
  return { items, corrupt: items.length !== value.length };
}

/** The payload of the `wishlist` fact: ids of the stored products that carry one. */
export function wishlistProductIds(items: WishlistItem[]): number[] {
  return items.map((i) => i.productId).filter((id): id is number => typeof id === 'number');
}

function sameProduct(a: WishlistItem, b: WishlistItem): boolean {
  if (typeof a.productId === 'number' && typeof b.productId === 'number') return a.productId === b.productId;
  return a.productUrl === b.productUrl;
}

/** §5: a product can be saved only with a brand and a canonicalUrl. */
export function canSave(product: Partial<WishlistItem>): boolean {
  const hasBrand = typeof product.brandId === 'number' || !!product.brandName;
  return hasBrand && !!product.canonicalUrl;
}

/**
 * §4 Wishlist heart: not saved -> saved; clicking again removes it.
 * Returns null when the product cannot be saved (no brand or canonicalUrl).
 */
export function toggleWishlist(items: WishlistItem[], product: WishlistItem): { items: WishlistItem[]; saved: boolean } | null {
  if (items.some((i) => sameProduct(i, product))) return { items: removeFromWishlist(items, product), saved: false };
  if (!canSave(product)) return null;
  return { items: [...items, product], saved: true };
}

export function removeFromWishlist(items: WishlistItem[], product: WishlistItem): WishlistItem[] {
  return items.filter((i) => !sameProduct(i, product));
}
