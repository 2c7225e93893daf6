/** Where the API finds its files and database; every path can be moved by an env var (README). */
import net from 'node:net';
import path from 'node:path';
import { parseOriginList } from './domain/security/content-security-policy.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface SitePaths {
  /** flagd-format flag file (architecture §2). */
  flagsFile: string;
  /** Deploy registry: { remotes: { <name>: { manifestUrl } } }. */
  registryFile: string;
  /** Holds remotes/<name>/<buildId>/ (served at /remotes). */
  deployDir: string;
  /** The shell's production build (served at /). */
  shellDist: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** When set, the API uses this server and starts no embedded PostgreSQL. */
  databaseUrl: string | null;
  pgPort: number;
  pgDataDir: string;
  paths: SitePaths;
}

function resolved(value: string | undefined, fallback: string): string {
  return value ? path.resolve(value) : fallback;
}

export function sitePathsFromEnv(env: NodeJS.ProcessEnv = process.env): SitePaths {
  const deployDir = resolved(env.DEPLOY_DIR, path.join(REPO_ROOT, 'deploy'));
  return {
    flagsFile: resolved(env.FLAGS_FILE, path.join(REPO_ROOT, 'config/flags.json')),
    registryFile: resolved(env.REMOTE_REGISTRY_FILE, path.join(deployDir, 'registry.json')),
    deployDir,
    shellDist: resolved(env.SHELL_DIST, path.join(REPO_ROOT, 'shell/dist')),
  };
}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: portFrom(env.PORT, 8080, 'PORT'),
    host: 'localhost',
    databaseUrl: env.DATABASE_URL || null,
    pgPort: portFrom(env.PG_PORT, 54320, 'PG_PORT'),
    pgDataDir: resolved(env.PGDATA_DIR, path.join(REPO_ROOT, 'data/postgres')),
    paths: sitePathsFromEnv(env),
  };
}

/** Requests allowed per fixed window, per bucket (architecture §4: counted in PostgreSQL). */
export interface RateLimitConfig {
  windowSeconds: number;
  authenticatePerEmail: number;
  authenticatePerIp: number;
  checkEmailPerIp: number;
  resetPerEmail: number;
  resetPerIp: number;
  registerPerEmail: number;
  registerPerIp: number;
  /** Issue 29 §5: the visitor forms, each per e-mail and per client IP. */
  contactPerEmail: number;
  contactPerIp: number;
  newsletterPerEmail: number;
  newsletterPerIp: number;
  shopperPerEmail: number;
  shopperPerIp: number;
}

export interface AuthConfig {
  /** NODE_ENV=production: JWT_SECRET required, no local mailbox. */
  production: boolean;
  /** HS256 key; null outside production = generated once and kept in app_secrets. */
  jwtSecret: string | null;
  /**
   * Origin of every link the API writes into an e-mail (PUBLIC_URL, normalised: no trailing
   * slash). Never the request's Host, which the client chooses. Required in production; outside
   * it the local shop, http://localhost:$PORT.
   */
  publicUrl: string;
  /** Send e-mail over SMTP; null = write it to mail_outbox (the local mailbox). */
  smtpUrl: string | null;
  mailFrom: string;
  tokenValiditySeconds: number;
  rememberMeValiditySeconds: number;
  /** No token lives longer, whatever the sign-in asks for. */
  maxTokenValiditySeconds: number;
  rateLimits: RateLimitConfig;
  /** Social sign-in providers (docs/social-sign-in.md); a provider left out has no button. */
  social?: SocialProviderConfig[];
}

/** The two social buttons of storefront §2 /login. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** One OpenID Connect provider: OIDC_<ID>_ISSUER, OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET. */
export interface SocialProviderConfig {
  id: SocialProviderId;
  /** Issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A provider is configured when its three variables are set; one or two of them set is a
 * configuration mistake, said at start-up rather than as a button that fails.
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): SocialProviderConfig[] {
  return SOCIAL_PROVIDERS.flatMap((id) => {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`] || '';
    const clientId = env[`${prefix}CLIENT_ID`] || '';
    const clientSecret = env[`${prefix}CLIENT_SECRET`] || '';
    if (!issuer && !clientId && !clientSecret) return [];
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together (docs/social-sign-in.md)`);
    }
    try {
      new URL(issuer);
    } catch {
      throw new Error(`${prefix}ISSUER must be an absolute URL, got '${issuer}'`);
    }
    return [{ id, issuer, clientId, clientSecret }];
  });
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return number;
}

const DAY = 86_400;

/**
 * PUBLIC_URL checked and normalised to an origin (https://shop.example): absolute http(s), no
 * path, query, fragment or credentials. A link in an e-mail is built as `${publicUrl}/it/…`.
 */
export function normalisedPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://shop.example, got '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must start with https:// or http://, got '${value}'`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) {
    throw new Error(`PUBLIC_URL must be the shop's origin only (no path, query, fragment or credentials), got '${value}'`);
  }
  return url.origin;
}

