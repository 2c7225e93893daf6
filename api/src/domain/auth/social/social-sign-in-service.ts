/**
 * Social sign-in (storefront §2 /login, issue 31 point 1; docs/social-sign-in.md): OpenID Connect
 * authorization code flow with PKCE through openid-client. The API starts the flow and exchanges
 * the code itself; the browser only ever carries sealed cookies and the provider's redirects.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@trama/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { SocialProviderConfig, SocialProviderId } from '../../../config.ts';
import type { BrandService } from '../../brands/brand-service.ts';
import { AppError } from '../../errors.ts';
import { normaliseEmail } from '../account-rules.ts';
import type { CustomerRepository, CustomerRow } from '../customer-repository.ts';
import type { SessionIssuer } from '../session-issuer.ts';
import { Service } from '../../service.ts';
import type { SealedCookies } from './sealed-cookie.ts';

/** Long enough to type a password at the provider, short enough that a stolen cookie is soon worthless. */
export const FLOW_TTL_SECONDS = 10 * 60;
/** The signed-in hand-off is read by the login page right after the redirect. */
export const HANDOFF_TTL_SECONDS = 2 * 60;
const FLOW = 'social-flow';
const HANDOFF = 'social-handoff';

const socialError = (statusCode: number, code: string, message: string, messageKey: string, cause?: unknown) =>
  new AppError(statusCode, code, message, { messageKey, cause });

export const unknownProvider = () =>
  socialError(404, 'SOCIAL_PROVIDER_UNKNOWN', 'This social sign-in provider is not configured.', 'login.social.errors.failed');
const invalidState = () =>
  socialError(400, 'SOCIAL_STATE_INVALID', 'The sign-in was not started here, took too long or was already used.', 'login.social.errors.expired');
const providerRefused = (cause?: unknown) =>
  socialError(400, 'SOCIAL_PROVIDER_REFUSED', 'The provider did not authorise the sign-in.', 'login.social.errors.failed', cause);
const codeRefused = (cause?: unknown) =>
  socialError(400, 'SOCIAL_CODE_REFUSED', 'The provider refused the authorization code (already used, expired or not ours).', 'login.social.errors.failed', cause);
const idTokenInvalid = (cause?: unknown) =>
  socialError(401, 'SOCIAL_ID_TOKEN_INVALID', "The provider's ID token failed verification (issuer, audience, signature, expiry or nonce).", 'login.social.errors.failed', cause);
const emailNotVerified = () =>
  socialError(403, 'SOCIAL_EMAIL_NOT_VERIFIED', 'The provider does not vouch for this e-mail address: no account is linked nor created.', 'login.social.errors.emailNotVerified');
const providerUnavailable = (cause?: unknown) =>
  socialError(503, 'SOCIAL_PROVIDER_UNAVAILABLE', 'The provider cannot be reached.', 'login.social.errors.unavailable', cause);
export const handoffMissing = () =>
  socialError(401, 'SOCIAL_SIGN_IN_EXPIRED', 'No social sign-in is waiting: start again.', 'login.social.errors.expired');

export interface SocialSignInDeps {
  providers: SocialProviderConfig[];
  /** PUBLIC_URL: the redirect URI registered at each provider is built on it, never on the Host header. */
  publicUrl: string;
  cookies: SealedCookies;
  customers: CustomerRepository;
  sessions: SessionIssuer;
  brands: BrandService;
  log: FastifyBaseLogger;
}

export interface FlowStart {
  authorizationUrl: string;
  /** Sealed state, nonce and PKCE verifier: the callback's only proof it answers our request. */
  flowCookie: string;
}

interface Flow {
  provider: SocialProviderId;
  state: string;
  nonce: string;
  verifier: string;
  language: Language;
  brandId: number;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const sameString = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export class SocialSignInService extends Service<SocialSignInDeps> {
  private readonly discovered = new Map<SocialProviderId, Promise<oidc.Configuration>>();

  /** The configured providers, in the buttons' order: the shell shows only these. */
  configured(): SocialProviderId[] {
    return this.deps.providers.map((provider) => provider.id);
  }

  redirectUri(provider: SocialProviderId): string {
    return `${this.deps.publicUrl}/api/social-sign-in/${provider}/callback`;
  }

  /** Step 1: a fresh state, nonce and PKCE verifier, sealed in a cookie; the provider's authorization URL. */
  async start(providerId: string, language: Language, brandId: number): Promise<FlowStart> {
    const provider = this.provider(providerId);
    await this.deps.brands.assertExists(brandId);
    const config = await this.configuration(provider);
    const flow: Flow = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      language,
      brandId,
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(provider.id),
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl: authorizationUrl.href, flowCookie: await this.deps.cookies.seal(FLOW, { ...flow }, FLOW_TTL_SECONDS) };
  }

  /** The language the flow cookie was started in, for sending a refusal back to the right page. */
  async flowLanguage(flowCookie: string | undefined): Promise<Language | null> {
    const payload = await this.deps.cookies.open(FLOW, flowCookie);
    return (payload?.language as Language | undefined) ?? null;
  }

