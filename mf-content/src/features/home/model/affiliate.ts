import { STORAGE_KEYS } from '@trama/shared/contract';

/** Storefront §2 Home: the affiliate query parameters, `awc` first. */
const AFFILIATE_PARAMS = ['awc', 'sv_campaign_id'] as const;

/** The affiliate value carried by a query string, or null when there is none. */
export function affiliateFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * §2 Home: the value is kept under awinAwc (§9 storage keys), read later by login and the order
 * update (account §4). Storage can be refused (private mode): the redirect still happens.
 */
export function storeAffiliate(value: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(STORAGE_KEYS.awinAwc, value);
  } catch {
    // Nothing to keep the value in; the shopper still lands on the home.
  }
}
