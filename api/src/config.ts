/** Where the API finds its files and database; every path can be moved by an env var (README). */
import net from 'node:net';
import path from 'node:path';
import { parseOriginList } from './domain/security/content-security-policy.ts';
import { portFrom, positiveInteger } from './config/env-values.ts';
import { publicUrlFromEnv } from './config/public-url.ts';
import { socialProvidersFromEnv, type SocialProviderConfig } from './config/social-providers.ts';

/** The parts kept in config/ (one file a concern), named here too: the rest of the API imports config.ts. */
export * from './config/contact-config.ts';
export * from './config/public-url.ts';
export * from './config/release-config.ts';
export * from './config/social-providers.ts';

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
  /** Issue 33 §3: batches of remote reports (POST /api/external/remote-reports) per client IP. */
  remoteReportsPerIp: number;
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

const DAY = 86_400;

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
      // A browser sends a batch at most every 5 s per tab; many shoppers may share one address.
      remoteReportsPerIp: int('REMOTE_REPORTS_RATE_LIMIT_PER_IP', 120),
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
