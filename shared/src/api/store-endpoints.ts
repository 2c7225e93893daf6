/** The store calls (account §7, storefront §7; contract 1.8, issue 15). */
import type {
  ClickAndCollectLine,
  ClickAndCollectStore,
  ShopperAppointment,
  ShopperRequest,
  StoreSearchAnswer,
  StoreTakenSlots,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';
import { storedVisitorCountry } from './visitor-country.ts';

export type StoreSearch = { location: string } | { latitude: number; longitude: number };

/** Nearest stores to a place typed by the shopper (city or postal code) or to a position. */
export const searchNearestStores = (api: ApiClient, search: StoreSearch, options: { country?: string; limit?: number; signal?: AbortSignal } = {}) =>
  api.get<StoreSearchAnswer>('/storeservice/api/external/store/nearest', {
    query: {
      ...('location' in search ? { location: search.location } : { lat: search.latitude, lng: search.longitude }),
      brandId: api.currentContext.brandId,
      // Storefront §7: the visitor's country (stored on first visit) unless the caller names one.
      country: options.country ?? storedVisitorCountry() ?? undefined,
      limit: options.limit,
    },
    signal: options.signal,
  });

/** Account §7 click-and-collect-stores: stores able to serve every line, nearest first when a location is given. */
export const fetchClickAndCollectStores = (
  api: ApiClient,
  lines: ClickAndCollectLine[],
  options: { location?: string; latitude?: number; longitude?: number; country?: string; browserId?: string; signal?: AbortSignal } = {},
) =>
  api.post<ClickAndCollectStore[]>(
    '/storeservice/api/external/stores/click-and-collect-stores',
    { basketLineItems: lines },
    {
      query: {
        brandId: api.currentContext.brandId,
        language: api.currentContext.language,
        country: options.country ?? storedVisitorCountry() ?? undefined,
        browserId: options.browserId,
        location: options.location,
        lat: options.latitude,
        lng: options.longitude,
      },
      signal: options.signal,
    },
  );

export const fetchTakenShopperSlots = (api: ApiClient, storeId: number, signal?: AbortSignal) =>
  api.get<StoreTakenSlots>('/storeservice/api/external/shopper/slots', { query: { storeId }, signal });

export const bookShopperAppointment = (api: ApiClient, request: ShopperRequest) =>
  api.post<ShopperAppointment>('/storeservice/api/external/shopper/appointments', request);
