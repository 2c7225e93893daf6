import type { ApiClient } from '@trama/shared/api';
import type { CompositionInfo } from '@trama/shared/contract';

/** §7 GET /api/external/product/attributes/composition/{productId} */
export const fetchComposition = (api: ApiClient, productId: number, signal?: AbortSignal) =>
  api.get<CompositionInfo[]>(`/api/external/product/attributes/composition/${productId}`, { signal });
