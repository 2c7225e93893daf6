/**
 * Which builds a visitor is served (issue 33, docs/composition.md, docs/consent-and-marketing.md).
 *
 * A visitor is sticky by a **bucket**, not an id: the `trama_bucket` cookie holds a random whole
 * number 0–9999 (some ten thousand shoppers share each value; it names no one and links nothing).
 * It exists only while some remote has a canary build in the registry: a stable-only shop sets no
 * cookie at all, and every visitor's answer is the same. With a canary, the bucket (flagd's
 * `targetingKey`), the visitor's country and the page's language decide per remote
 * (`release-<name>` flag), and the answer is personal: no shared cache may keep it.
 */
import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RemoteRegistry } from '@trama/shared/contract';
import { readCookie, cookieHeader } from '../auth/social/sealed-cookie.ts';
import { visitorCountry } from '../geo/visitor-country.ts';
import type { RemoteRegistryService } from './remote-registry-service.ts';

export const BUCKET_COOKIE = 'trama_bucket';
/** Buckets 0–9999: a share of 5 % is 500 buckets. */
export const BUCKETS = 10_000;
export const BUCKET_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The bucket a Cookie header carries: its number as written canonically, or null for none or anything else. */
export function bucketOf(cookie: string | undefined): string | null {
  const value = readCookie(cookie, BUCKET_COOKIE);
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return String(Number(value));
}

export function newBucket(): string {
  return String(randomInt(0, BUCKETS));
}

/** HttpOnly (no script reads it), SameSite=Lax, the whole site, 90 days; Secure over https. */
export function bucketCookie(bucket: string, secure: boolean): string {
  return cookieHeader(BUCKET_COOKIE, bucket, { path: '/', maxAgeSeconds: BUCKET_MAX_AGE_SECONDS, secure, sameSite: 'Lax' });
}

export interface VisitorRequest {
  headers: IncomingHttpHeaders;
  ip?: string;
  protocol?: string;
}

export interface VisitorRegistry {
  registry: RemoteRegistry;
  /** A Set-Cookie value when this answer gave the visitor a new bucket. */
  setCookie: string | null;
  /** True while a canary is live: the answer depends on who asks (cache-control private). */
  personal: boolean;
}

export interface VisitorOptions {
  /** The shop is served over https (PUBLIC_URL), besides the request's own protocol. */
  secure?: boolean;
  /**
   * False for a crawler: it keeps no cookie, so a bucket would be a new draw on every visit; without
   * one a share (`fractional`) gives it the stable build, which is what search engines should index.
   */
  mint?: boolean;
}

/**
 * The registry answer for one request. `language`: the page's (a page) or the request's (the API
 * client's `language` header); both name the page's language for the same page.
 */
export async function visitorRegistry(
  service: RemoteRegistryService,
  request: VisitorRequest,
  language: string,
  options: VisitorOptions = {},
): Promise<VisitorRegistry> {
  const { secure = false, mint = true } = options;
  if (!(await service.hasCanary())) return { registry: await service.registry({ language }), setCookie: null, personal: false };
  const known = bucketOf(request.headers.cookie);
  const bucket = known ?? (mint ? newBucket() : null);
  const registry = await service.registry({
    bucket,
    // The shop's own geo lookup (CDN header, offline geo-IP, browser languages), only when needed.
    country: () => visitorCountry(request.headers, request.ip).country,
    language,
  });
  const setCookie = known === null && bucket !== null ? bucketCookie(bucket, secure || request.protocol === 'https') : null;
  return { registry, setCookie, personal: true };
}
