import { fetchClickAndCollectStores, getApiClient, searchNearestStores, storeLookupCountry, storedVisitorCountry } from '@trama/shared/api';
import type { ClickAndCollectLine } from '@trama/shared/contract';
import type { PanelStore } from '../model/panel-stores.ts';

export type PanelSearch = { location: string } | { latitude: number; longitude: number };

/** Storefront §7: the visitor's stored country (Monaco's shoppers are served by the French stores, §9). */
const lookupCountry = () => storeLookupCountry(storedVisitorCountry() ?? getApiClient().currentContext.country);

/**
 * Account §7 click-and-collect-stores: the stores able to serve every line, nearest first. A panel
 * opened with nothing to check (no line) lists the nearest stores that take click-and-collect
 * orders instead: type G never, only stores with a basket (account §3 Store).
 */
export async function findCollectStores(lines: ClickAndCollectLine[], search: PanelSearch, signal: AbortSignal): Promise<PanelStore[]> {
  const api = getApiClient();
  const country = lookupCountry();
  if (lines.length > 0) return fetchClickAndCollectStores(api, lines, { ...search, country, signal });
  const answer = await searchNearestStores(api, search, { country, signal });
  return answer.stores.filter((store) => store.storeType !== 'G' && store.hasBasket).map((store) => ({ ...store, barcodeList: [] }));
}
