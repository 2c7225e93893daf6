import { useSyncExternalStore } from 'react';
import { getBasketState, subscribeBasketState, type BasketState } from './basket-state.ts';

/** The basket, its discount and totals; re-renders on every change (this tab or another). */
export function useBasketState(): BasketState {
  return useSyncExternalStore(subscribeBasketState, getBasketState, getBasketState);
}
