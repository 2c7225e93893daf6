/** Account §7 Catalogues: the brand's catalogues (GET catalogue by brand). */
import { getApiClient } from '@trama/shared/api';
import type { Catalogue } from '@trama/shared/contract';

export const fetchCatalogues = (signal?: AbortSignal) => {
  const api = getApiClient();
  return api.get<Catalogue[]>('/api/external/catalogues', { query: { brandId: api.currentContext.brandId }, signal });
};
