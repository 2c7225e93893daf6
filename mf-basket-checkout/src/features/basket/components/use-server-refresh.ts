import { useEffect } from 'react';
import { basketLanguage, type BasketState } from '../../../state/basket-state.ts';
import { lineRefs } from '../model/basket-lines.ts';
import { refreshFromServer } from '../model/server-basket.ts';

/**
 * Storefront §5 (issue 4): the basket shows the database's prices and stock (order page, popup).
 * Runs on mount and whenever lines, quantities, the code or the language change; new prices alone
 * do not trigger it again. Issue 29 §13: the answer's names are the page language's, and so are the
 * promotions' (the brand details are asked again on a switch).
 */
export function useServerRefresh({ basket, discount }: BasketState, language: string): void {
  // The language too: the API names the products, promotions (issue 29 §13) and sizes (point 14) in it.
  const key = JSON.stringify({ lines: lineRefs(basket), code: discount?.valid ? discount.discountCode : null, language });
  useEffect(() => {
    void basketLanguage(language);
  }, [language]);
  useEffect(() => {
    const controller = new AbortController();
    refreshFromServer(controller.signal, language).catch((error: unknown) => {
      // The shopper keeps the prices already shown; the checkout prices on the server anyway.
      if (!controller.signal.aborted) console.warn('[basket] could not refresh prices from the server', error);
    });
    return () => controller.abort();
  }, [key, language]);
}
