import { useEffect } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { BasketState } from '../../../state/basket-state.ts';
import { lineRefs } from '../model/basket-lines.ts';
import { refreshFromServer } from '../model/server-basket.ts';

/**
 * Storefront §5 (issue 4): the basket shows the database's prices and stock (order page, popup).
 * Runs on mount and whenever lines, quantities or the code change; new prices alone do not trigger
 * it again.
 */
export function useServerRefresh({ basket, discount }: BasketState): void {
  // The language too: the API names the sizes in it (issue 29 point 14), so a switch asks again.
  const key = JSON.stringify({ lines: lineRefs(basket), code: discount?.valid ? discount.discountCode : null, language: getApiClient().currentContext.language });
  useEffect(() => {
    const controller = new AbortController();
    refreshFromServer(controller.signal).catch((error: unknown) => {
      // The shopper keeps the prices already shown; the checkout prices on the server anyway.
      if (!controller.signal.aborted) console.warn('[basket] could not refresh prices from the server', error);
    });
    return () => controller.abort();
  }, [key]);
}
