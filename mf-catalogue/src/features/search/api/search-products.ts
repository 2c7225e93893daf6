import type { ApiClient } from '@trama/shared/api';
import type { SearchAnswer } from '@trama/shared/contract';

/** §9: search page size 12, sorted by ranking; header suggestions ask 4. */
export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_SIZE = 4;

/** §7 GET /api/external/search?criteria&page&size&sort=ranking,asc */
export const searchProducts = (api: ApiClient, criteria: string, page = 0, signal?: AbortSignal, size = SEARCH_PAGE_SIZE, language?: string) =>
  api.get<SearchAnswer>('/api/external/search', {
    query: { criteria, page, size, sort: 'ranking,asc' },
    signal,
    // The page's own language when it names one (issue 29 §13: a switch without a reload).
    headers: language ? { language } : undefined,
  });
