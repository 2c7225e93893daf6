/**
 * Browser storage (storefront §9) for every slice. Nothing here throws on reading: storage can be
 * missing (a server render) or refuse access (privacy mode, a sandboxed frame), and the shop then
 * works for the page only. Never called at module scope: storage exists in the browser only.
 */

/** The browser's local storage, or null where there is none or it refuses access. */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readKey(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** null removes the key. Throws when the browser refuses the write (quota): the caller decides what the shopper sees. */
export function writeKey(key: string, value: string | null): void {
  const store = localStore();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** A removal that cannot fail the caller (removing never needs quota). */
export function removeKey(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing stored can be reached, so there is nothing to remove.
  }
}

/** Calls `onChange` when another tab changes one of `keys`, or clears all storage (the event's key is then null). */
export function watchStoredKeys(keys: ReadonlySet<string>, onChange: () => void): void {
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) onChange();
  });
}
