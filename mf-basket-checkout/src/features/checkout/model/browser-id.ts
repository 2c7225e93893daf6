import { STORAGE_KEYS } from '@trama/shared/contract';
import { readKey, writeKey } from '../../../state/browser-storage.ts';

/** Account §9 browserId: one random id per browser, created on first need, kept in localStorage. */
export function browserId(): string {
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
