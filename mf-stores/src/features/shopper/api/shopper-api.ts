/** The personal-shopper page's calls (account §7 stores, shopper send; contract 1.8). */
import { bookShopperAppointment, fetchStoresByBrand, fetchTakenShopperSlots, getApiClient } from '@trama/shared/api';
import type { ShopperRequest, Store } from '@trama/shared/contract';

/** The store passed in navigation, when the brand has it and it offers a personal shopper; else null (account §2: home). */
export async function loadShopperStore(_signal: AbortSignal, storeId: number): Promise<Store | null> {
  const stores = await fetchStoresByBrand(getApiClient());
  return (Array.isArray(stores) ? stores : []).find((store) => store.storeId === storeId && store.personalShopper) ?? null;
}

/** The brand's stores that offer a personal shopper, by country, city and name (the page reached without a store lists them). */
export async function loadShopperStores(_signal: AbortSignal): Promise<Store[]> {
  const stores = await fetchStoresByBrand(getApiClient());
  return (Array.isArray(stores) ? stores : [])
    .filter((store) => store.personalShopper)
    .sort((a, b) => a.country.localeCompare(b.country) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
}

/** The store's booked slots (`YYYY-MM-DDTHH:mm`); `version` only asks again (after a slot was taken meanwhile). */
export const loadTakenSlots = async (signal: AbortSignal, storeId: number, _version: number): Promise<string[]> =>
  (await fetchTakenShopperSlots(getApiClient(), storeId, signal)).taken;

export const sendShopperRequest = (request: ShopperRequest) => bookShopperAppointment(getApiClient(), request);

/** The ALTCHA challenge, from the same endpoint as the contact form's. */
export const challengeUrl = () => getApiClient().url('/api/external/altcha/challenge');