  /**
   * Step 2, the provider's redirect: state checked against the cookie, the code exchanged with the
   * PKCE verifier, the ID token verified (issuer, audience, signature, expiry, nonce), then the
   * account found or created by verified e-mail and the shop's own token sealed for the page.
   * Every refusal happens before anything is written.
   */
  async finish(providerId: string, query: Record<string, string>, flowCookie: string | undefined): Promise<{ language: Language; handoffCookie: string }> {
    const provider = this.provider(providerId);
    const flow = (await this.deps.cookies.open(FLOW, flowCookie)) as (Flow & Record<string, unknown>) | null;
    if (!flow || flow.provider !== provider.id || typeof query.state !== 'string' || !sameString(query.state, flow.state)) throw invalidState();
    if (query.error) throw providerRefused(new Error(`${query.error}: ${query.error_description ?? ''}`));

    const config = await this.configuration(provider);
    const callback = new URL(this.redirectUri(provider.id));
    for (const [name, value] of Object.entries(query)) callback.searchParams.set(name, value);
    let claims: oidc.IDToken;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims()!;
    } catch (error) {
      throw this.exchangeError(provider.id, error);
    }

    const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
    // Only an address the provider vouches for may open an account: an unverified one could be anyone's.
    if (!email.includes('@') || (claims.email_verified !== true && claims.email_verified !== 'true')) throw emailNotVerified();

    const customer = await this.accountFor(email, claims, flow);
    const group = await this.deps.customers.groupOf(flow.brandId);
    const brandId = group ? flow.brandId : (await this.deps.customers.webClients(customer.customerId))[0]!.brandId;
    const token = await this.deps.sessions.issue(customer, brandId);
    this.deps.log.info({ provider: provider.id, customerId: customer.customerId }, 'social sign-in');
    return { language: flow.language, handoffCookie: await this.deps.cookies.seal(HANDOFF, { token }, HANDOFF_TTL_SECONDS) };
  }

  /** Step 3, the login page after the redirect: the shop's id_token, as a password sign-in answers it. */
  async handoff(handoffCookie: string | undefined): Promise<{ id_token: string }> {
    const payload = await this.deps.cookies.open(HANDOFF, handoffCookie);
    if (!payload || typeof payload.token !== 'string') throw handoffMissing();
    return { id_token: payload.token };
  }

  private provider(providerId: string): SocialProviderConfig {
    const provider = this.deps.providers.find((candidate) => candidate.id === providerId);
    if (!provider) throw unknownProvider();
    return provider;
  }

  /** Discovery once per provider; a failure is not kept, so the next click tries again. */
  private configuration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let config = this.discovered.get(provider.id);
    if (!config) {
      const issuer = new URL(provider.issuer);
      config = oidc
        .discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
          timeout: 10,
          // Signature checked against the provider's JWKS even though the token came over TLS
          // (OIDC Core §3.1.3.7 would allow skipping it); plain HTTP only for a provider on this machine.
          execute: [oidc.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [])],
        })
        .catch((error: unknown) => {
          this.discovered.delete(provider.id);
          throw providerUnavailable(error);
        });
      this.discovered.set(provider.id, config);
    }
    return config;
  }

  private exchangeError(provider: SocialProviderId, error: unknown): AppError {
    this.deps.log.warn({ err: error, provider }, 'social sign-in refused');
    if (error instanceof AppError) return error;
    if (error instanceof oidc.AuthorizationResponseError) return providerRefused(error);
    if (error instanceof oidc.ResponseBodyError) return codeRefused(error);
    if (error instanceof oidc.ClientError) {
      const cause = (error as { cause?: unknown }).cause;
      const code = error.code ?? '';
      if (/NETWORK|TIMEOUT/i.test(code) || cause instanceof TypeError) return providerUnavailable(error);
      return idTokenInvalid(error);
    }
    return providerUnavailable(error);
  }

  /** Linked by verified e-mail; else a new, activated account without password (a reset can give it one). */
  private async accountFor(email: string, claims: oidc.IDToken, flow: Flow): Promise<CustomerRow> {
    const existing = await this.deps.customers.findByEmail(email);
    if (existing) return existing.activated ? existing : ((await this.deps.customers.markActivated(existing.customerId)) ?? existing);
    const group = await this.deps.customers.groupOf(flow.brandId);
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
    const created = await this.deps.customers.create(
      {
        email,
        passwordHash: null,
        firstName: text(claims.given_name) || text(claims.name),
        lastName: text(claims.family_name),
        gender: null,
        birthdate: null,
        langKey: flow.language,
        customerCode: group!.customerCode,
        activated: true,
      },
      [flow.brandId],
      { preferredStoreId: null, multisiteOptin: 'N', dataOptin: 'N', newsOptin: 'N', newsOptinDate: null, country: 'IT' },
    );
    // Two tabs finishing at once: the unique e-mail lets one insert win, the other links to it.
    return created ?? (await this.deps.customers.findByEmail(email))!;
  }
}
