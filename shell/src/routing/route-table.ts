/**
 * The menu-derived half of the route table (architecture §3): menu path -> screen, plus which
 * entries own extra sub-paths. Pure: the same menu always gives the same table.
 */
import { SUPPORTED_LANGUAGES, type MenuItem } from '@trama/shared/contract';
import { menuPathKey } from './canonical-path.ts';
import { hasCatalogueExtras, hasMagazineExtras, screenForMenu, screenHasContent, type Screen } from './menu-screens.ts';

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

/** Two menu entries with one path: only `kept` is reachable (one path, one screen). */
export interface DuplicatePath {
  path: string;
  kept: string;
  dropped: string;
}

export interface RouteTable {
  routes: MenuRoute[];
  byPath: ReadonlyMap<string, MenuRoute>;
  /**
   * Issue 17 §1: the same routes by their paths in the other languages' words ('/letto/lenzuola'
   * in the French menu). resolve-route.ts recognises them and replaces the path with the page
   * language's own (storefront §2 canonical URL). A path the page language uses itself never lands here.
   */
  byForeignPath: ReadonlyMap<string, MenuRoute>;
  /** The gridTypeId 1 entry: its grid is the home page's (storefront §2). */
  home: MenuItem | null;
  /** Menu key -> route path, for pages that link to another by its key (shopper, ma_commande). */
  keyPaths: ReadonlyMap<string, string>;
  /** Account §2: the terms of sale are the menu entry whose altUrl1 is cgv. */
  termsPath: string | null;
  /** Paths several entries claim (a menu to fix in the back office; the shell warns in development). */
  duplicates: DuplicatePath[];
  /**
   * Issue 29 §2: the most segments of any path in `byPath` or `byForeignPath`. A menu path above
   * a longer path is never deeper than this, so the matcher tries at most this many prefixes
   * whatever the length of the path it is given.
   */
  depth: number;
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

const entryName = (item: MenuItem) => item.key || `#${item.menuId}`;

/**
 * One path, one screen: when several entries share a path (the footer lists repeat the legal
 * pages with no grid of their own), the entry with content wins, else the first; each loser is
 * reported in `duplicates`.
 */
export function buildRouteTable(menu: readonly unknown[]): RouteTable {
  const byPath = new Map<string, MenuRoute>();
  const keyPaths = new Map<string, string>();
  const duplicates: DuplicatePath[] = [];
  let home: MenuItem | null = null;
  let termsPath: string | null = null;
  for (const item of flattenMenu(menu)) {
    if (item.gridTypeId === 1 && !home) home = item;
    const path = menuPathKey(item.canonicalUrl);
    if (path && item.altUrl1 === 'cgv' && !termsPath) termsPath = path;
    if (path && typeof item.key === 'string' && !keyPaths.has(item.key)) keyPaths.set(item.key, path);
    // '/' is the fixed home route; an external link (footer *_ext) is not a shop page.
    if (!path || path === '/') continue;
    const screen = screenForMenu(item);
    const route: MenuRoute = {
      path,
      menu: item,
      screen,
      catalogueExtras: hasCatalogueExtras(item),
      magazineExtras: hasMagazineExtras(item),
    };
    const taken = byPath.get(path);
    if (!taken) {
      byPath.set(path, route);
      continue;
    }
    const replace = !screenHasContent(taken.menu, taken.screen) && screenHasContent(item, screen);
    const [kept, dropped] = replace ? [route, taken] : [taken, route];
    byPath.set(path, kept);
    duplicates.push({ path, kept: entryName(kept.menu), dropped: entryName(dropped.menu) });
  }
  const byForeignPath = foreignPaths(byPath);
  // Map order is first-claim order, so a replaced entry keeps its place in the list.
  return { routes: [...byPath.values()], byPath, byForeignPath, home, keyPaths, termsPath, duplicates, depth: deepest([byPath, byForeignPath]) };
}

/** The most segments of any key ('/letto/lenzuola' has 2). */
function deepest(maps: readonly ReadonlyMap<string, MenuRoute>[]): number {
  let depth = 0;
  for (const map of maps) {
    for (const path of map.keys()) depth = Math.max(depth, path.split('/').filter(Boolean).length);
  }
  return depth;
}

/**
 * Every route under its other languages' paths (MenuItem.alternates), Italian first (the neutral
 * addresses old links use), then the others in the order of SUPPORTED_LANGUAGES; first claim wins.
 */
function foreignPaths(byPath: ReadonlyMap<string, MenuRoute>): Map<string, MenuRoute> {
  const foreign = new Map<string, MenuRoute>();
  for (const language of SUPPORTED_LANGUAGES) {
    for (const route of byPath.values()) {
      const alternates = route.menu.alternates;
      const path = alternates && typeof alternates === 'object' ? menuPathKey(alternates[language]) : null;
      if (!path || path === '/' || byPath.has(path) || foreign.has(path)) continue;
      foreign.set(path, route);
    }
  }
  return foreign;
}

export const EMPTY_ROUTE_TABLE: RouteTable = buildRouteTable([]);
