/**
 * Issue 17 §1: the page being shown, in every language — for the language switcher, the hreflang
 * links and the sitemap's twin. Each language has its own words in the address (/it/letto/lenzuola,
 * /fr/lit/draps): a menu page takes its entry's path in that language (MenuItem.alternates), a
 * product or post keeps what follows the entry's path, and a page that knows better (a product
 * with a translated slug: ServerPageHead.alternates) overrides it.
 */
import { SUPPORTED_LANGUAGES, isLanguage, type Language } from '@trama/shared/contract';
import { menuPathKey } from './canonical-path.ts';
import { swapLanguage } from './language.ts';
import type { ResolvedRoute } from './resolve-route.ts';

export type AlternatePaths = Record<Language, string>;

/** '/' in French -> '/fr'; '/lit/draps' -> '/fr/lit/draps'. */
const prefixed = (language: Language, path: string) => (path === '/' ? `/${language}` : `/${language}${path}`);

/** The segments of `path` after the menu entry's own path (a product slug, filters, a post id). */
function tailBelow(path: string, entryPath: string): string[] | null {
  const segments = path.split('/').filter(Boolean);
  const entry = entryPath.split('/').filter(Boolean);
  if (entry.some((segment, i) => segments[i] !== segment)) return null;
  return segments.slice(entry.length);
}

/** The route's page in every language (paths with the prefix, no query). */
export function routeAlternates(route: Pick<ResolvedRoute, 'canonicalPath' | 'path' | 'menu' | 'status'>): AlternatePaths {
  const menu = route.menu;
  const own = menu ? menuPathKey(menu.canonicalUrl) : null;
  const tail = own ? tailBelow(route.path, own) : null;
  const alternates = menu?.alternates;
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const entryPath = alternates ? menuPathKey(alternates[language]) : null;
      if (!entryPath || tail === null) return [language, swapLanguage(route.canonicalPath, language)];
      const path = [entryPath === '/' ? '' : entryPath, ...tail].join('/') || '/';
      return [language, prefixed(language, path)];
    }),
  ) as AlternatePaths;
}

/** A page's own alternates (ServerPageHead.alternates) over the route's: only well-formed shop paths of the right language. */
export function withPageAlternates(base: AlternatePaths, page: Partial<Record<string, unknown>> | null | undefined): AlternatePaths {
  if (!page) return base;
  const result = { ...base };
  for (const language of SUPPORTED_LANGUAGES) {
    const path = page[language];
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) continue;
    const first = path.split('/').filter(Boolean)[0]?.toLowerCase();
    if (isLanguage(first) && first === language) result[language] = path.split(/[?#]/)[0] ?? path;
  }
  return result;
}
