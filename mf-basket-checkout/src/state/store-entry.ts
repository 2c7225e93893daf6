/**
 * The basket's store entry (storefront §3 Basket "a separate store entry", §4 Store delivery tags;
 * account §4 Store selection in basket): the store the shopper chose for click and collect, kept
 * beside the product entries as { StoreInfo, storeDelivery }. mf-stores owns the choice and
 * publishes it as the `store` fact; the basket keeps it in its storage.
 */
import { getBus } from '@trama/shared/bus';
import type { Basket, StoreDeliveryTag, StoreInfo } from '@trama/shared/contract';
import { flagValue } from '@trama/shared/ui';
import { reloadBasketState, saveBasket } from './basket-state.ts';

const TAGS: readonly StoreDeliveryTag[] = ['DIS', 'STO', 'DEP'];

/**
 * §4 Store delivery tags: the store's own tag (STO pickup, DEP deposit), else `fallback`: DIS for a
 * store merely chosen, STO for one the checkout picked for pickup. §9 depot (off by default): while
 * it is off, a store tagged DEP is not offered as a deposit; the goods are collected there (STO),
 * as the API records the order (docs/flags.md).
 */
export function storeDeliveryOf(store: StoreInfo, fallback: StoreDeliveryTag = 'DIS'): StoreDeliveryTag {
  const tag = TAGS.includes(store.storeDelivery as StoreDeliveryTag) ? (store.storeDelivery as StoreDeliveryTag) : fallback;
  return tag === 'DEP' && !flagValue('depot') ? 'STO' : tag;
}

/**
 * The basket with `store` as its store entry, or without one (null). The entry may stand alone:
 * the store panel publishes the store before or after it adds the line, and an add must find it.
 */
export function withStoreEntry(basket: Basket, store: StoreInfo | null, fallback: StoreDeliveryTag = 'DIS'): Basket {
  const { store: _previous, ...entries } = basket;
  if (!store) return entries as Basket;
  return { ...entries, store: { StoreInfo: store, storeDelivery: storeDeliveryOf(store, fallback) } } as Basket;
}

/**
 * Account §4 Delivery selection "STO switches the method to storeDelivery": a store entry whose
 * tag is STO or DEP means the goods are collected in that store; DIS (a store without a tag) keeps
 * home delivery.
 */
export function pickupStore(basket: Basket): StoreInfo | null {
  const entry = basket.store;
  return entry && (entry.storeDelivery === 'STO' || entry.storeDelivery === 'DEP') ? entry.StoreInfo : null;
}

/**
 * Writes (or removes) the store entry and saves; starts from storage, as `basket.add` does, so a
 * change made in another tab a moment ago is kept. False when the browser refused the write.
 */
export function saveStoreEntry(store: StoreInfo | null, fallback: StoreDeliveryTag = 'DIS'): boolean {
  const basket = reloadBasketState().basket;
  const next = withStoreEntry(basket, store, fallback);
  if (JSON.stringify(basket.store ?? null) === JSON.stringify(next.store ?? null)) return true;
  return saveBasket(next);
}

/** The `store` fact (owner mf-stores) kept as the basket's store entry: a store writes it, null removes it. */
export function watchStoreFact(): () => void {
  const subscription = getBus()
    .select('store')
    .subscribe(({ store }) => {
      if (!saveStoreEntry(store)) console.warn('[basket] could not keep the chosen store in the basket');
    });
  return () => subscription.unsubscribe();
}
