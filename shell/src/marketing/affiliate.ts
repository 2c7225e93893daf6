/**
 * Storefront §2 Home, §7, §9 (awinAwc): an affiliate arrival (`?awc=…` or `?sv_campaign_id=…`).
 * Architecture §7 / docs/consent-and-marketing.md: the value is kept in localStorage only after
 * cookie approval; until then it lives in sessionStorage for this visit, and a rejection drops it.
 */
import { trackingAllowed } from '@trama/shared/api';
import { STORAGE_KEYS } from '@trama/shared/contract';

/** The affiliate query parameters, `awc` first. */
export const AFFILIATE_PARAMS = ['awc', 'sv_campaign_id'] as const;
/** An affiliate value is an opaque id: anything longer is not one. */
const MAX_VALUE_LENGTH = 200;

/** The affiliate value a query string carries, or null. */
export function affiliateFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && value.length <= MAX_VALUE_LENGTH) return value;
  }
  return null;
}

/** True when the query string names an affiliate parameter (even an empty or unusable one). */
export function hasAffiliateParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return AFFILIATE_PARAMS.some((name) => params.has(name));
}

/** The query string without the affiliate parameters ('' when nothing is left). */
export function withoutAffiliateParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function write(storage: () => Storage | undefined, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(STORAGE_KEYS.awinAwc, value);
    return true;
  } catch {
    return false;
  }
}

function read(storage: () => Storage | undefined): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS.awinAwc) || null;
  } catch {
    return null;
  }
}

/** Keeps the value: in localStorage with approval, else for this visit only. */
export function keepAffiliate(value: string): void {
  if (trackingAllowed()) write(() => globalThis.localStorage, value);
  else write(() => globalThis.sessionStorage, value);
}

/** After approval: this visit's value becomes the stored one (storefront §9 awinAwc). */
export function promotePendingAffiliate(): void {
  if (!trackingAllowed()) return;
  const pending = read(() => globalThis.sessionStorage);
  if (!pending) return;
  if (write(() => globalThis.localStorage, pending)) {
    try {
      globalThis.sessionStorage?.removeItem(STORAGE_KEYS.awinAwc);
    } catch {
      // The stored copy is what counts.
    }
  }
}

/** The stored value, only with approval (what the marketing script and the login may use). */
export function storedAffiliate(): string | null {
  return trackingAllowed() ? read(() => globalThis.localStorage) : null;
}
