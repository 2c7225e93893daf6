import type { ApiClient } from '@trama/shared/api';
import type { MenuItem } from '@trama/shared/contract';

/** §7 GET /api/external/menu, in the client's language (the shell gives a page only its own entry). */
export const fetchMenu = (api: ApiClient, signal?: AbortSignal) => api.get<MenuItem[]>('/api/external/menu', { signal });
