import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client.ts';

function answer(status: number, body: unknown = {}) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const authorization = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.authorization;

afterEach(() => vi.unstubAllGlobals());

describe('api client bearer token (storefront §6)', () => {
  it('§6 a secured call sends the bearer; a public call does not', async () => {
    const fetchMock = answer(200);
    const api = new ApiClient({ token: 'jwt' });
    await api.get('/api/account', { secured: true });
    await api.get('/api/external/menu');
    expect(authorization(fetchMock.mock.calls[0]?.[1])).toBe('Bearer jwt');
    expect(authorization(fetchMock.mock.calls[1]?.[1])).toBeUndefined();
  });

  it('a call that also answers visitors sends the token only when there is one', async () => {
    const fetchMock = answer(200);
    const api = new ApiClient();
    await api.get('/api/external/web-discount/validate-discount', { withTokenIfAny: true });
    api.configure({ token: 'jwt' });
    await api.get('/api/external/web-discount/validate-discount', { withTokenIfAny: true });
    expect(authorization(fetchMock.mock.calls[0]?.[1])).toBeUndefined();
    expect(authorization(fetchMock.mock.calls[1]?.[1])).toBe('Bearer jwt');
  });

  it('a 401 to a call that sent the token ends the session; a 401 without one (wrong password) does not', async () => {
    answer(401, { code: 'BAD_CREDENTIALS', messageKey: 'signIn.1' });
    const api = new ApiClient({ token: null });
    const ended = vi.fn();
    api.onUnauthorized(ended);
    await expect(api.post('/api/authenticate', {})).rejects.toMatchObject({ status: 401, messageKey: 'signIn.1' });
    expect(ended).not.toHaveBeenCalled();
    api.configure({ token: 'expired' });
    await expect(api.get('/api/account', { secured: true })).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('issue 30 §3 answers the page carries (the wake needs no API round trip)', () => {
  it('a recorded anonymous GET answers the same call once in the browser, in the same language; then the API is asked', async () => {
    const recorded: { key: string; answer: unknown }[] = [];
    const server = new ApiClient({ language: 'fr', baseUrl: 'http://127.0.0.1:8080', record: (key, data) => recorded.push({ key, answer: data }) });
    answer(200, { remotes: [] });
    await server.get('/api/external/brands/3/label-languages', { query: { language: 'fr' } });
    await server.get('/api/account', { secured: true }).catch(() => undefined);
    expect(recorded.map((entry) => entry.key)).toEqual(['fr /api/external/brands/3/label-languages?language=fr']);

    const fetchMock = answer(200, ['fresh']);
    const browser = new ApiClient({ language: 'fr' });
    browser.prime(recorded);
    expect(await browser.get('/api/external/brands/3/label-languages', { query: { language: 'fr' } })).toEqual({ remotes: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await browser.get('/api/external/brands/3/label-languages', { query: { language: 'fr' } })).toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another language, another query or a signed-in call is not answered from the page', async () => {
    const fetchMock = answer(200, 'network');
    const browser = new ApiClient({ language: 'it', token: 'jwt' });
    browser.prime([{ key: 'fr /api/external/remotes', answer: 'page' }, { key: 'it /api/external/x?a=1', answer: 'page' }, { key: 'it /api/account', answer: 'page' }]);
    expect(await browser.get('/api/external/remotes')).toBe('network');
    expect(await browser.get('/api/external/x', { query: { a: 2 } })).toBe('network');
    expect(await browser.get('/api/account', { secured: true })).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