/** PUBLIC_URL; in production it must be set, elsewhere the local shop is the default. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return normalisedPublicUrl(env.PUBLIC_URL);
  if (env.NODE_ENV === 'production') throw missingPublicUrl();
  return `http://localhost:${portFrom(env.PORT, 8080, 'PORT')}`;
}

export const missingPublicUrl = () =>
  new Error(
    'PUBLIC_URL is not set: with NODE_ENV=production the links in e-mails need the public address of the shop ' +
      '(e.g. PUBLIC_URL=https://shop.example); the Host header of a request is never used for them.',
  );

export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const int = (name: string, fallback: number) => positiveInteger(env[name], fallback, name);
  const maxTokenValiditySeconds = int('TOKEN_MAX_VALIDITY_SECONDS', 30 * DAY);
  return {
    production: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || null,
    publicUrl: publicUrlFromEnv(env),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Trama <noreply@trama.local>',
    tokenValiditySeconds: Math.min(int('TOKEN_VALIDITY_SECONDS', DAY), maxTokenValiditySeconds),
    rememberMeValiditySeconds: Math.min(int('REMEMBER_ME_VALIDITY_SECONDS', 30 * DAY), maxTokenValiditySeconds),
    maxTokenValiditySeconds,
    rateLimits: {
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 60),
      authenticatePerEmail: int('AUTH_RATE_LIMIT_PER_EMAIL', 10),
      authenticatePerIp: int('AUTH_RATE_LIMIT_PER_IP', 60),
      checkEmailPerIp: int('CHECKEMAIL_RATE_LIMIT_PER_IP', 60),
      resetPerEmail: int('RESET_RATE_LIMIT_PER_EMAIL', 5),
      resetPerIp: int('RESET_RATE_LIMIT_PER_IP', 20),
      registerPerEmail: int('REGISTER_RATE_LIMIT_PER_EMAIL', 5),
      registerPerIp: int('REGISTER_RATE_LIMIT_PER_IP', 60),
      contactPerEmail: int('CONTACT_RATE_LIMIT_PER_EMAIL', 3),
      contactPerIp: int('CONTACT_RATE_LIMIT_PER_IP', 10),
      newsletterPerEmail: int('NEWSLETTER_RATE_LIMIT_PER_EMAIL', 3),
      newsletterPerIp: int('NEWSLETTER_RATE_LIMIT_PER_IP', 10),
      shopperPerEmail: int('SHOPPER_RATE_LIMIT_PER_EMAIL', 3),
      shopperPerIp: int('SHOPPER_RATE_LIMIT_PER_IP', 10),
    },
    social: socialProvidersFromEnv(env),
  };
}

/** Response headers (README Security): HSTS only in production; extra CSP origins for providers. */
export interface SecurityConfig {
  /** NODE_ENV=production: Strict-Transport-Security is sent. */
  production: boolean;
  /** CSP_EXTRA_ORIGINS: origins added to every loading directive of the page CSP (payment providers…). */
  cspExtraOrigins: string[];
  /** Largest request body in bytes (BODY_LIMIT_BYTES); above it 413 PAYLOAD_TOO_LARGE. */
  bodyLimit: number;
  /**
   * Issue 15: where the store locator's map tiles come from (TRAMA_MAP_TILE_URL, the same variable
   * mf-stores is built with; OpenStreetMap by default, `none` for no tiles), as an img-src source.
   */
  mapTileSource: string | null;
  /**
   * Issue 16 (docs/consent-and-marketing.md): the affiliate marketing script (TRAMA_AFFILIATE_SCRIPT_URL)
   * and the social feed (TRAMA_SOCIAL_FEED_URL, JSON); null = not configured, nothing loads and the
   * CSP names no extra host. The browser loads either only after cookie approval.
   */
  affiliateScriptUrl: string | null;
  socialFeedUrl: string | null;
  /**
   * Issue 31 §2 (README, docs/stores.md "First-visit country"): the proxies whose X-Forwarded-For
   * names the client (TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names loopback, linklocal,
   * uniquelocal, comma-separated; `none` trusts no proxy). Default: loopback, the balancer or
   * tunnel on the same machine. Anyone else's X-Forwarded-For is ignored: the client is the peer.
   */
  trustProxy: string[];
  /**
   * Issue 31 §4 (storefront §7 instagram by brand id): the brand's Instagram profile
   * (TRAMA_INSTAGRAM_PROFILE_URL, the footer's link by default), the answer when no feed is set.
   */
  instagramProfileUrl: string;
}

