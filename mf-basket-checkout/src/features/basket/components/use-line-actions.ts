import { useState } from 'react';
import { removeSize, setLineQuantity } from '@trama/shared/rules';
import { getBasketState, saveBasket } from '../../../state/basket-state.ts';
import type { BasketLineView } from '../model/basket-lines.ts';

/** Why a line change was refused, as the message key the line shows. */
const REFUSAL_KEYS = {
  maxLimit: 'addToCart.2',
  packChildBelowParent: 'line.packChild',
  packWhole: 'line.packWhole',
} as const;

/** Quantity change and removal of basket lines (§4, §5), with the refusal each line shows. */
export function useLineActions() {
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  const apply = (view: BasketLineView, change: ReturnType<typeof removeSize> | ReturnType<typeof setLineQuantity>) => {
    const key = change.refused ? REFUSAL_KEYS[change.refused] : saveBasket(change.basket) ? null : 'error_message';
    setRefusals(({ [view.key]: _previous, ...rest }) => (key ? { ...rest, [view.key]: key } : rest));
  };

  return {
    refusals,
    changeQuantity(view: BasketLineView, quantity: number) {
      apply(view, setLineQuantity(getBasketState().basket, view.parentId, view.line.productId, view.line.size, quantity));
    },
    remove(view: BasketLineView) {
      apply(view, removeSize(getBasketState().basket, view.parentId, view.line.productId, view.line.size));
    },
  };
}
