import type { ApiClient } from '@trama/shared/api';
import type { SearchResult } from '@trama/shared/contract';

/** Storefront §7 and §9: search page size 12, sorted by ranking. */
export const SEARCH_PAGE_SIZE = 12;

export const searchProducts = (api: ApiClient, criteria: string, page = 0, signal?: AbortSignal) =>
  api.get<SearchResult>('/api/external/search', {
    query: { criteria, page, size: SEARCH_PAGE_SIZE, sort: 'ranking,asc' },
    signal,
  });
