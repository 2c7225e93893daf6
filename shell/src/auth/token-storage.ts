import { STORAGE_KEYS } from '@trama/shared/contract';

export type TokenStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The id_token in browser storage (storefront §4 Login: "success stores the token"). Storage
 * can be missing or throw (private browsing, blocked cookies): the shopper then stays signed in
 * for this page only, which is better than a crash.
 */
export function tokenStorage(store: TokenStore | null) {
  const attempt = <T,>(run: (s: TokenStore) => T, fallback: T): T => {
    if (!store) return fallback;
    try {
      return run(store);
    } catch {
      return fallback;
    }
  };
  return {
    read: (): string | null => attempt((s) => s.getItem(STORAGE_KEYS.token), null),
    write: (token: string): void => attempt((s) => s.setItem(STORAGE_KEYS.token, token), undefined),
    remove: (): void => attempt((s) => s.removeItem(STORAGE_KEYS.token), undefined),
  };
}

export function browserTokenStore(): TokenStore | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
