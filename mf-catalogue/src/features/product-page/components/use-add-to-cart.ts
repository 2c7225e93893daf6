import { useState } from 'react';
import { NoHandlerError, getBus, type BasketAddLine } from '@trama/shared/bus';

export interface CartMessage {
  key: string;
  /** basket = the key is the basket's (addToCart.*), catalogue = ours. */
  ns: 'basket' | 'catalogue';
  ok: boolean;
}

/**
 * An add waits for the basket to answer when its code is not on the page yet (a shopper quicker
 * than a slow network): until it has loaded, or the shell says it could not (issue 30 §1: no
 * fixed wait ends in "unavailable" while the code is still arriving). This fixed wait is only for
 * a page whose shell's bus predates that (contract < 1.14).
 */
export const BASKET_WAIT_MS = 5000;

/** Sends lines with `basket.add` (mf-basket-checkout answers) and keeps the message to show. */
export function useAddToCart() {
  const [message, setMessage] = useState<CartMessage | null>(null);
  const [busy, setBusy] = useState(false);
  /** A refusal before anything is sent: the basket's own keys (addToCart.*) unless told otherwise. */
  const refuse = (key: string, ns: CartMessage['ns'] = 'basket') => setMessage({ key, ns, ok: false });
  const add = async (lines: BasketAddLine[]): Promise<boolean> => {
    setBusy(true);
    try {
      const reply = await getBus().request('basket.add', { lines }, { waitForHandler: true, waitForHandlerMs: BASKET_WAIT_MS });
      setMessage({ key: reply.messageKey, ns: 'basket', ok: reply.status === 'added' });
      return reply.status === 'added';
    } catch (error) {
      setMessage({ key: error instanceof NoHandlerError ? 'product.basketUnavailable' : 'error_message', ns: 'catalogue', ok: false });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { message, busy, add, refuse };
}
