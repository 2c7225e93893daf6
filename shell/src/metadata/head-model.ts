/**
 * The <head> of a page: the shell's route metadata with the page's own facts laid over it
 * (useServerPageHead). One function for the server's HTML (../server/document.ts) and for the
 * browser after a navigation (./apply-head.ts), so both say the same thing.
 */
import { BUILD_LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '@trama/shared/contract';
import { cutText, type ServerPageHead } from '@trama/shared/ui';
import { withPageAlternates } from '../routing/alternate-paths.ts';
import { isErrorStatus } from '../routing/route-status.ts';
import type { PageMetadata } from './page-metadata.ts';
import { BRAND, organizationJsonLd } from './structured-data.ts';

export interface HeadModel {
  title: string;
  description: string;
  /** Null on an error page (issue 29 §19: a 404 is nobody's canonical address). */
  canonicalUrl: string | null;
  /** Issue 17 §1: <link rel=alternate hreflang> of every language and x-default (Italian), absolute; none on an error page. */
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  /** Absolute. */
  image: string;
  type: 'website' | 'product' | 'article';
  /** og:locale, e.g. it_IT. */
  locale: string;
  /** The organisation first, then the route's, then the page's. */
  jsonLd: Record<string, unknown>[];
}

const LOCALES: Record<string, string> = { it: 'it_IT', en: 'en_GB', fr: 'fr_FR', de: 'de_DE', es: 'es_ES' };
/** The preview image of a page that names none. */
export const DEFAULT_IMAGE_PATH = '/favicon.svg';

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return `${origin}${DEFAULT_IMAGE_PATH}`;
  }
}

export function composeHead(meta: PageMetadata, head: ServerPageHead | null | undefined, origin: string): HeadModel {
  const ownTitle = head?.title?.trim();
  const ownDescription = head?.description?.trim();
  // A page with its own alternates (a product's translated slug) also names its own canonical address.
  const paths = withPageAlternates(meta.alternates, head?.alternates);
  const ownPath = head?.alternates && isLanguage(meta.language) ? head.alternates[meta.language] : undefined;
  const canonicalUrl = ownPath && paths[meta.language as keyof typeof paths] === ownPath ? `${origin}${ownPath}` : meta.canonicalUrl;
  const alternates = [...BUILD_LANGUAGES, 'x-default' as const].map((hreflang) => ({
    hreflang,
    href: `${origin}${paths[hreflang === 'x-default' ? DEFAULT_LANGUAGE : hreflang]}`,
  }));
  // Issue 29 §19: a 404 (the route's, or the page's: a missing product, an unknown filter) or a
  // 503 names no address of its own and no other language's, and is not indexed.
  const error = isErrorStatus(meta.status) || isErrorStatus(head?.status);
  return {
    title: ownTitle ? `${ownTitle} | ${BRAND}` : meta.title,
    description: ownDescription ? cutText(ownDescription) : meta.description,
    canonicalUrl: error ? null : canonicalUrl,
    alternates: error ? [] : alternates,
    robots: error ? 'noindex' : meta.robots,
    image: absoluteUrl(head?.image || DEFAULT_IMAGE_PATH, origin),
    type: head?.type ?? 'website',
    locale: LOCALES[meta.language] ?? 'it_IT',
    jsonLd: [organizationJsonLd(origin), ...meta.jsonLd, ...(head?.jsonLd ?? [])],
  };
}
