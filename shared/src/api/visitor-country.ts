/**
 * Storefront §7 first-visit country, §9 (Monaco → FR for store look-ups), browser storage key
 * `country`. The shell asks the shop's own API once (a CDN country header, else the browser's
 * languages, else IT) and stores the answer; the store calls read it. Never at module scope or
 * during a server render: storage exists in the browser only.
 */
import type { ApiClient } from './api-client.ts';
import type { VisitorCountry } from '../contract/index.ts';
import { STORAGE_KEYS } from '../contract/constants.ts';
import { localStore, readKey } from './browser-storage.ts';

export const VISITOR_COUNTRY_KEY = 'country';
const DEFAULT_VISITOR_COUNTRY = 'IT';
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** A postcode as countries write them (20121, 75001, SW1A 1AA, 1010): letters, digits, space and dash. */
const POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

/** The stored visitor country, or null when none (or not a country code) is stored. */
export function storedVisitorCountry(): string | null {
  const value = readKey(VISITOR_COUNTRY_KEY);
  return value && COUNTRY_CODE.test(value) ? value : null;
}

/** §9: Monaco's shoppers are served by the French stores. */
export const storeLookupCountry = (country: string): string => (country === 'MC' ? 'FR' : country);

/** Storefront §7: the first-visit country, from the shop's own API. */
const fetchVisitorCountry = (api: ApiClient, signal?: AbortSignal) => api.get<VisitorCountry>('/api/external/geo/country', { signal });

/** §7: on first visit (nothing stored) asks the API and stores its answer; a failure stores the default. */
export async function rememberVisitorCountry(api: ApiClient): Promise<string> {
  const stored = storedVisitorCountry();
  if (stored) return stored;
  let country = DEFAULT_VISITOR_COUNTRY;
  try {
    const answer = await fetchVisitorCountry(api);
    if (COUNTRY_CODE.test(answer.country)) country = answer.country;
    // §7 "the returned country code and zip are saved": the zip under the §9 key shippingCity.
    if (typeof answer.zip === 'string' && POSTCODE.test(answer.zip)) localStore()?.setItem(STORAGE_KEYS.shippingCity, answer.zip);
  } catch {
    // §7: "a default country is stored on failure".
  }
  try {
    localStore()?.setItem(VISITOR_COUNTRY_KEY, country);
  } catch {
    // Full or refused storage: the next visit asks again.
  }
  return country;
}
