/**
 * Storefront §7 first-visit country (issue 31 §2): the country a CDN in front of the shop writes
 * into a header, else the visitor's IP address through the offline geo-IP database (ip-country.ts;
 * the address a trusted proxy forwarded, app.ts trustProxy), else the browser's languages, else
 * Italy. Monaco stays MC here; the store look-ups read it as France (stores/store-country.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { VisitorCountry } from '@trama/shared/contract';
import { ipCountry } from './ip-country.ts';

export const DEFAULT_VISITOR_COUNTRY = 'IT';

/** CloudFront, Cloudflare, and a generic one a proxy may set; the first valid one wins. */
export const CDN_COUNTRY_HEADERS = ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code'] as const;

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Codes a CDN sends when it does not know (Cloudflare XX, user-assigned ZZ). */
const UNKNOWN_COUNTRIES = new Set(['XX', 'ZZ']);
/** A bare language names its country only for the shop's languages other than English (storefront §9: en → the default). */
const LANGUAGE_COUNTRIES: Record<string, string> = { it: 'IT', fr: 'FR', de: 'DE', es: 'ES' };
/** More than this many Accept-Language entries is not a browser: the rest is ignored. */
const MAX_LANGUAGES = 20;

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cdnCountry(headers: IncomingHttpHeaders): string | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = headerValue(headers, name)?.trim();
    if (value && COUNTRY_CODE.test(value) && !UNKNOWN_COUNTRIES.has(value)) return value;
  }
  return null;
}

/** Accept-Language tags, most preferred first (q=0 means "not this one"). */
function preferredTags(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .slice(0, MAX_LANGUAGES)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]{1,5})\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && entry.q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** de-CH → CH (a region wins), fr → FR, en → nothing (the next language is asked). */
function tagCountry(tag: string): string | null {
  const [language = '', ...subtags] = tag.split(/[-_]/);
  const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
  if (region && !UNKNOWN_COUNTRIES.has(region.toUpperCase())) return region.toUpperCase();
  return LANGUAGE_COUNTRIES[language.toLowerCase()] ?? null;
}

/** `ip`: the client's address as Fastify derived it (request.ip), absent when unknown. */
export function visitorCountry(headers: IncomingHttpHeaders, ip?: string): VisitorCountry {
  const fromCdn = cdnCountry(headers);
  if (fromCdn) return { country: fromCdn, source: 'header' };
  const fromIp = ipCountry(ip);
  if (fromIp && !UNKNOWN_COUNTRIES.has(fromIp)) return { country: fromIp, source: 'ip' };
  for (const tag of preferredTags(headerValue(headers, 'accept-language') ?? '')) {
    const country = tagCountry(tag);
    if (country) return { country, source: 'language' };
  }
  return { country: DEFAULT_VISITOR_COUNTRY, source: 'default' };
}
