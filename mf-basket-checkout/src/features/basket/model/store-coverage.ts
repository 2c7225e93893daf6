/**
 * Whether the chosen store still covers the basket (account §4 Store selection in basket, §7
 * click-and-collect-stores; storefront §4 Store delivery tags). The API answers the stores able to
 * serve every line from their own stock; the chosen store is covered when it is among them.
 */
import { fetchClickAndCollectStores, getApiClient } from '@trama/shared/api';
import type { Basket, ClickAndCollectStore, StoreInfo } from '@trama/shared/contract';
import { lineRefs, shelfLineRefs } from './basket-lines.ts';

/**
 * covered: the chosen store serves every line. otherStores: it no longer does, other stores still
 * do (modal.2). noStore: no store can serve the basket any more (modal.1).
 */
export type StoreCoverage = 'covered' | 'otherStores' | 'noStore';

export const COVERAGE_MESSAGE_KEYS = { otherStores: 'modal.2', noStore: 'modal.1' } as const;

function sameStore(chosen: StoreInfo, store: ClickAndCollectStore): boolean {
  return chosen.storeId !== undefined ? chosen.storeId === store.storeId : chosen.storeCode === store.storeCode;
}

export function coverageOf(chosen: StoreInfo, answer: readonly ClickAndCollectStore[]): StoreCoverage {
  if (answer.some((store) => sameStore(chosen, store))) return 'covered';
  return answer.length > 0 ? 'otherStores' : 'noStore';
}

/** Asks the API about every line of the basket; null when the basket has no store entry or no line. */
export async function checkStoreCoverage(basket: Basket, signal?: AbortSignal): Promise<StoreCoverage | null> {
  const chosen = basket.store?.StoreInfo;
  if (!chosen || lineRefs(basket).length === 0) return null;
  // Gift cards are issued by the shop: a basket of them alone suits any store.
  const lines = shelfLineRefs(basket);
  if (lines.length === 0) return 'covered';
  const answer = await fetchClickAndCollectStores(getApiClient(), lines, { signal });
  return coverageOf(chosen, Array.isArray(answer) ? answer : []);
}
