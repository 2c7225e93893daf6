import type { ApiClient } from '@trama/shared/api';
import type { MenuItem } from '@trama/shared/contract';

/** §7 GET /api/external/menu, in the client's language (a basket slot is given no menu). */
export const fetchMenu = (api: ApiClient, signal?: AbortSignal) => api.get<MenuItem[]>('/api/external/menu', { signal });
