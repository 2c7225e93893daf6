import type { ApiClient } from '@trama/shared/api';
import type { CatalogueAnswer, FilterSelection } from '@trama/shared/contract';

/** §7 POST /api/external/product/catalogue/menu/{menuId}: one page by ranking with these filters. */
export const fetchCataloguePage = (api: ApiClient, menuId: number, filters: FilterSelection[], size: number, signal?: AbortSignal) =>
  api.post<CatalogueAnswer>(`/api/external/product/catalogue/menu/${menuId}`, { filters }, {
    query: { page: 0, size, sort: 'ranking,asc' },
    signal,
  });
