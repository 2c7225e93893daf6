/**
 * The popups' browser storage (storefront §9 keys noPop and NoDiscount; the /validate page's
 * discountPopup notice). Browser only: the host reads it through useSyncExternalStore with a
 * server snapshot of "nothing known", so the server's HTML and the hydrating render agree. Storage
 * switched off: popups behave as on a first visit and nothing is remembered.
 */
import { STORAGE_KEYS, type DiscountPopupNotice } from '@trama/shared/contract';

type Area = 'localStorage' | 'sessionStorage';

function read(area: Area, key: string): string | null {
  try {
    return globalThis[area]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function write(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) globalThis[area]?.removeItem(key);
    else globalThis[area]?.setItem(key, value);
  } catch {
    // Storage refused: the popup may come back on the next page load; nothing else depends on it.
  }
  for (const listener of listeners) listener();
}

/** Hears this module's writes and other tabs' (the `storage` event): for useSyncExternalStore. */
export function subscribePopupStorage(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

/**
 * noPop: kept for good (localStorage) once the shopper subscribed through the popup (§4 "success
 * stores a marker so the popup is not shown again"); for this visit only (sessionStorage) when
 * they closed it: a "not now", not a "never".
 */
export function noPopStored(): boolean {
  return read('localStorage', STORAGE_KEYS.noPop) !== null || read('sessionStorage', STORAGE_KEYS.noPop) !== null;
}

export function storeNoPop(forGood: boolean): void {
  write(forGood ? 'localStorage' : 'sessionStorage', STORAGE_KEYS.noPop, 'true');
}

function isNotice(value: unknown): value is DiscountPopupNotice {
  if (!value || typeof value !== 'object') return false;
  const { code, key, values } = value as Record<string, unknown>;
  const textValues = values === undefined || (typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string'));
  return typeof code === 'string' && code !== '' && typeof key === 'string' && key !== '' && textValues;
}

/**
 * The code the /validate page applied, unless the shopper already closed its popup (NoDiscount
 * holds that code): the same code does not pop again, a new one does.
 */
export function pendingDiscount(): DiscountPopupNotice | null {
  const raw = read('sessionStorage', STORAGE_KEYS.discountPopup);
  if (!raw) return null;
  let notice: unknown;
  try {
    notice = JSON.parse(raw);
  } catch {
    notice = null;
  }
  // Read only (this runs while rendering): an unreadable or closed notice is simply not pending.
  if (!isNotice(notice) || read('localStorage', STORAGE_KEYS.noDiscount) === notice.code) return null;
  return notice;
}

/** What the popups need to know, as one string (a stable snapshot: equal while nothing changed). */
export function popupStorageSnapshot(): string {
  return JSON.stringify({ noPop: noPopStored(), discount: pendingDiscount() });
}

export interface PopupStorage {
  noPop: boolean;
  discount: DiscountPopupNotice | null;
}

export const readPopupSnapshot = (snapshot: string): PopupStorage => JSON.parse(snapshot) as PopupStorage;

/** Closed: NoDiscount remembers the code and the notice is spent. */
export function dismissDiscount(code: string): void {
  write('localStorage', STORAGE_KEYS.noDiscount, code);
  write('sessionStorage', STORAGE_KEYS.discountPopup, null);
}
