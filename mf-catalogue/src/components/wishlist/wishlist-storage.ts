import { readKey, watchStoredKeys, writeKey } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS } from '@trama/shared/contract';
import { parseWishlist, wishlistProductIds, type WishlistItem } from './wishlist-items.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: WishlistItem[] | null = null;

function read(): WishlistItem[] {
  const raw = readKey(STORAGE_KEYS.wishlist);
  const { items, corrupt } = parseWishlist(raw);
  if (corrupt) console.warn(`[catalogue] ignoring unreadable '${STORAGE_KEYS.wishlist}' storage entry`);
  return items;
}

function changed(): void {
  snapshot = read();
  getBus().publish('wishlist', { productIds: wishlistProductIds(snapshot) });
  for (const listener of listeners) listener();
}

const NO_ITEMS: WishlistItem[] = [];

/**
 * The wishlist as the server renders it (and as hydration starts): empty. The wishlist is
 * personal (browser storage); the hearts fill in right after hydration (docs/rendering.md).
 */
export function getServerWishlist(): WishlistItem[] {
  return NO_ITEMS;
}

export function getWishlist(): WishlistItem[] {
  snapshot ??= read();
  return snapshot;
}

/** §4: the storage key is removed when the list becomes empty. */
export function saveWishlist(items: WishlistItem[]): void {
  writeKey(STORAGE_KEYS.wishlist, items.length === 0 ? null : JSON.stringify(items));
  changed();
}

export function subscribeWishlist(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;

/**
 * Publishes the `wishlist` fact (owner: catalogue) now and on every change, including changes
 * made in another tab. Every exposed parcel imports this, so the header count is right on any page.
 */
export function startWishlistFact(): void {
  if (started) return;
  started = true;
  changed();
  watchStoredKeys(new Set([STORAGE_KEYS.wishlist]), changed);
}
