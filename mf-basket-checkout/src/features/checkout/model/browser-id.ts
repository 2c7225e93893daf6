import { readKey, trackingAllowed, writeKey } from '@trama/shared/api';
import { STORAGE_KEYS } from '@trama/shared/contract';

/**
 * Account §9 browserId: one random id per browser, kept in localStorage, sent with the order for
 * analytics. Storefront §4 Cookie consent / architecture §7: only after the shopper approved;
 * otherwise '' (the order's browserId is then empty, stored as none) and nothing is created or stored.
 */
export function browserId(): string {
  if (!trackingAllowed()) return '';
  const stored = readKey(STORAGE_KEYS.browserId);
  if (stored) return stored;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    writeKey(STORAGE_KEYS.browserId, id);
  } catch {
    // Storage refused: the id still serves this page.
  }
  return id;
}
