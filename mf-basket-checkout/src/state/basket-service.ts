/**
 * Imported for its effect by every exposed basket parcel (the header basket is on every page): the
 * `basket` fact, the `basket.add` answer and the store entry kept from the `store` fact are live
 * from the first load, whichever basket parcel the page mounts first.
 */
import { watchStoredKeys } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS } from '@trama/shared/contract';
import { handleBasketAdd } from './basket-add.ts';
import { reloadBasketState, reprice } from './basket-state.ts';
import { watchLogout } from './logout.ts';
import { watchPromotionFlag } from './promotion-flag.ts';
import { watchStoreFact } from './store-entry.ts';

const WATCHED_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.basket, STORAGE_KEYS.discount, STORAGE_KEYS.privateCode]);

let started = false;

export function startBasketService(): void {
  if (started) return;
  started = true;
  reloadBasketState();
  // Another tab changed the basket or the discount.
  watchStoredKeys(WATCHED_KEYS, reloadBasketState);
  getBus().handle('basket.add', handleBasketAdd);
  watchLogout();
  watchStoreFact();
  watchPromotionFlag(() => reprice());
}
