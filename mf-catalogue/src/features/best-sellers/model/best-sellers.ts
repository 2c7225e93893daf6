import type { Product } from '@trama/shared/contract';

/** Issue 17 §5: at most 8 best sellers (a set's "items shown" of storefront §9). */
export const MAX_BEST_SELLERS = 8;

/** The priced products of the shop's ranking, at most `limit` (never more than 8). */
export function bestSellersOf(products: readonly Product[], limit = MAX_BEST_SELLERS): Product[] {
  const count = Math.max(0, Math.min(limit, MAX_BEST_SELLERS));
  return products.filter((p) => p.startingPrice > 0).slice(0, count);
}
