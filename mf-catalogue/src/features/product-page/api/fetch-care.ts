import type { ApiClient } from '@trama/shared/api';
import type { CareInfo } from '@trama/shared/contract';

/** §7 GET /api/external/product/attributes/care/{productId} */
export const fetchCare = (api: ApiClient, productId: number, signal?: AbortSignal) =>
  api.get<CareInfo>(`/api/external/product/attributes/care/${productId}`, { signal });
