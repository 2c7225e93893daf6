/**
 * Browser storage for the basket's keys (storefront §9). Reading never throws: storage can be
 * missing or refuse access (privacy mode, sandboxed frame), and the shop then works for the page only.
 */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** null removes the key. Throws when the browser refuses the write (quota): the caller decides what the shopper sees. */
export function writeKey(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** A removal that cannot fail the caller (removing never needs quota). */
export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored can be reached, so there is nothing to remove.
  }
}
