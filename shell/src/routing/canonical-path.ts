/**
 * The pieces of storefront §2's canonical-URL rule ("every page first replaces the path with
 * its canonical URL if it differs"): empty segments dropped (duplicate and trailing slashes),
 * query and hash cut off, lower case. Which segments keep their case is the route's business
 * (resolve-route.ts): filter values and activation keys are data, not slugs.
 */

/** Storefront §2 Product list: the filter tail starts at this segment. */
export const FILTER_SEGMENT = 'filtres';

/** The non-empty segments of a path, as written. */
export function cleanSegments(raw: string): string[] {
  const cut = raw.search(/[?#]/);
  const path = cut === -1 ? raw : raw.slice(0, cut);
  return path.split('/').filter(Boolean);
}

/** Lower-cases a segment but keeps percent escapes upper-case, as browsers and encodeURIComponent write them. */
export function lowerSegment(segment: string): string {
  return segment.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

/** A menu canonicalUrl as a route key: '/Letto//Lenzuola/' -> '/letto/lenzuola'; null when not a shop path. */
export function menuPathKey(canonicalUrl: unknown): string | null {
  if (typeof canonicalUrl !== 'string' || !canonicalUrl.startsWith('/') || canonicalUrl.startsWith('//')) return null;
  const segments = cleanSegments(canonicalUrl).map(lowerSegment);
  return `/${segments.join('/')}`;
}
