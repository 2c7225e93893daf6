/**
 * Issue 31 point 1, storefront §2 /login: social sign-in through OpenID Connect against a real
 * local provider (oidc-provider) over HTTP, the shop through Fastify inject on the real database.
 */
import type { TokenClaims } from '@trama/shared/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialProvidersFromEnv } from '../../src/config.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { bearer, uniqueEmail } from '../helpers/auth.ts';
import { signInAtProvider, startLocalOidcProvider, type LocalOidcProvider } from '../helpers/local-oidc-provider.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SHOP = 'http://localhost:8080';
const callbackOf = (name: string) => `${SHOP}/api/social-sign-in/${name}/callback`;

let t: TestApp;
let google: LocalOidcProvider;
let facebook: LocalOidcProvider;

beforeAll(async () => {
  const verified = { email: 'nobody@example.com', emailVerified: true };
  google = await startLocalOidcProvider({ name: 'google', redirectUris: [callbackOf('google')], account: verified });
  facebook = await startLocalOidcProvider({ name: 'facebook', redirectUris: [callbackOf('facebook')], account: verified });
  t = await createTestApp({
    auth: {
      publicUrl: SHOP,
      social: [
        { id: 'google', issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        { id: 'facebook', issuer: facebook.issuer, clientId: facebook.clientId, clientSecret: facebook.clientSecret },
      ],
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await facebook?.close();
});

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value;

/** The shop's start, the provider's login: the callback URL and the flow cookie the browser holds. */
async function throughProvider(name = 'google', query = 'language=fr&brandId=1') {
  const start = await t.app.inject({ method: 'GET', url: `/api/social-sign-in/${name}/start?${query}` });
  expect(start.statusCode, start.body).toBe(303);
  const flow = cookieOf(start, 'trama_social_flow')!;
  const callback = await signInAtProvider(start.headers.location as string, callbackOf(name));
  return { start, flow, callback };
}

const callbackRequest = (name: string, callback: URL, flow: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/social-sign-in/${name}/callback${callback.search}`, headers: { ...(flow ? { cookie: `trama_social_flow=${flow}` } : {}), ...headers } });

async function handoff(res: { cookies: { name: string; value: string }[] }) {
  const session = cookieOf(res, 'trama_social_session');
  return t.app.inject({ method: 'POST', url: '/api/social-sign-in/session', headers: session ? { cookie: `trama_social_session=${session}` } : {} });
}

/** A refused callback: this status, code and message key, and no session cookie. */
function expectRefusal(res: Awaited<ReturnType<typeof callbackRequest>>, statusCode: number, code: string, messageKey: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ code, messageKey });
  expect(res.cookies.find((cookie) => cookie.name === 'trama_social_session')).toBeUndefined();
}

const counts = async () => {
  const [row] = await queryRows<{ customers: string; clients: string }>(t, 'select (select count(*) from customers) as customers, (select count(*) from web_clients) as clients');
  return row;
};

describe('social sign-in (storefront §2 /login, issue 31.1)', () => {
  it('[31.1] storefront §2: the configured providers are listed for the buttons, in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/social-sign-in/providers' });
    expect(res.json()).toEqual({ providers: ['google', 'facebook'] });
  });

  it('[31.1] an unconfigured provider is 404 SOCIAL_PROVIDER_UNKNOWN, and no button without configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/social-sign-in/twitter/start' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_UNKNOWN' });
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/social-sign-in/providers' })).json()).toEqual({ providers: [] });
    } finally {
      await bare.close();
    }
  });

  it('[31.1] the start sends to the provider with code + PKCE S256, state and nonce, and seals them in an HttpOnly cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/social-sign-in/google/start?language=de&brandId=1' });
    expect(start.statusCode).toBe(303);
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(google.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: callbackOf('google'),
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/trama_social_flow=.+; Path=\/api\/social-sign-in; Max-Age=600; HttpOnly; SameSite=Lax/);
    // Sealed: neither the state nor the client secret can be read from it.
    expect(setCookie).not.toContain(location.searchParams.get('state')!);
    expect(setCookie).not.toContain(google.clientSecret);
  });

  it('[31.1] a verified e-mail new to the shop creates an activated account and signs in with the shop token of a password sign-in', async () => {
    const email = uniqueEmail('social');
    google.account = { email: email.toUpperCase(), emailVerified: true, givenName: 'Giulia', familyName: 'Rossi' };
    const { flow, callback } = await throughProvider('google', 'language=fr&brandId=1');
    const res = await callbackRequest('google', callback, flow);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/fr/login?social=done');
    expect(String(res.headers['set-cookie'])).toMatch(/trama_social_session=.+; Path=\/api\/social-sign-in\/session; Max-Age=120; HttpOnly; SameSite=Strict/);

    const session = await handoff(res);
    expect(session.statusCode, session.body).toBe(200);
    const token = session.json().id_token as string;
    const claims = decodeJwt(token) as unknown as TokenClaims;
    expect(claims).toMatchObject({ sub: email, brandId: 1 });
    const [customer] = await queryRows(t, 'select first_name, last_name, activated, password_hash, lang_key from customers where email = $1', [email]);
    expect(customer).toEqual({ first_name: 'Giulia', last_name: 'Rossi', activated: true, password_hash: null, lang_key: 'fr' });
    // The token opens the account like a password sign-in's.
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({ email });
  });

  it('[31.1] a verified e-mail of an existing account links to it (no second account)', async () => {
    facebook.account = { email: 'demo@trama.shop', emailVerified: true };
    const before = await counts();
    const { flow, callback } = await throughProvider('facebook', 'language=it&brandId=1');
    const res = await callbackRequest('facebook', callback, flow);
    expect(res.statusCode, res.body).toBe(303);
    const token = (await handoff(res)).json().id_token as string;
    const [demo] = await queryRows<{ customer_id: number }>(t, "select customer_id from customers where email = 'demo@trama.shop'");
    expect(decodeJwt(token)).toMatchObject({ sub: 'demo@trama.shop', customerId: demo!.customer_id });
    expect(await counts()).toEqual(before);
  });

  it('[31.1] the hand-off gives the token once; without it 401 SOCIAL_SIGN_IN_EXPIRED', async () => {
    const res = await handoff({ cookies: [] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_EXPIRED', messageKey: 'login.social.errors.expired' });
  });

  describe('refusals: a stable error code and nothing written', () => {
    it('[31.1] a forged state is 400 SOCIAL_STATE_INVALID', async () => {
      google.account = { email: uniqueEmail('forged'), emailVerified: true };
      const { flow, callback } = await throughProvider();
      callback.searchParams.set('state', 'forged-state-0123456789abcdefghijklmnopqrstuv');
      const before = await counts();
      const res = await callbackRequest('google', callback, flow);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID', messageKey: 'login.social.errors.expired' });
      // The flow is spent even when refused.
      expect(String(res.headers['set-cookie'])).toMatch(/^trama_social_flow=; Path=\/api\/social-sign-in; Max-Age=0; HttpOnly/);
      expect(await counts()).toEqual(before);
    });

    it('[31.1] a callback without the flow cookie (another browser, login CSRF) is 400 SOCIAL_STATE_INVALID', async () => {
      google.account = { email: uniqueEmail('csrf'), emailVerified: true };
      const { callback } = await throughProvider();
      const before = await counts();
      const res = await callbackRequest('google', callback, undefined);
      expect(res.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
      // A tampered cookie is no cookie.
      const { flow, callback: second } = await throughProvider();
      expect((await callbackRequest('google', second, `${flow.slice(0, -4)}AAAA`)).json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
      expect(await counts()).toEqual(before);
    });

    it('[31.1] a replayed code is 400 SOCIAL_CODE_REFUSED (the provider refuses it)', async () => {
      const email = uniqueEmail('replay');
      google.account = { email, emailVerified: true };
      const { flow, callback } = await throughProvider();
      expect((await callbackRequest('google', callback, flow)).statusCode).toBe(303);
      const before = await counts();
      const replay = await callbackRequest('google', callback, flow);
      expectRefusal(replay, 400, 'SOCIAL_CODE_REFUSED', 'login.social.errors.failed');
      expect(await counts()).toEqual(before);
    });

    it('[31.1] an ID token for another client (wrong audience) is 401 SOCIAL_ID_TOKEN_INVALID', async () => {
      const email = uniqueEmail('audience');
      google.account = { email, emailVerified: true };
      const { flow, callback } = await throughProvider();
      const before = await counts();
      google.tamper = 'audience';
      try {
        const res = await callbackRequest('google', callback, flow);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'SOCIAL_ID_TOKEN_INVALID' });
      } finally {
        google.tamper = null;
      }
      expect(await counts()).toEqual(before);
      expect(await queryRows(t, 'select 1 from customers where email = $1', [email])).toEqual([]);
    });

    it.each(['signature', 'expired', 'issuer'] as const)('[31.1] an ID token with a bad %s is 401 SOCIAL_ID_TOKEN_INVALID', async (tamper) => {
      google.account = { email: uniqueEmail(tamper), emailVerified: true };
      const { flow, callback } = await throughProvider();
      const before = await counts();
      google.tamper = tamper;
      try {
        expect((await callbackRequest('google', callback, flow)).json()).toMatchObject({ code: 'SOCIAL_ID_TOKEN_INVALID' });
      } finally {
        google.tamper = null;
      }
      expect(await counts()).toEqual(before);
    });

    it('[31.1] an unverified e-mail neither creates nor links: 403 SOCIAL_EMAIL_NOT_VERIFIED', async () => {
      const before = await counts();
      for (const email of [uniqueEmail('unverified'), 'demo@trama.shop']) {
        facebook.account = { email, emailVerified: false };
        const { flow, callback } = await throughProvider('facebook');
        const res = await callbackRequest('facebook', callback, flow);
        expectRefusal(res, 403, 'SOCIAL_EMAIL_NOT_VERIFIED', 'login.social.errors.emailNotVerified');
      }
      expect(await counts()).toEqual(before);
    });

    it('[31.1] a browser navigation is sent back to the sign-in page with the code, in the flow language', async () => {
      facebook.account = { email: uniqueEmail('page'), emailVerified: false };
      const { flow, callback } = await throughProvider('facebook', 'language=es&brandId=1');
      const res = await callbackRequest('facebook', callback, flow, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/es/login?socialError=SOCIAL_EMAIL_NOT_VERIFIED');
    });
  });
});

describe('social sign-in configuration (issue 31.1, docs/social-sign-in.md)', () => {
  it('[31.1] a provider is configured by its three OIDC_<ID>_* variables; unset, it has no button; one missing stops the start-up', () => {
    expect(socialProvidersFromEnv({})).toEqual([]);
    const env = { OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com', OIDC_FACEBOOK_CLIENT_ID: 'fb-id', OIDC_FACEBOOK_CLIENT_SECRET: 'fb-secret' };
    expect(socialProvidersFromEnv(env)).toEqual([{ id: 'facebook', issuer: 'https://www.facebook.com', clientId: 'fb-id', clientSecret: 'fb-secret' }]);
    expect(() => socialProvidersFromEnv({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id' })).toThrow(/OIDC_GOOGLE_CLIENT_SECRET/);
    expect(() => socialProvidersFromEnv({ OIDC_GOOGLE_ISSUER: 'accounts', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 's' })).toThrow(/absolute URL/);
  });
});
