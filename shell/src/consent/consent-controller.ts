/**
 * Storefront §4 Cookie consent, the shell's side (docs/consent-and-marketing.md): the `consent` fact
 * is published at start-up from storage and again on every change (this tab's banner or another
 * tab's), and a rejection removes what tracking stored. Browser only: called from bootstrap.
 */
import { getBus } from '@trama/shared/bus';
import { storeConsent, storedConsent } from '@trama/shared/api';
import { CONSENT_CHOICES, STORAGE_KEYS, type ConsentChoice } from '@trama/shared/contract';
import { AWIN_CAMPAIGN_KEY } from '../marketing/affiliate.ts';

/** What analytics and marketing may have stored: removed on rejection (and never written before approval). */
export const TRACKING_KEYS = [STORAGE_KEYS.browserId, STORAGE_KEYS.awinAwc, AWIN_CAMPAIGN_KEY] as const;

function remove(storage: () => Storage | undefined, key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage switched off: there is nothing stored either.
  }
}

/** Removes the browser id and the affiliate values (local and this visit's). */
export function clearTracking(): void {
  for (const key of TRACKING_KEYS) {
    remove(() => globalThis.localStorage, key);
    remove(() => globalThis.sessionStorage, key);
  }
}

/** The current choice as the fact says (null: none yet, or not published yet). */
export function currentConsent(): ConsentChoice | null {
  let choice: ConsentChoice | null = null;
  getBus()
    .select('consent')
    .subscribe((fact) => (choice = fact.choice))
    .unsubscribe();
  return choice;
}

/** Stores the shopper's choice and tells every slice; a rejection clears what tracking stored. */
export function chooseConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  if (choice === CONSENT_CHOICES.rejected) clearTracking();
  getBus().publish('consent', { choice });
}

let started = false;

/** Publishes the stored choice, then follows a choice made in another tab (the `storage` event). */
export function startConsent(): void {
  const choice = storedConsent();
  // A stored rejection never leaves an id behind (one written by an older build of the shop).
  if (choice !== CONSENT_CHOICES.approved) clearTracking();
  getBus().publish('consent', { choice });
  if (started) return;
  started = true;
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.access && event.key !== null) return;
    const next = storedConsent();
    if (next !== currentConsent()) getBus().publish('consent', { choice: next });
  });
}
