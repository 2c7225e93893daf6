import { trackingAllowed, type ApiClient } from '@trama/shared/api';
import type { ClickstreamEvent } from '@trama/shared/contract';

/**
 * §7 POST /api/external/clickstream/create: one product view. Analytics: never sent without cookie
 * approval (storefront §4, architecture §7), whoever calls it.
 */
export const createClickstream = async (api: ApiClient, event: ClickstreamEvent): Promise<void> => {
  if (!trackingAllowed()) return;
  await api.post<unknown>('/api/external/clickstream/create', event);
};