export const DEFAULT_TRUST_PROXY = ['loopback'];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY → the list Fastify's `trustProxy` takes; a typo stops the start (never "trust everyone"). */
export function trustProxyFrom(value: string | undefined): string[] {
  const text = value?.trim();
  if (!text) return DEFAULT_TRUST_PROXY;
  if (text.toLowerCase() === 'none') return [];
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const ok =
      (PROXY_NAMES.has(entry) || (net.isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)))) && rest.length === 0;
    if (!ok) throw new Error(`TRUST_PROXY must list addresses, CIDR ranges, loopback, linklocal or uniquelocal (or be none), got '${entry}'`);
  }
  return entries;
}

export const DEFAULT_INSTAGRAM_PROFILE_URL = 'https://www.instagram.com/trama';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** 'https://{s}.tile.example/{z}/{x}/{y}.png' -> 'https://*.tile.example'; null for none or anything odd. */
export function mapTileSource(url: string | undefined): string | null {
  const value = (url ?? DEFAULT_MAP_TILE_URL).trim();
  if (value === '' || value === 'none') return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(value);
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*').toLowerCase();
  return /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host) ? `${match[1]!.toLowerCase()}://${host}` : null;
}

/**
 * An absolute http(s) URL with a plain host, or null (unset, empty, or anything that could smuggle a
 * keyword or a directive into the CSP): a marketing URL that is not clean is not configured.
 */
export function marketingUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || /[\s;,'"]/.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/** The CSP source of a configured URL: its origin ('https://tags.example'). */
export const originOf = (url: string | null): string | null => (url ? new URL(url).origin : null);

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export function securityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  return {
    production: env.NODE_ENV === 'production',
    cspExtraOrigins: parseOriginList(env.CSP_EXTRA_ORIGINS),
    bodyLimit: positiveInteger(env.BODY_LIMIT_BYTES, DEFAULT_BODY_LIMIT, 'BODY_LIMIT_BYTES'),
    mapTileSource: mapTileSource(env.TRAMA_MAP_TILE_URL),
    affiliateScriptUrl: marketingUrl(env.TRAMA_AFFILIATE_SCRIPT_URL),
    socialFeedUrl: marketingUrl(env.TRAMA_SOCIAL_FEED_URL),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    instagramProfileUrl: marketingUrl(env.TRAMA_INSTAGRAM_PROFILE_URL) ?? DEFAULT_INSTAGRAM_PROFILE_URL,
  };
}

/** The contact form's captcha and help-desk forwarding (account §5 Contact form, §7 support ticket; README). */
export interface ContactConfig {
  /** ALTCHA_HMAC_KEY: signs the captcha challenges; null = generated once per database (app_secrets). */
  altchaHmacKey: string | null;
  /** ALTCHA_MAX_NUMBER: the proof-of-work range (work grows with it; e2e keeps it small). */
  altchaMaxNumber: number;
  /** ALTCHA_EXPIRY_SECONDS: a challenge must be solved and sent within this time. */
  altchaExpirySeconds: number;
  /** HELP_DESK_URL: where tickets are forwarded when the support-desk flag is on; null = kept pending. */
  helpDeskUrl: string | null;
  /** HELP_DESK_RETRY_BASE_MS / _MAX_MS: backoff of a failed forward, doubling from base up to max. */
  helpDeskRetryBaseMs: number;
  helpDeskRetryMaxMs: number;
  /** HELP_DESK_POLL_MS: how often pending forwards are looked for (also at start-up). */
  helpDeskPollMs: number;
  /** HELP_DESK_TIMEOUT_MS: one forward attempt gives up after this. */
  helpDeskTimeoutMs: number;
}

export function contactConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const int = (name: string, fallback: number) => positiveInteger(env[name], fallback, name);
  const helpDeskUrl = env.HELP_DESK_URL || null;
  if (helpDeskUrl && !/^https?:\/\//.test(helpDeskUrl)) throw new Error(`HELP_DESK_URL must be an http(s) URL, got '${helpDeskUrl}'`);
  return {
    altchaHmacKey: env.ALTCHA_HMAC_KEY || null,
    altchaMaxNumber: int('ALTCHA_MAX_NUMBER', 100_000),
    altchaExpirySeconds: int('ALTCHA_EXPIRY_SECONDS', 5 * 60),
    helpDeskUrl,
    helpDeskRetryBaseMs: int('HELP_DESK_RETRY_BASE_MS', 30_000),
    helpDeskRetryMaxMs: int('HELP_DESK_RETRY_MAX_MS', 3_600_000),
    helpDeskPollMs: int('HELP_DESK_POLL_MS', 30_000),
    helpDeskTimeoutMs: int('HELP_DESK_TIMEOUT_MS', 5_000),
  };
}
