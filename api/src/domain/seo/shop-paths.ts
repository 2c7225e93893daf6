/**
 * The shop's public paths as the shell routes them (issue 13 §7 Crawlable), so the sitemap lists
 * exactly the URLs a shopper lands on. A server-side port of the shell's pure routing rules —
 * shell/src/routing/canonical-path.ts (menuPathKey), menu-screens.ts (screenForMenu,
 * screenHasContent), route-table.ts (buildRouteTable: one path, one screen) and resolve-route.ts
 * (product and magazine sub-paths) — plus shared/src/ui/shop-path.ts (productPath). The API does
 * not import them: the shell's modules belong to the browser build (shared/ui pulls in React).
 * api/test/routes/seo checks every sitemap URL against the shell's own resolveRoute.
 */
import type { MenuItem } from '@trama/shared/contract';

/** Storefront §2 Product list: the filter tail starts at this segment (never a product slug). */
export const FILTER_SEGMENT = 'filtres';

/** A product slug the product API accepts (routes/product: the by-canonical-url query). */
export const PRODUCT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The same pattern for PostgreSQL's `~` operator. */
export const PRODUCT_SLUG_SQL = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const PRODUCT_SLUG_MAX_LENGTH = 200;

/** What a menu entry's path shows; 'private' pages (account, checkout, sign-in, wishlist) are never listed. */
export type ScreenKind = 'home' | 'content' | 'magazine' | 'list' | 'gold' | 'stores' | 'private';

/** Account §2: checkout is ma_commande (payment area paiement). */
const ORDER_KEYS = ['ma_commande', 'paiement'];
/** Account §2: the account area's keys (returns included); not contact, a public content page. */
const ACCOUNT_KEYS = ['mon_compte', 'mes_commandes', 'mes_adresses', 'mes_retours', 'mes_informations', 'mes_tickets', 'retour'];
const STORE_KEYS = ['negozi', 'boutique'];
const STORE_ALT_URLS = ['boutique', 'shops'];

