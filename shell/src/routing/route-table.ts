/**
 * The menu-derived half of the route table (architecture §3): menu path -> screen, plus which
 * entries own extra sub-paths. Pure: the same menu always gives the same table.
 */
import type { MenuItem } from '@trama/shared/contract';
import { menuPathKey } from './canonical-path.ts';
import { hasCatalogueExtras, hasMagazineExtras, screenForMenu, type Screen } from './menu-screens.ts';

export interface MenuRoute {
  /** Route key below the language prefix: '/letto/lenzuola'. */
  path: string;
  menu: MenuItem;
  screen: Screen;
  /** `<path>/filtres/...` and `<path>/<productCanonicalUrl>` (storefront §2). */
  catalogueExtras: boolean;
  /** `<path>/<postId>` (storefront §2 Magazine). */
  magazineExtras: boolean;
}

export interface RouteTable {
  routes: MenuRoute[];
  byPath: ReadonlyMap<string, MenuRoute>;
  /** The gridTypeId 1 entry: its grid is the home page's (storefront §2). */
  home: MenuItem | null;
  /** Menu key -> route path, for pages that link to another by its key (shopper, ma_commande). */
  keyPaths: ReadonlyMap<string, string>;
  /** Account §2: the terms of sale are the menu entry whose altUrl1 is cgv. */
  termsPath: string | null;
}

function isMenuItem(value: unknown): value is MenuItem {
  return typeof value === 'object' && value !== null && typeof (value as MenuItem).menuId === 'number';
}

/**
 * Every entry once, parents before children. The API sends a flat list whose entries also carry
 * their children; a nested-only tree works too. Anything that is not an entry is skipped.
 */
export function flattenMenu(menu: readonly unknown[]): MenuItem[] {
  const seen = new Set<number>();
  const flat: MenuItem[] = [];
  const visit = (items: readonly unknown[]) => {
    for (const item of items) {
      if (!isMenuItem(item) || seen.has(item.menuId)) continue;
      seen.add(item.menuId);
      flat.push(item);
      if (Array.isArray(item.children)) visit(item.children);
    }
  };
  visit(Array.isArray(menu) ? menu : []);
  return flat;
}

export function buildRouteTable(menu: readonly unknown[]): RouteTable {
  const routes: MenuRoute[] = [];
  const byPath = new Map<string, MenuRoute>();
  const keyPaths = new Map<string, string>();
  let home: MenuItem | null = null;
  let termsPath: string | null = null;
  for (const item of flattenMenu(menu)) {
    if (item.gridTypeId === 1 && !home) home = item;
    const path = menuPathKey(item.canonicalUrl);
    if (path && item.altUrl1 === 'cgv' && !termsPath) termsPath = path;
    if (path && typeof item.key === 'string' && !keyPaths.has(item.key)) keyPaths.set(item.key, path);
    // '/' is the fixed home route; an external link (footer *_ext) is not a shop page.
    if (!path || path === '/' || byPath.has(path)) continue;
    const route: MenuRoute = {
      path,
      menu: item,
      screen: screenForMenu(item),
      catalogueExtras: hasCatalogueExtras(item),
      magazineExtras: hasMagazineExtras(item),
    };
    routes.push(route);
    byPath.set(path, route);
  }
  return { routes, byPath, home, keyPaths, termsPath };
}

export const EMPTY_ROUTE_TABLE: RouteTable = buildRouteTable([]);
