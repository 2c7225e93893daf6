import type { ApiClient } from '@trama/shared/api';
import type { Product } from '@trama/shared/contract';

/**
 * §7 GET /api/external/clickstream/recommended-products without a product or a browser: the API
 * answers the shop's ranking (its last tier), the same for every shopper — no history, no consent.
 */
export const fetchBestSellers = (api: ApiClient, signal?: AbortSignal) => {
  const c = api.currentContext;
  return api.get<Product[]>('/api/external/clickstream/recommended-products', {
    query: { country: c.country, brandId: c.brandId, language: c.language, currency: c.currency },
    signal,
  });
};
