import type { ApiClient } from '@trama/shared/api';
import type { Product } from '@trama/shared/contract';

/** §7 GET /api/external/clickstream/recommended-products?browserId&country&brandId&language&currency */
export const fetchRecommended = (api: ApiClient, browserId: string, signal?: AbortSignal) => {
  const c = api.currentContext;
  return api.get<Product[]>('/api/external/clickstream/recommended-products', {
    query: { browserId, country: c.country, brandId: c.brandId, language: c.language, currency: c.currency },
    signal,
  });
};
