/**
 * The store-search flow (issue 18 §6; account §2 Store locator, §5 Store search, §7): a visitor's
 * country, stores near a typed city, a postal code, a misspelt city (the gazetteer's similarity
 * search) and a position, the shops list of the country, and the brand's stores the store pages
 * read their store from (the API has no one-store call: the page picks it from this list).
 */
import { SHOP_HEADERS } from '../../bench/load.ts';
import type { MixRequest } from '../types.ts';

export const NEAREST_PATH = '/storeservice/api/external/store/nearest';
/** What shoppers type (docs/stores.md: a name, a postal code, a typo the similarity pass finds). */
export const STORE_SEARCH_PLACES = ['Milano', '20121', 'Firenz', 'Torino'] as const;
/** Rome's centre, as a browser's position. */
export const STORE_SEARCH_POSITION = { lat: 41.9028, lng: 12.4964 } as const;

export const storeDetailRequest = (cls: MixRequest['class'], brandId: number): MixRequest => ({
  class: cls,
  label: 'GET /api/external/stores/stores-by-brand-id (the store pages read their store from it)',
  method: 'GET',
  path: `/api/external/stores/stores-by-brand-id?brandId=${brandId}`,
  headers: SHOP_HEADERS,
});

export function buildStoreSearchCycle(brandId: number): MixRequest[] {
  const get = (label: string, path: string): MixRequest => ({ class: 'store-search', label, method: 'GET', path, headers: SHOP_HEADERS });
  const nearest = (query: Record<string, string>) => `${NEAREST_PATH}?${new URLSearchParams({ ...query, brandId: String(brandId), country: 'IT' })}`;
  return [
    get('GET /api/external/geo/country', '/api/external/geo/country'),
    ...STORE_SEARCH_PLACES.map((location) => get(`GET ${NEAREST_PATH}?location=${location}`, nearest({ location }))),
    get(`GET ${NEAREST_PATH}?lat&lng (a position in Roma)`, nearest({ lat: String(STORE_SEARCH_POSITION.lat), lng: String(STORE_SEARCH_POSITION.lng) })),
    get('GET /storeservice/api/external/store/by-brand?country=IT (shops list)', `/storeservice/api/external/store/by-brand?brandId=${brandId}&country=IT`),
    storeDetailRequest('store-search', brandId),
  ];
}
