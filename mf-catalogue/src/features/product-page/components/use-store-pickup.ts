import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fetchClickAndCollectStores, getApiClient } from '@trama/shared/api';
import { getBus, useFact, type BasketAddLine } from '@trama/shared/bus';
import type { StoreInfo } from '@trama/shared/contract';
import { basketStore, chosenStore, loadBasketParser, readStoredBasket, storeServes, type BasketParser } from '../model/chosen-store.ts';

function subscribeStorage(listener: () => void): () => void {
  globalThis.addEventListener?.('storage', listener);
  return () => globalThis.removeEventListener?.('storage', listener);
}

/**
 * The store the shopper chose (the `store` fact, else the basket's store entry), for display. The
 * server render, and hydration, know no shopper's storage: none until then.
 */
export function useChosenStore(): StoreInfo | null {
  const fact = useFact('store');
  const raw = useSyncExternalStore(subscribeStorage, readStoredBasket, () => null);
  const [parse, setParse] = useState<BasketParser | null>(null);
  useEffect(() => {
    if (!raw || parse) return;
    let live = true;
    loadBasketParser()
      .then((loaded) => live && setParse(() => loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [raw, parse]);
  const stored = useMemo(() => (raw && parse ? basketStore(raw, parse) : null), [raw, parse]);
  return fact ? fact.store : stored;
}

/** Storefront §4 store side panel: the shell opens it; mf-stores searches, checks the line, adds it. */
export function openStorePanel(line: BasketAddLine): void {
  getBus().send('ui.open', { panel: 'stores', props: { line } });
}

/**
 * Storefront §4 click-and-collect mode: without a chosen store the panel opens; with one, the line
 * is checked against that store (click-and-collect-stores) and added when it serves it, otherwise
 * the information popup (modal.2) shows. `add` is the buy box's basket.add.
 */
export function useStorePickup(add: (lines: BasketAddLine[]) => Promise<boolean>) {
  const [notice, setNotice] = useState<BasketAddLine | null>(null);
  const [checking, setChecking] = useState(false);

  const collect = async (line: BasketAddLine): Promise<'added' | 'refused' | 'panel' | 'failed'> => {
    const store = await chosenStore();
    if (!store) {
      openStorePanel(line);
      return 'panel';
    }
    setChecking(true);
    try {
      const answer = await fetchClickAndCollectStores(getApiClient(), [{ productId: line.productId, size: line.size, quantity: line.quantity }]);
      if (!storeServes(store, Array.isArray(answer) ? answer : [])) {
        setNotice(line);
        return 'refused';
      }
    } catch (error) {
      console.warn('[catalogue] the chosen store could not be checked', error);
      return 'failed';
    } finally {
      setChecking(false);
    }
    return (await add([line])) ? 'added' : 'refused';
  };

  return { collect, checking, notice, closeNotice: () => setNotice(null) };
}
