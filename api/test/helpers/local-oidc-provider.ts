// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; a reference also reaches the e2e program that imports this file
/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OpenID provider on this machine (oidc-provider, OpenID certified) for the social sign-in
 * tests (issue 31 point 1, docs/social-sign-in.md): API tests drive it over HTTP, the e2e server
 * (e2e/support/server.ts) starts one per button. Its login step signs in `account` at once (no
 * form to fill); `tamper` makes its token endpoint answer an ID token a misbehaving or hostile
 * provider would, re-signed so only the tampered part is wrong.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface LocalAccount {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export type Tamper = 'audience' | 'signature' | 'expired' | 'issuer' | null;

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next login at the provider is. */
  account: LocalAccount;
  tamper: Tamper;
  close(): Promise<void>;
}

export interface LocalProviderOptions {
  /** Also the prefix of its cookie names: two providers on one host name keep their sessions apart. */
  name: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  account: LocalAccount;
}

/** A second client of the same provider: the audience of a tampered ID token. */
export const OTHER_CLIENT_ID = 'another-shop';

export async function startLocalOidcProvider(options: LocalProviderOptions): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? `shop-${options.name}`;
  const clientSecret = options.clientSecret ?? `secret-of-${options.name}-0123456789abcdef0123456789`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: `${options.name}-1`, alg: 'RS256', use: 'sig' };
  const { privateKey: strangerKey } = await generateKeyPair('RS256');

  const accounts = new Map<string, LocalAccount>();
  const local: LocalOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    account: options.account,
    tamper: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      { client_id: OTHER_CLIENT_ID, client_secret: 'another-secret-0123456789abcdef0123', redirect_uris: ['http://127.0.0.1/other'], token_endpoint_auth_method: 'client_secret_post' },
    ],
    jwks: { keys: [signingJwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // As Google does: the ID token of a code flow carries the e-mail claims the scope asked for.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    cookies: {
      keys: [`cookie-key-${options.name}-0123456789`],
      names: { session: `_${options.name}_session`, interaction: `_${options.name}_interaction`, resume: `_${options.name}_resume` },
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // First-party clients: no consent screen (the shopper chose the button).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    const interaction = /^\/interaction\/[^/]+$/.exec(ctx.path);
    if (!interaction) {
      await next();
      if (ctx.path === '/token' && local.tamper && ctx.status === 200) ctx.body = await tampered(ctx.body as Record<string, unknown>);
      return;
    }
    const sub = `${options.name}-${accounts.size + 1}`;
    accounts.set(sub, local.account);
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  });

  async function tampered(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const claims = decodeJwt(String(body.id_token));
    const now = Math.floor(Date.now() / 1000);
    if (local.tamper === 'audience') claims.aud = OTHER_CLIENT_ID;
    if (local.tamper === 'issuer') claims.iss = 'http://127.0.0.1:1/impostor';
    if (local.tamper === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    const key = local.tamper === 'signature' ? strangerKey : privateKey;
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'JWT' }).sign(key);
    return { ...body, id_token: idToken };
  }

  server.on('request', provider.callback());
  return local;
}

/**
 * What a browser does between the shop's redirect and the provider's: follows the provider's
 * redirects with its cookies until it is sent to the shop's callback; that URL.
 */
export async function signInAtProvider(authorizationUrl: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider never sent the browser back to the shop');
}
