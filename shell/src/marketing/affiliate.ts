/**
 * Storefront §2 Home, §7, §9 (awinAwc): an affiliate arrival (`?awc=…` or `?sv_campaign_id=…`).
 * Architecture §7 / docs/consent-and-marketing.md: the value is kept in localStorage only after
 * cookie approval; until then it lives in sessionStorage for this visit, and a rejection drops it.
 * Issue 31 §4, storefront §3 Login request "optional awinCampaign": the arrival's campaign
 * (`sv_campaign_id`) is kept as well, under `awinCampaign`, by the very same rules.
 */
import { trackingAllowed } from '@trama/shared/api';
import { STORAGE_KEYS } from '@trama/shared/contract';

/** The affiliate query parameters, `awc` first. */
export const AFFILIATE_PARAMS = ['awc', 'sv_campaign_id'] as const;
/** The campaign parameter: what the sign-in sends as awinCampaign (storefront §3 Login request). */
export const CAMPAIGN_PARAM = 'sv_campaign_id';
/** Where the campaign is kept; the shell's own key, beside §9's awinAwc (docs/consent-and-marketing.md). */
export const AWIN_CAMPAIGN_KEY = 'awinCampaign';
/** An affiliate value is an opaque id: anything longer is not one. */
const MAX_VALUE_LENGTH = 200;

const usable = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_VALUE_LENGTH ? trimmed : null;
};

/** The affiliate value a query string carries, or null. */
export function affiliateFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) {
    const value = usable(params.get(name));
    if (value) return value;
  }
  return null;
}

/** The campaign a query string carries (`sv_campaign_id`), or null. */
export function campaignFromQuery(search: string): string | null {
  return usable(new URLSearchParams(search).get(CAMPAIGN_PARAM));
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

function write(storage: () => Storage | undefined, value: string, key: string = STORAGE_KEYS.awinAwc): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function read(storage: () => Storage | undefined, key: string = STORAGE_KEYS.awinAwc): string | null {
  try {
    return storage()?.getItem(key) || null;
  } catch {
    return null;
  }
}

/** Keeps the value: in localStorage with approval, else for this visit only. */
export function keepAffiliate(value: string, key: string = STORAGE_KEYS.awinAwc): void {
  if (trackingAllowed()) write(() => globalThis.localStorage, value, key);
  else write(() => globalThis.sessionStorage, value, key);
}

/** Keeps the arrival's campaign (awinCampaign) by the same consent rules as the affiliate value. */
export function keepCampaign(value: string): void {
  keepAffiliate(value, AWIN_CAMPAIGN_KEY);
}

function promote(key: string): void {
  const pending = read(() => globalThis.sessionStorage, key);
  if (!pending) return;
  if (write(() => globalThis.localStorage, pending, key)) {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // The stored copy is what counts.
    }
  }
}

/** After approval: this visit's values become the stored ones (storefront §9 awinAwc, and awinCampaign). */
export function promotePendingAffiliate(): void {
  if (!trackingAllowed()) return;
  promote(STORAGE_KEYS.awinAwc);
  promote(AWIN_CAMPAIGN_KEY);
}

/** The stored value, only with approval (what the marketing script and the login may use). */
export function storedAffiliate(): string | null {
  return trackingAllowed() ? read(() => globalThis.localStorage) : null;
}

/** The stored campaign, only with approval (the login's awinCampaign, storefront §3). */
export function storedCampaign(): string | null {
  return trackingAllowed() ? read(() => globalThis.localStorage, AWIN_CAMPAIGN_KEY) : null;
}
