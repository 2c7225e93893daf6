/**
 * Storefront §2 Page metadata, the shell's structured data (schema.org JSON-LD): the organisation
 * on every page, the website and its search on the home, the breadcrumbs of a product list. The
 * pages add what only they know (product offers, articles, FAQ) through useServerPageHead.
 */
import type { MenuItem } from '@trama/shared/contract';
import { shopHref } from '@trama/shared/ui';
import { SOCIAL_LINKS } from '../footer/social-links.ts';

export const BRAND = 'Trama';
/** The shop's mark, served by the shell at the site root. */
export const logoUrl = (origin: string) => `${origin}/favicon.svg`;
type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: `${origin}/`,
    logo: logoUrl(origin),
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** The home: the shop as a website whose search a search engine may offer (sitelinks search box). */
export function websiteJsonLd(origin: string, language: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND,
    url: `${origin}${shopHref(language, '/')}`,
    inLanguage: language,
    // The same organisation as organizationJsonLd, with its logo (issue 29 §20: every Organization node has one).
    publisher: { '@type': 'Organization', '@id': `${origin}/#organization`, name: BRAND, url: `${origin}/`, logo: logoUrl(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${shopHref(language, '/search')}?criteria={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The entry and its parents, the top level first (a parent missing from the menu ends the chain). */
export function menuTrail(menu: MenuItem, items: readonly MenuItem[]): MenuItem[] {
  const byId = new Map(items.map((item) => [item.menuId, item]));
  const trail = [menu];
  const seen = new Set([menu.menuId]);
  let parent = menu.parent === null ? undefined : byId.get(menu.parent);
  while (parent && !seen.has(parent.menuId)) {
    trail.unshift(parent);
    seen.add(parent.menuId);
    parent = parent.parent === null ? undefined : byId.get(parent.parent);
  }
  return trail;
}

/** Home, then each menu level down to the list; `homeLabel` in the page's language. */
export function breadcrumbJsonLd(trail: readonly MenuItem[], language: string, origin: string, homeLabel: string): JsonLd {
  const crumbs = [{ name: homeLabel, path: '/' }, ...trail.map((item) => ({ name: item.label, path: item.canonicalUrl }))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${shopHref(language, crumb.path)}`,
    })),
  };
}
