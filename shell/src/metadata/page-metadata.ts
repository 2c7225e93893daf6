/**
 * Storefront §2 Page metadata, the shell's part: title, description, social preview tags,
 * canonical link and the structured data the route alone tells (organisation, the home's website
 * and search, a list's breadcrumbs). Pages add what only they know (a product's offers, a post's
 * article, the FAQ) with useServerPageHead; ./head-model.ts lays one over the other.
 */
import type { TFunction } from 'i18next';
import type { MenuItem } from '@trama/shared/contract';
import { routeAlternates, type AlternatePaths } from '../routing/alternate-paths.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { routeStatus } from '../routing/route-status.ts';
import { flattenMenu } from '../routing/route-table.ts';
import { BRAND, breadcrumbJsonLd, menuTrail, organizationJsonLd, websiteJsonLd } from './structured-data.ts';

export { BRAND, organizationJsonLd };

/** Any namespace's t (the shell's hook or the server's fixed-language one). */
type Translate = TFunction<string>;

export interface PageMetadata {
  language: string;
  title: string;
  description: string;
  canonicalUrl: string;
  /** Issue 17 §1: the page's path in every language (hreflang), each in its own words. */
  alternates: AlternatePaths;
  /** The route's own HTTP status (404 unknown path or 404 page, 503); a page may say more (its head). */
  status: number;
  /** 'noindex' for pages a search engine should not keep (404, 503, sign-in). */
  robots: string | null;
  /** Structured data the route tells, besides the organisation (every page's, added by the head). */
  jsonLd: Record<string, unknown>[];
}

/** A product list is named with its parent ("Federe – Letto"): many shops have a "Cuscini" list. */
function listTitle(menu: MenuItem, items: readonly MenuItem[]): string {
  const trail = menuTrail(menu, items);
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  return parent?.label ? `${menu.label} – ${parent.label}` : menu.label;
}

function pageTitle(route: ResolvedRoute, t: Translate, items: readonly MenuItem[]): string | null {
  const { target } = route;
  if (target.kind === 'shell') return route.menu?.label ?? t(`shell:pages.${target.page}.title`);
  switch (target.parcel) {
    case 'HomePage':
      return route.menu?.label && route.path !== '/' ? route.menu.label : null;
    case 'NotFound':
      return t('common:Error.1');
    case 'Unavailable':
      return t('common:Error.3');
    case 'SearchPage': {
      const criteria = searchCriteria(route);
      return criteria ? t('shell:meta.searchFor', { criteria }) : t('shell:meta.search');
    }
    case 'ValidateDiscount':
      return t('shell:meta.validate');
    case 'PaymentResult':
      return t('shell:meta.paymentResult');
    case 'ProductList':
      return route.menu?.label ? listTitle(route.menu, items) : null;
    default:
      return route.menu?.label ?? null;
  }
}

function searchCriteria(route: ResolvedRoute): string {
  const criteria = route.target.kind === 'remote' ? route.target.props?.criteria : undefined;
  return typeof criteria === 'string' ? criteria.trim() : '';
}

function pageDescription(route: ResolvedRoute, t: Translate): string {
  const own = route.menu?.description?.trim();
  if (own) return own;
  const criteria = route.target.kind === 'remote' && route.target.parcel === 'SearchPage' ? searchCriteria(route) : '';
  return criteria ? t('shell:meta.searchDescription', { criteria }) : t('shell:meta.description');
}

function routeJsonLd(route: ResolvedRoute, t: Translate, origin: string, items: readonly MenuItem[]): Record<string, unknown>[] {
  if (route.target.kind !== 'remote' || route.status === 'not-found') return [];
  if (route.target.parcel === 'HomePage' && route.path === '/') return [websiteJsonLd(origin, route.language)];
  if (route.target.parcel === 'ProductList' && route.menu) {
    return [breadcrumbJsonLd(menuTrail(route.menu, items), route.language, origin, t('shell:meta.home'))];
  }
  return [];
}

const NOINDEX = new Set(['NotFound', 'Unavailable', 'ValidateDiscount', 'PaymentResult']);

/** `items`: the whole menu (a list's parent and breadcrumbs); without it a list is named alone. */
export function pageMetadata(route: ResolvedRoute, t: Translate, origin: string, items: readonly MenuItem[] = []): PageMetadata {
  const flat = flattenMenu(items);
  const title = pageTitle(route, t, flat);
  const hidden = route.target.kind === 'shell' ? route.target.page !== 'signin' : NOINDEX.has(route.target.parcel);
  return {
    language: route.language,
    title: title ? `${title} | ${BRAND}` : t('shell:meta.title'),
    description: pageDescription(route, t),
    status: routeStatus(route),
    canonicalUrl: `${origin}${route.canonicalPath}`,
    alternates: routeAlternates(route),
    robots: hidden || route.status === 'not-found' ? 'noindex' : null,
    jsonLd: routeJsonLd(route, t, origin, flat),
  };
}
