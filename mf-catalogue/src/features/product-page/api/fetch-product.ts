import type { ApiClient } from '@trama/shared/api';
import type { Product } from '@trama/shared/contract';

/** The product of a menu entry by its canonical URL (§7; a set arrives with its compositeData). */
export const fetchProductByCanonicalUrl = (api: ApiClient, menu: string, canonicalUrl: string, signal?: AbortSignal) =>
  api.get<Product>('/api/external/product/by-canonical-url', { query: { menu, canonicalUrl }, signal });
