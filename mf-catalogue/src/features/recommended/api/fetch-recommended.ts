import type { ApiClient } from '@trama/shared/api';
import type { Product } from '@trama/shared/contract';

export interface RecommendationAnchors {
  /** The page's product: recommend around it. */
  productId?: number;
  /** Only after cookie approval (storefront §4): the browser's own history counts too. */
  browserId?: string | null;
}

/** §7 GET /api/external/clickstream/recommended-products?productId&browserId&country&brandId&language&currency */
export const fetchRecommended = (api: ApiClient, anchors: RecommendationAnchors, signal?: AbortSignal) => {
  const c = api.currentContext;
  return api.get<Product[]>('/api/external/clickstream/recommended-products', {
    query: {
      ...(anchors.productId ? { productId: anchors.productId } : {}),
      ...(anchors.browserId ? { browserId: anchors.browserId } : {}),
      country: c.country,
      brandId: c.brandId,
      language: c.language,
      currency: c.currency,
    },
    signal,
  });
};
