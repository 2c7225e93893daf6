/**
 * The pages of the sitemap (issue 13 §7, issue 17 §1): in which languages each is listed, at which
 * path in each, and the <url> elements that name every language version of it.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@trama/shared/contract';
import { languageFallbacks } from '../language.ts';
import type { ItemLanguage, ProductEntryRow } from './seo-repository.ts';
import { localizedPath, menuPathKey, shadowedByFixedRoute, type ShopRoute, type ShopRoutes } from './shop-paths.ts';
import { alternateLinks, urlElement, type Alternate } from './sitemap-xml.ts';

/** A page of the sitemap: its path below the prefix in each language it can be shown in (in that language's words). */
export interface PageEntry {
  paths: Partial<Record<Language, string>>;
}

export type LanguageRoutes = Record<Language, ShopRoutes>;

/** A CMS page shows in a language when its grid has an item in it, in a fallback, or language-neutral. */
export function languagesWith(itemLanguages: ReadonlySet<ItemLanguage>): Language[] {
  return SUPPORTED_LANGUAGES.filter(
    (language) => itemLanguages.has(null) || languageFallbacks(language).some((fallback) => itemLanguages.has(fallback)),
  );
}

/** Issue 17 §1: a field left empty in a language is served in Italian, so an Italian text opens the product in all five. */
export function productLanguages(row: ProductEntryRow): Language[] {
  if (row.languages.includes(DEFAULT_LANGUAGE)) return [...SUPPORTED_LANGUAGES];
  return SUPPORTED_LANGUAGES.filter((language) => row.languages.includes(language));
}

/** The languages a page is listed in, in SUPPORTED_LANGUAGES order. */
export const languagesOf = (page: PageEntry): Language[] => SUPPORTED_LANGUAGES.filter((language) => page.paths[language] !== undefined);

/**
 * `route`'s entry as `language`'s menu routes it: its path in that language's words, when that
 * path shows the same entry (not another one claiming it).
 */
export function twin(routes: LanguageRoutes, language: Language, route: ShopRoute): ShopRoute | null {
  const path = menuPathKey(route.menu.alternates?.[language] ?? route.menu.canonicalUrl);
  const found = path ? routes[language].byPath.get(path) : undefined;
  return found && found.menu.menuId === route.menu.menuId ? found : null;
}

/**
 * One <url> per language of the page, each listing every language version plus x-default
 * (Italian). The alternates are the same for all of them, so they are written once per page.
 */
export function urlElements(publicUrl: string, page: PageEntry): string {
  const languages = languagesOf(page);
  const hrefs = languages.map((language) => `${publicUrl}${localizedPath(language, page.paths[language]!)}`);
  const alternates: Alternate[] = languages.map((language, i) => ({ hreflang: language, href: hrefs[i]! }));
  const italian = languages.indexOf(DEFAULT_LANGUAGE);
  if (italian !== -1) alternates.push({ hreflang: 'x-default', href: hrefs[italian]! });
  const links = alternateLinks(alternates);
  return hrefs.map((href) => urlElement(href, links)).join('');
}

/** The menu routes a shopper can open: not private, not hidden behind a fixed route. */
export function publicRoutes(routes: ShopRoutes): ShopRoute[] {
  return routes.routes.filter((route) => route.kind !== 'private' && !shadowedByFixedRoute(route.path));
}
