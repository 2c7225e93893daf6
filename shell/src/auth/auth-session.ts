import { fetchUserInfo, getApiClient, revokeTokens, type ApiClient } from '@trama/shared/api';
import { getBus, type AuthFact, type EventBus } from '@trama/shared/bus';
import { STORAGE_KEYS } from '@trama/shared/contract';
import { isTokenValid, tokenClaims, tokenExpiry } from './token.ts';
import { browserTokenStore, tokenStorage, type TokenStore } from './token-storage.ts';

export const SIGNED_OUT: AuthFact = Object.freeze({ authenticated: false, token: null, user: null });

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AuthSessionDeps {
  api: ApiClient;
  bus: EventBus;
  store: TokenStore | null;
  /** Where other tabs' storage events arrive (window); null outside a browser. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
}

export interface AuthSession {
  /** Restores a stored token and listens for 401s, other tabs, `auth.logout` and `auth.renew`; returns stop. */
  start(): () => void;
  /** A token from /api/authenticate or /api/activate: stored, and the shopper is signed in. */
  signIn(token: string): void;
  /** Token gone, signed-out fact published; the page stays where it is. */
  signOut(): void;
  /**
   * signOut, then home (storefront §4 Login: "logout ... signs out and goes home"); the API is told
   * to refuse the customer's tokens from now on, best effort (offline, the shopper is signed out here all the same).
   */
  logout(): void;
  current(): AuthFact;
}

/**
 * The shell's session (architecture §2: the shell owns auth). Every change is published as the
 * `auth` fact and mirrored into the API client, so secured calls of every remote send the bearer.
 */
export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const { api, bus, events } = deps;
  const now = deps.now ?? Date.now;
  const storage = tokenStorage(deps.store);
  let state: AuthFact = SIGNED_OUT;
  // Bumped by every sign-in and sign-out: a late user-info answer for an older session is dropped.
  let generation = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const publish = (next: AuthFact) => {
    state = next;
    api.configure({ token: next.token });
    bus.publish('auth', next);
  };

  const clearExpiry = () => {
    if (expiryTimer !== undefined) clearTimeout(expiryTimer);
    expiryTimer = undefined;
  };

  // A token that expires while the page is open signs the shopper out then, not at the next click.
  const scheduleExpiry = (token: string) => {
    clearExpiry();
    const expiry = tokenExpiry(token);
    if (expiry === null) return;
    const wait = expiry - now();
    if (wait > MAX_TIMER_MS) return;
    expiryTimer = setTimeout(() => {
      if (state.token === token) signOut();
    }, Math.max(wait, 0));
  };

  /** Storefront §4: the token is valid by its expiry claim, then the user info is fetched. */
  const adopt = (token: string) => {
    generation += 1;
    const mine = generation;
    publish({ authenticated: true, token, user: null });
    scheduleExpiry(token);
    fetchUserInfo(api).then(
      (user) => {
        if (mine === generation) publish({ authenticated: true, token, user });
      },
      // A 401 has already signed the shopper out (onUnauthorized); any other failure keeps the
      // session without a name — the header falls back to the token's e-mail.
      () => undefined,
    );
  };

  function signOut(): void {
    generation += 1;
    clearExpiry();
    storage.remove();
    if (state.authenticated || state.token !== null) publish(SIGNED_OUT);
  }

  function signIn(token: string): void {
    if (!isTokenValid(token, now())) {
      signOut();
      return;
    }
    storage.write(token);
    adopt(token);
  }

  function logout(): void {
    const token = state.token;
    signOut();
    bus.send('navigate', { to: '/' });
    // A copy of the token (another device, a leak) must not outlive the logout (issue 12 point 13).
    if (token !== null) revokeTokens(api, token).catch(() => undefined);
  }

  /** Account §5: after a password change only the new token works; same customer, still valid, or nothing. */
  function renew(token: string): void {
    if (!state.authenticated || state.token === null || !isTokenValid(token, now())) return;
    if (tokenClaims(token)?.sub !== tokenClaims(state.token)?.sub) return;
    storage.write(token);
    adopt(token);
  }

  /** Storefront §4 Login: "on load, if a token is stored ... validated, then user info is fetched". */
  const restore = () => {
    const stored = storage.read();
    if (isTokenValid(stored, now())) {
      adopt(stored);
      return;
    }
    if (stored !== null) storage.remove();
    publish(SIGNED_OUT);
  };

  // Another tab signed in or out: this tab follows without writing storage back.
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key !== STORAGE_KEYS.token && key !== null) return;
    const token = storage.read();
    if (isTokenValid(token, now())) {
      if (token !== state.token) adopt(token);
    } else if (state.authenticated) {
      generation += 1;
      clearExpiry();
      publish(SIGNED_OUT);
    }
  };

  function start(): () => void {
    restore();
    const offUnauthorized = api.onUnauthorized(() => {
      // A 401 while signed out is a wrong password, not a lost session.
      if (state.authenticated) signOut();
    });
    const offLogout = bus.handle('auth.logout', () => logout());
    const offRenew = bus.handle('auth.renew', ({ token }) => renew(token));
    events?.addEventListener('storage', onStorage);
    return () => {
      offUnauthorized();
      offLogout();
      offRenew();
      events?.removeEventListener('storage', onStorage);
      clearExpiry();
    };
  }

  return { start, signIn, signOut, logout, current: () => state };
}

let session: AuthSession | null = null;

/** The page's session, on the page's API client and bus. */
export function authSession(): AuthSession {
  session ??= createAuthSession({
    api: getApiClient(),
    bus: getBus(),
    store: browserTokenStore(),
    events: typeof window !== 'undefined' ? window : null,
  });
  return session;
}

/** Called once by bootstrap; tests call it per test and stop it afterwards. */
export function startAuthSession(): () => void {
  const started = authSession();
  const stop = started.start();
  return () => {
    stop();
    if (session === started) session = null;
  };
}
