import type { ApiClient } from '@trama/shared/api';
import type { ClickstreamEvent } from '@trama/shared/contract';

/** §7 POST /api/external/clickstream/create: one product view. */
export const createClickstream = (api: ApiClient, event: ClickstreamEvent) =>
  api.post<unknown>('/api/external/clickstream/create', event);
