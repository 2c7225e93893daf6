import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWebClient, getApiClient } from '@trama/shared/api';
import { getBus, type AuthFact } from '@trama/shared/bus';
import { anna, expiredToken, fakeToken, freshBus, recordFacts } from '../test-support/auth.ts';
import { fail, ok, stubApi, type StubRoute } from '../test-support/api.ts';
import { startAuthSession, authSession } from './auth-session.ts';

let stop: () => void = () => undefined;
let navigations: { to: string }[] = [];
let facts: AuthFact[] = [];

function start(userInfo: StubRoute = () => ok(anna)) {
  const api = stubApi({ routes: { 'GET /api/account': userInfo } });
  stop = startAuthSession();
  return api;
}

const lastFact = () => facts.at(-1);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  navigations = freshBus();
  facts = recordFacts('auth');
  getApiClient().configure({ token: null });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('auth session on load (storefront §4 Login)', () => {
  it('§4 with no stored token the shopper is a visitor', () => {
    start();
    expect(facts).toEqual([{ authenticated: false, token: null, user: null }]);
  });

  it('§4 a stored valid token signs the shopper in, then the user info is fetched with the bearer', async () => {
    const token = fakeToken();
    localStorage.setItem('id_token', token);
    const api = start();
    expect(lastFact()).toEqual({ authenticated: true, token, user: null });
    await vi.waitFor(() => expect(lastFact()?.user).toEqual(anna));
    const call = api.requests.find((r) => r.url.pathname === '/api/account');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${token}`);
    // Every remote's secured calls now carry the same bearer (storefront §6).
    expect(getApiClient().currentContext.token).toBe(token);
  });

  it('§4 an expired stored token is removed and the shopper stays a visitor, without asking the API', () => {
    localStorage.setItem('id_token', expiredToken());
    const api = start();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(facts).toEqual([{ authenticated: false, token: null, user: null }]);
    expect(api.requests).toHaveLength(0);
  });

  it('§4 a stored value that is not a token (or has no expiry) is removed', () => {
    localStorage.setItem('id_token', 'not-a-jwt');
    start();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(lastFact()?.authenticated).toBe(false);
  });

  it('§4 a stored token the API refuses (401 on the user info) signs the shopper out cleanly', async () => {
    localStorage.setItem('id_token', fakeToken());
    start(() => fail(401, 'UNAUTHORIZED'));
    await vi.waitFor(() => expect(lastFact()).toEqual({ authenticated: false, token: null, user: null }));
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(getApiClient().currentContext.token).toBeNull();
  });

  it('a user-info failure other than 401 keeps the session (the server is down, the token is fine)', async () => {
    localStorage.setItem('id_token', fakeToken());
    start(() => fail(503, 'DOWN'));
    await flush();
    expect(lastFact()?.authenticated).toBe(true);
    expect(localStorage.getItem('id_token')).not.toBeNull();
  });
});

describe('sign-in, 401 and logout (storefront §4 Login, §6)', () => {
  it('§4 success stores the token and marks the shopper authenticated', async () => {
    start();
    const token = fakeToken();
    authSession().signIn(token);
    expect(localStorage.getItem('id_token')).toBe(token);
    expect(lastFact()).toMatchObject({ authenticated: true, token });
    await vi.waitFor(() => expect(lastFact()?.user?.firstName).toBe('Anna'));
  });

  it('§6 a 401 from any secured call while signed in signs the shopper out, without a crash', async () => {
    localStorage.setItem('id_token', fakeToken());
    const api = start();
    await vi.waitFor(() => expect(lastFact()?.user).toEqual(anna));
    api.fetchMock.mockImplementation(async () => new Response('{}', { status: 401 }));
    await expect(fetchWebClient(getApiClient())).rejects.toMatchObject({ status: 401 });
    expect(lastFact()).toEqual({ authenticated: false, token: null, user: null });
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('a 401 while signed out (a wrong password) publishes nothing new', async () => {
    const api = start();
    api.fetchMock.mockImplementation(async () => new Response('{}', { status: 401 }));
    await expect(getApiClient().post('/api/authenticate', {})).rejects.toMatchObject({ status: 401 });
    expect(facts).toHaveLength(1);
  });

  it('§4 logout (the auth.logout command) removes the token, publishes signed-out and goes home', async () => {
    localStorage.setItem('id_token', fakeToken());
    start();
    await getBus().request('auth.logout', {});
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(lastFact()).toEqual({ authenticated: false, token: null, user: null });
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it('§4 logout asks the API to refuse the token from now on (POST /api/account/logout with that bearer)', async () => {
    const token = fakeToken();
    localStorage.setItem('id_token', token);
    const api = start();
    await getBus().request('auth.logout', {});
    await vi.waitFor(() => expect(api.requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/account/logout')).toBe(true));
    const revoke = api.requests.find((r) => r.url.pathname === '/api/account/logout')!;
    expect(revoke.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('§4 logout while offline still signs the shopper out and goes home', async () => {
    localStorage.setItem('id_token', fakeToken());
    const api = start();
    await vi.waitFor(() => expect(lastFact()?.user).toEqual(anna));
    api.fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await getBus().request('auth.logout', {});
    await flush();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(lastFact()).toEqual({ authenticated: false, token: null, user: null });
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it('a user-info answer that arrives after a logout does not sign the shopper back in', async () => {
    let answer: (reply: ReturnType<StubRoute>) => void = () => undefined;
    localStorage.setItem('id_token', fakeToken());
    start(() => new Promise((resolve) => (answer = resolve)));
    authSession().logout();
    answer(ok(anna));
    await flush();
    expect(lastFact()).toEqual({ authenticated: false, token: null, user: null });
  });

  it('§4 a token that expires while the page is open signs the shopper out at its expiry', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    start();
    authSession().signIn(fakeToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
    vi.advanceTimersByTime(59_000);
    expect(lastFact()?.authenticated).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(lastFact()?.authenticated).toBe(false);
    expect(localStorage.getItem('id_token')).toBeNull();
  });
});

describe('a password change hands over the new token (account §5, auth.renew)', () => {
  it('§5 the new token of the same customer replaces the old one: stored, published, sent as bearer', async () => {
    const old = fakeToken({ exp: Math.floor(Date.now() / 1000) + 600 });
    localStorage.setItem('id_token', old);
    start();
    const renewed = fakeToken({ exp: Math.floor(Date.now() / 1000) + 1200 });
    await getBus().request('auth.renew', { token: renewed });
    expect(localStorage.getItem('id_token')).toBe(renewed);
    expect(lastFact()).toMatchObject({ authenticated: true, token: renewed });
    expect(getApiClient().currentContext.token).toBe(renewed);
  });

  it('§5 a token of another customer, an expired one, or one sent while signed out is ignored', async () => {
    start();
    await getBus().request('auth.renew', { token: fakeToken() });
    expect(lastFact()?.authenticated).toBe(false);
    expect(localStorage.getItem('id_token')).toBeNull();

    const mine = fakeToken();
    localStorage.setItem('id_token', mine);
    stop();
    start();
    await getBus().request('auth.renew', { token: fakeToken({ sub: 'bruno@example.it' }) });
    await getBus().request('auth.renew', { token: expiredToken() });
    expect(localStorage.getItem('id_token')).toBe(mine);
    expect(lastFact()).toMatchObject({ authenticated: true, token: mine });
  });
});

describe('another tab (storefront §4 Login)', () => {
  const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('a sign-in in another tab signs this tab in', async () => {
    start();
    const token = fakeToken();
    localStorage.setItem('id_token', token);
    storageEvent('id_token');
    expect(lastFact()).toMatchObject({ authenticated: true, token });
    await vi.waitFor(() => expect(lastFact()?.user).toEqual(anna));
  });

  it('a sign-out in another tab signs this tab out', () => {
    localStorage.setItem('id_token', fakeToken());
    start();
    localStorage.removeItem('id_token');
    storageEvent('id_token');
    expect(lastFact()).toEqual({ authenticated: false, token: null, user: null });
  });

  it('changes to other storage keys are ignored', () => {
    start();
    localStorage.setItem('id_token', fakeToken());
    storageEvent('wishlist');
    expect(facts).toHaveLength(1);
  });
});
