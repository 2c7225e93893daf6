import { STORAGE_KEYS } from '@trama/shared/contract';

/** §9 browserId: one random id per browser, created on first need, kept in localStorage. */
export function browserId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.browserId);
    if (stored) return stored;
    const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(STORAGE_KEYS.browserId, id);
    return id;
  } catch {
    return 'anonymous';
  }
}
