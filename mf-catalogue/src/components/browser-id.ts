import { trackingAllowed } from '@trama/shared/api';
import { STORAGE_KEYS } from '@trama/shared/contract';

/**
 * §9 browserId: one random id per browser, kept in localStorage, for analytics (clickstream) and
 * the history-based recommendations. Storefront §4 Cookie consent / architecture §7: only after
 * the shopper approved; otherwise null, and nothing is created, read or stored.
 */
export function browserId(): string | null {
  if (!trackingAllowed()) return null;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.browserId);
    if (stored) return stored;
    const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(STORAGE_KEYS.browserId, id);
    return id;
  } catch {
    return null;
  }
}
