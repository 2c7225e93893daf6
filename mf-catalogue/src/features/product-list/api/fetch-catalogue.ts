import type { ApiClient } from '@trama/shared/api';
import type { CatalogueAnswer, CatalogueRequest, ListSort } from '@trama/shared/contract';

/** §9: the product list page size is supplied by the caller; the shop asks 24. */
export const LIST_PAGE_SIZE = 24;

/** §7 POST /api/external/product/catalogue/menu/{menuId}?page&size&sort with the filters body. */
export const fetchCatalogue = (
  api: ApiClient,
  menuId: number,
  request: CatalogueRequest,
  options: { page: number; size?: number; sort: ListSort; signal?: AbortSignal; language?: string },
) =>
  api.post<CatalogueAnswer>(`/api/external/product/catalogue/menu/${menuId}`, request, {
    query: { page: options.page, size: options.size ?? LIST_PAGE_SIZE, sort: options.sort },
    signal: options.signal,
    // The list's own language, not whatever the client was last configured with (issue 29 §13).
    headers: options.language ? { language: options.language } : undefined,
  });
