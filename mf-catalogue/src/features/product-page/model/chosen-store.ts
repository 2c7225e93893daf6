/**
 * Storefront §1 click-and-collect sales mode, §4 "with a stored store: the product is checked
 * against that store": which store the shopper chose, and whether it serves a size.
 */
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS, type ClickAndCollectStore, type StoreInfo } from '@trama/shared/contract';
import type { parseBasket } from '@trama/shared/rules';

/**
 * The basket rules are loaded when a stored basket is read, not with the page: a first visit has
 * none, and the product page's first use does not carry the whole rules module (issue 30 §4).
 */
export type BasketParser = typeof parseBasket;
export const loadBasketParser = (): Promise<BasketParser> => import('@trama/shared/rules').then((rules) => rules.parseBasket);

/**
 * The stored basket as text (storefront §3 Basket, a shared storage format): after a reload the
 * `store` fact is empty until a store is chosen again, the basket's store entry still remembers
 * it. Read only; the basket (mf-basket-checkout) writes it. Browser only, never on the server.
 */
export function readStoredBasket(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.basket) ?? null;
  } catch {
    return null;
  }
}

export function basketStore(raw: string | null, parse: BasketParser): StoreInfo | null {
  return parse(raw)?.store?.StoreInfo ?? null;
}

/** The chosen store: the `store` fact when mf-stores published one (null: given up), else the basket's. */
export async function chosenStore(): Promise<StoreInfo | null> {
  const fact = await getBus().current('store');
  if (fact) return fact.store;
  const raw = readStoredBasket();
  return raw ? basketStore(raw, await loadBasketParser()) : null;
}

/** The click-and-collect answer lists the stores able to serve the line: is the chosen one among them? */
export function storeServes(store: StoreInfo, answer: readonly ClickAndCollectStore[]): boolean {
  return answer.some((s) => (store.storeId !== undefined ? s.storeId === store.storeId : s.storeCode === store.storeCode));
}
