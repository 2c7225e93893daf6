import { fetchBannerLabels, getApiClient } from '@trama/shared/api';
import type { ProductCard } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';

/**
 * Issue 31 §4, storefront §3 "Banner labels by labelType: … ON_SALE": the brand's word for its sale
 * ("Saldi", "Sale", "Soldes"…), shown in the badge of a product that is on sale (§3 Product
 * inSale, the notion §6 product.product.21 follows): on the product page and on the product
 * list's cards (docs/content.md, banner label types). Asked once per language; no label, or no answer,
 * is no word in the badge, never an error.
 */
const loads = new Map<string, Promise<string | null>>();

function loadSaleLabel(_signal: AbortSignal, language: string): Promise<string | null> {
  let load = loads.get(language);
  if (!load) {
    load = fetchBannerLabels(getApiClient()).then(
      (labels) => (Array.isArray(labels) ? labels : []).find((label) => label?.labelType === 'ON_SALE')?.label?.trim() || null,
      () => {
        loads.delete(language);
        return null;
      },
    );
    loads.set(language, load);
  }
  return load;
}

/**
 * The ON_SALE label of the page's language. Through useAsync, so a server-rendered page carries it
 * and the browser's first render is the server's (docs/rendering.md).
 */
export function useSaleLabel(language: string): string | null {
  const state = useAsync(loadSaleLabel, [language]);
  return state.status === 'done' ? state.value : null;
}

/**
 * A card is on sale as its product's inSale says (the API: a discount, or an outlet price): a
 * card carries no inSale, so a discount or an old price above the price it shows stands for it.
 */
export function cardOnSale(card: Pick<ProductCard, 'discountDetail' | 'oldPrice' | 'listPriceAfterDiscount' | 'startingPrice'>): boolean {
  const price = card.listPriceAfterDiscount ?? card.startingPrice;
  return (card.discountDetail?.percentage ?? 0) > 0 || (card.oldPrice !== null && card.oldPrice > price);
}

/** Tests start from an empty cache. */
export function forgetSaleLabels(): void {
  loads.clear();
}
