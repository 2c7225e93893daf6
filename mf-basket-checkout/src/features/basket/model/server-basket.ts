/** The order page's calls (storefront §5): database prices and stock (web or chosen store) for the stored basket. */
import { checkStock, getApiClient, priceBasketOnServer } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { StockCheckResult } from '@trama/shared/contract';
import { getBasketState, saveBasket } from '../../../state/basket-state.ts';
import { pickupStore } from '../../../state/store-entry.ts';
import { lineRefs, withServerPrices } from './basket-lines.ts';
import { checkStoreCoverage, type StoreCoverage } from './store-coverage.ts';

/** Asks the API to price the basket and stores its prices and stock in the lines (nothing when unchanged). */
export async function refreshFromServer(signal?: AbortSignal, language?: string): Promise<void> {
  const { basket, discount } = getBasketState();
  const lines = lineRefs(basket);
  if (lines.length === 0) return;
  const auth = await getBus().current('auth');
  const pricing = await priceBasketOnServer(
    getApiClient(),
    {
      lines,
      discountCode: discount?.valid ? discount.discountCode : null,
      delivery: basket.store?.storeDelivery ?? 'DIS',
      webClientId: auth?.user?.webClientId ?? null,
    },
    signal,
    language,
  );
  if (signal?.aborted) return;
  // The basket may have changed while the answer travelled: apply the prices to the current one.
  const current = getBasketState().basket;
  const next = withServerPrices(current, pricing);
  if (JSON.stringify(next) !== JSON.stringify(current)) saveBasket(next);
}

/**
 * §5 Stock check: each line against current web inventory; an empty answer counts as failure.
 * Collected in a store, the store's stock is what counts: `store` says whether the chosen store
 * covers every line (click-and-collect-stores), null when the basket is not for pickup or the
 * store could not be asked.
 */
export async function runStockCheck(signal?: AbortSignal): Promise<{ web: StockCheckResult; store: StoreCoverage | null }> {
  const { basket } = getBasketState();
  const lines = lineRefs(basket);
  const [web, store] = await Promise.all([
    checkStock(getApiClient(), { lines }, signal),
    pickupStore(basket)
      ? checkStoreCoverage(basket, signal).catch((error: unknown) => {
          console.warn('[basket] could not check the chosen store', error);
          return null;
        })
      : null,
  ]);
  return { web: web.lines.length === 0 ? { ok: false, lines: [] } : web, store };
}
