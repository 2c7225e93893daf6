import type { ApiClient } from '@trama/shared/api';
import type { Product } from '@trama/shared/contract';

/** §7 POST favourite products by id (brand, country, currency, language headers): the products in the ids' order. */
export const fetchFavourites = (api: ApiClient, productIds: number[], signal?: AbortSignal, language?: string) =>
  api.post<Product[]>('/api/external/product/favourites', { productIds }, { signal, headers: language ? { language } : undefined });