/** Lower-cases a segment but keeps percent escapes upper-case (canonical-path.ts lowerSegment). */
export function lowerSegment(segment: string): string {
  return segment.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

/** A menu canonicalUrl as a route key: '/Letto//Lenzuola/' -> '/letto/lenzuola'; null when not a shop path. */
export function menuPathKey(canonicalUrl: unknown): string | null {
  if (typeof canonicalUrl !== 'string' || !canonicalUrl.startsWith('/') || canonicalUrl.startsWith('//')) return null;
  const cut = canonicalUrl.search(/[?#]/);
  const path = cut === -1 ? canonicalUrl : canonicalUrl.slice(0, cut);
  return `/${path.split('/').filter(Boolean).map(lowerSegment).join('/')}`;
}

/** productPath's menu half (shared/ui shop-path.ts), lower-cased as the product page compares it. */
const productMenuPrefix = (menuCanonicalUrl: string) => `/${menuCanonicalUrl.replace(/^\/+|\/+$/g, '')}`.toLowerCase();

const has = (list: readonly string[], value: string | null | undefined) => !!value && list.includes(value);

/** menu-screens.ts screenForMenu: by gridTypeId, else by key, else by menuType. */
export function screenKind(item: MenuItem): ScreenKind {
  if (item.key === 'orEtArgent') return 'gold';
  // Account §2: the personal-shopper booking needs a store from navigation; alone it lists the
  // stores that offer one (issue 29 point 16), a page of links, kept out of the XML sitemap.
  if (item.key === 'shopper') return 'private';
  if (item.gridTypeId === 1) return 'home';
  if (item.gridTypeId !== null && item.gridTypeId >= 2 && item.gridTypeId <= 7) return 'content';
  if (item.gridTypeId === 8) return 'magazine';
  if (has(ORDER_KEYS, item.key) || has(ACCOUNT_KEYS, item.key) || item.key === 'wishlist' || item.key === 'creation_de_compte') {
    return 'private';
  }
  if (has(STORE_KEYS, item.key) || has(STORE_ALT_URLS, item.altUrl1?.toLowerCase())) return 'stores';
  if (item.menuType === 'MENU' || item.menuType === 'CATALOGUE') return 'list';
  return 'content';
}

/** The content remote draws these from the entry's CMS grid. */
export const isGridScreen = (kind: ScreenKind) => kind === 'home' || kind === 'content' || kind === 'magazine';

export interface ShopRoute {
  /** Route key below the language: '/letto/lenzuola'. */
  path: string;
  menu: MenuItem;
  kind: ScreenKind;
  /** `<path>/<productCanonicalUrl>` and `<path>/filtres/...` (menu and catalogue entries). */
  catalogueExtras: boolean;
  /** `<path>/<postId>` (gridTypeId 8). */
  magazineExtras: boolean;
}

export interface ShopRoutes {
  /** The winning route of every menu path, in first-claim order. */
  routes: ShopRoute[];
  byPath: ReadonlyMap<string, ShopRoute>;
}

/**
 * route-table.ts buildRouteTable: `menu` in the order the menu API lists it (parents first, by
 * position); '/' (the fixed home route) and external links are not menu routes; when entries share
 * a path the one with content wins, else the first.
 */
export function shopRoutes(menu: readonly MenuItem[]): ShopRoutes {
  const byPath = new Map<string, ShopRoute>();
  const hasContent = (route: ShopRoute) => !isGridScreen(route.kind) || typeof route.menu.gridId === 'number';
  for (const item of menu) {
    const path = menuPathKey(item.canonicalUrl);
    if (!path || path === '/') continue;
    const route: ShopRoute = {
      path,
      menu: item,
      kind: screenKind(item),
      catalogueExtras: item.menuType === 'MENU' || item.menuType === 'CATALOGUE',
      magazineExtras: item.gridTypeId === 8,
    };
    const taken = byPath.get(path);
    if (!taken || (!hasContent(taken) && hasContent(route))) byPath.set(path, route);
  }
  return { routes: [...byPath.values()], byPath };
}

/**
 * The route a product of menu entry `menu` is shown under, or null when the shell cannot show it
 * there: resolve-route.ts takes the longest menu path above `<path>/<slug>`, which must be this
 * path with product sub-paths, and the product page (canonical-path.ts canonicalRedirect) must not
 * send the shopper elsewhere.
 */
export function productRoute(routes: ShopRoutes, menu: MenuItem): ShopRoute | null {
  const path = menuPathKey(menu.canonicalUrl);
  if (!path || path === '/') return null;
  const route = routes.byPath.get(path);
  if (!route || !route.catalogueExtras || route.magazineExtras) return null;
  return productMenuPrefix(route.menu.canonicalUrl) === productMenuPrefix(menu.canonicalUrl) ? route : null;
}

/**
 * resolve-route.ts matchFixed runs before the menu: a menu path that is also a fixed route
 * (/search, /login, /404, /activate/{key}…) never shows its menu entry.
 */
const FIXED_SINGLE_SEGMENTS = ['search', 'validate', 'accepted', 'failed', 'accepted-paypal', 'failed-paypal', '503', '404', 'login'];

export function shadowedByFixedRoute(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  if (segments.length === 1) return FIXED_SINGLE_SEGMENTS.includes(segments[0]!);
  if (segments.length === 2) return segments[0] === 'activate';
  // Issue 29 §6: /newsletter/confirm/{key}, the newsletter's confirmation link.
  return segments.length === 3 && ((segments[0] === 'reset' && segments[1] === 'finish') || (segments[0] === 'newsletter' && segments[1] === 'confirm'));
}

/**
 * The path below the language of a sub-page (product, post), or null when the shell would show
 * something else there: a menu entry owning that exact path, or a fixed route.
 */
export function subPagePath(routes: ShopRoutes, route: ShopRoute, slug: string): string | null {
  const path = `${route.path}/${lowerSegment(slug)}`;
  return routes.byPath.has(path) || shadowedByFixedRoute(path) ? null : path;
}

/** RFC 3986 path characters (pchar) and valid percent escapes stay; anything else is escaped. */
const PCHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

const PLAIN_SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;

function encodeSegment(segment: string): string {
  if (PLAIN_SEGMENT.test(segment)) return segment;
  let out = '';
  for (let i = 0; i < segment.length; ) {
    const escape = segment.slice(i, i + 3);
    if (/^%[0-9A-F]{2}$/.test(escape)) {
      out += escape;
      i += 3;
      continue;
    }
    const char = String.fromCodePoint(segment.codePointAt(i)!);
    out += PCHAR.test(char) ? char : encodeURIComponent(char);
    i += char.length;
  }
  return out;
}

/** A route key as a URL path, each segment percent-encoded where RFC 3986 asks: '/tende e tessuti' -> '/tende%20e%20tessuti'. */
export function encodePath(path: string): string {
  return `/${path.split('/').filter(Boolean).map(encodeSegment).join('/')}`;
}

/** '/it' + '/letto/lenzuola' as a URL path: '/it/letto/lenzuola'; the home page is '/it'. */
export function localizedPath(language: string, path: string): string {
  const encoded = encodePath(path);
  return encoded === '/' ? `/${language}` : `/${language}${encoded}`;
}
