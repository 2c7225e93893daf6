import { getBus, type BasketAddReply } from '@trama/shared/bus';
import { STORAGE_KEYS, type Basket } from '@trama/shared/contract';
import { addLines, basketCount, parseBasket, type AddLine } from './basket-lines.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: Basket | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw (privacy mode, sandboxed frame): the basket then lives for the page only.
    return null;
  }
}

function read(): Basket {
  const store = storage();
  const basket = parseBasket(store?.getItem(STORAGE_KEYS.basket) ?? null);
  if (basket) return basket;
  console.warn(`[basket] discarding unreadable '${STORAGE_KEYS.basket}' storage entry`);
  store?.removeItem(STORAGE_KEYS.basket);
  return {};
}

function publish(basket: Basket): void {
  snapshot = basket;
  // Totals need the promotion rules and brand details; the checkout issue fills them in.
  getBus().publish('basket', { count: basketCount(basket), totals: null });
  for (const listener of listeners) listener();
}

export function getBasket(): Basket {
  snapshot ??= read();
  return snapshot;
}

export function subscribeBasket(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes the basket (removing the key when it is empty) and tells every subscriber. */
export function saveBasket(basket: Basket): void {
  const store = storage();
  if (Object.keys(basket).length === 0) store?.removeItem(STORAGE_KEYS.basket);
  else store?.setItem(STORAGE_KEYS.basket, JSON.stringify(basket));
  publish(basket);
}

/** The one answer to `basket.add` (architecture §2: the basket's owner answers it). */
export function handleBasketAdd(payload: { lines: AddLine[] }): BasketAddReply {
  const { reply, basket } = addLines(read(), payload.lines);
  if (!basket) return reply;
  try {
    saveBasket(basket);
  } catch (error) {
    console.warn('[basket] could not save the basket', error);
    return { status: 'error', messageKey: 'error_message' };
  }
  return reply;
}

let started = false;

/**
 * Publishes the `basket` fact now and on every change (also from another tab) and answers
 * `basket.add`. Every exposed basket parcel imports this; the header parcel is on every page.
 */
export function startBasketService(): void {
  if (started) return;
  started = true;
  publish(read());
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.basket) publish(read());
  });
  getBus().handle('basket.add', handleBasketAdd);
}
