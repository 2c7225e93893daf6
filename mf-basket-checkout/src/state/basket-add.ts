import { getBus, type BasketAddLine, type BasketAddReply } from '@trama/shared/bus';
import { addLines, addLinesAnalyticsEvent } from '@trama/shared/rules';
import { reloadBasketState, saveBasket } from './basket-state.ts';

type AddedListener = () => void;
const addedListeners = new Set<AddedListener>();

/** The header opens its popup after a successful add (§4 Add to cart). */
export function onBasketAdded(listener: AddedListener): () => void {
  addedListeners.add(listener);
  return () => addedListeners.delete(listener);
}

/**
 * The one answer to `basket.add` (architecture §2: the basket's owner answers it). Starts from
 * storage, not the snapshot, so a line added in another tab a moment ago is kept.
 */
export function handleBasketAdd(payload: { lines: BasketAddLine[] }): BasketAddReply {
  const { reply, basket } = addLines(reloadBasketState().basket, payload.lines);
  if (!basket) return reply;
  if (!saveBasket(basket)) return { status: 'error', messageKey: 'error_message' };
  for (const listener of addedListeners) listener();
  // Issue 31 §3: add_to_cart once the basket kept the lines (the shell pushes it after approval only).
  getBus().send('analytics.track', { name: 'add_to_cart', data: addLinesAnalyticsEvent(payload.lines) });
  return reply;
}
