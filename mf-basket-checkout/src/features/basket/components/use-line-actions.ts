import { useEffect, useRef, useState } from 'react';
import { removeSize, setLineQuantity } from '@trama/shared/rules';
import { getBasketState, saveBasket } from '../../../state/basket-state.ts';
import type { BasketLineView } from '../model/basket-lines.ts';
import { COVERAGE_MESSAGE_KEYS, checkStoreCoverage } from '../model/store-coverage.ts';

/** Why a line change was refused, as the message key the line shows. */
const REFUSAL_KEYS = {
  maxLimit: 'addToCart.2',
  packChildBelowParent: 'line.packChild',
  packWhole: 'line.packWhole',
} as const;

export type StoreNoticeKey = (typeof COVERAGE_MESSAGE_KEYS)[keyof typeof COVERAGE_MESSAGE_KEYS];

/**
 * Quantity change and removal of basket lines (§4, §5), with the refusal each line shows. With a
 * store chosen, a saved quantity change asks whether that store still covers the basket (account
 * §4 Store selection in basket): when it does not, `storeNotice` is modal.1 (no store can) or
 * modal.2 (other stores can). The new quantity is kept: the shopper decides whether to reduce it
 * or to choose another store, and no line is ever lost to the check.
 */
export function useLineActions() {
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [storeNotice, setStoreNotice] = useState<StoreNoticeKey | null>(null);
  // Only the answer for the latest change counts; an unmounted popup asks nothing more.
  const check = useRef<AbortController | null>(null);
  useEffect(() => () => check.current?.abort(), []);

  const checkStore = () => {
    check.current?.abort();
    const controller = new AbortController();
    check.current = controller;
    checkStoreCoverage(getBasketState().basket, controller.signal).then(
      (coverage) => {
        if (controller.signal.aborted) return;
        setStoreNotice(coverage && coverage !== 'covered' ? COVERAGE_MESSAGE_KEYS[coverage] : null);
      },
      (error: unknown) => {
        // The API re-checks the store's stock when the order is created: nothing is lost here.
        if (!controller.signal.aborted) console.warn('[basket] could not check the chosen store', error);
      },
    );
  };

  const apply = (view: BasketLineView, change: ReturnType<typeof removeSize> | ReturnType<typeof setLineQuantity>) => {
    const key = change.refused ? REFUSAL_KEYS[change.refused] : saveBasket(change.basket) ? null : 'error_message';
    setRefusals(({ [view.key]: _previous, ...rest }) => (key ? { ...rest, [view.key]: key } : rest));
    return key === null;
  };

  return {
    refusals,
    storeNotice,
    closeStoreNotice: () => setStoreNotice(null),
    changeQuantity(view: BasketLineView, quantity: number) {
      const saved = apply(view, setLineQuantity(getBasketState().basket, view.parentId, view.line.productId, view.line.size, quantity));
      if (saved && getBasketState().basket.store) checkStore();
    },
    remove(view: BasketLineView) {
      apply(view, removeSize(getBasketState().basket, view.parentId, view.line.productId, view.line.size));
    },
  };
}
