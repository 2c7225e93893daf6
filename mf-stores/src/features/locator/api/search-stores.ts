import { getApiClient, searchNearestStores, type StoreSearch } from '@trama/shared/api';

/**
 * Nearest stores to a typed place or a position (account §7 store/nearest). The shop's country
 * (set by the shell from the first-visit country, storefront §7) goes along, so the API can map
 * Monaco to France (§9).
 */
export const searchStores = (signal: AbortSignal, search: StoreSearch) => {
  const api = getApiClient();
  return searchNearestStores(api, search, { country: api.currentContext.country, signal });
};
