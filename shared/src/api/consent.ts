/**
 * Storefront §4 Cookie consent, the storage side (key `access`). Readers in any slice use these
 * instead of reading storage themselves, so "no choice yet" and "storage switched off" both mean
 * "no consent". The shell owns the banner and publishes the `consent` fact when the choice changes.
 */
import { CONSENT_CHOICES, STORAGE_KEYS, isConsentChoice, type ConsentChoice } from '../contract/index.ts';
import { localStore, readKey } from './browser-storage.ts';

/** The stored choice, or null when none (or something else) is stored, or on the server. */
export function storedConsent(): ConsentChoice | null {
  const value = readKey(STORAGE_KEYS.access);
  return isConsentChoice(value) ? value : null;
}

/** True only after the shopper accepted: analytics and marketing may identify the browser. */
export function trackingAllowed(): boolean {
  return storedConsent() === CONSENT_CHOICES.approved;
}

/** Stores the choice; false when storage is unavailable (the choice then lasts this page only). */
export function storeConsent(choice: ConsentChoice): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(STORAGE_KEYS.access, choice);
    return true;
  } catch {
    return false;
  }
}
