/**
 * Issue 29 §2: limits of a page URL, checked before any routing or rendering (static-site.ts). One
 * 14 KB path of 7,000 segments held the event loop for 2 s in route resolution; whatever the
 * renderer does is now bounded by these, and the route matcher is linear besides.
 *
 * No real shop URL comes near them: the deepest menu path has 3 segments, a product adds its slug,
 * and every filter of a list (5 kinds, name and values) adds 11: about 16 segments and a few hundred
 * characters at most (docs/rendering.md "Limits").
 */

/** Characters of the path (as sent, percent escapes included). */
export const MAX_PAGE_PATH_LENGTH = 2048;
/** Non-empty segments of the path. */
export const MAX_PAGE_SEGMENTS = 32;
/** Characters of the query string (after '?'). */
export const MAX_PAGE_QUERY_LENGTH = 2048;

/**
 * What the page URL's size says: `404` for a path no page has (too long, too many segments), `414`
 * for a query that is too long, `null` when it is within the limits. Reads the URL once.
 */
export function pageUrlRefusal(url: string): 404 | 414 | null {
  const cut = url.indexOf('?');
  const path = cut === -1 ? url : url.slice(0, cut);
  if (cut !== -1 && url.length - cut - 1 > MAX_PAGE_QUERY_LENGTH) return 414;
  if (path.length > MAX_PAGE_PATH_LENGTH) return 404;
  let segments = 0;
  let inSegment = false;
  for (let i = 0; i < path.length; i += 1) {
    const slash = path.charCodeAt(i) === 47;
    if (!slash && !inSegment) segments += 1;
    inSegment = !slash;
  }
  return segments > MAX_PAGE_SEGMENTS ? 404 : null;
}

/** The language of a refused page (its first segment when it is one), for its 404 page. */
export function refusedPageLanguage(url: string, languages: readonly string[]): string {
  const first = /^\/+([A-Za-z]{2})(?:[/?#]|$)/.exec(url)?.[1]?.toLowerCase();
  return first && languages.includes(first) ? first : (languages[0] ?? 'it');
}
