/**
 * Browser path -> what to show (storefront §2, account §2). Never throws: any string gives a
 * route, at worst the 404 page.
 */
import type { Language, MenuItem } from '@trama/shared/contract';
import type { ExposedParcel, RemoteName } from '@trama/shared/federation';
import { FILTER_SEGMENT, cleanSegments, lowerSegment } from './canonical-path.ts';
import { looksLikeLanguage, splitLanguage } from './language.ts';
import type { Screen, ShellPage } from './menu-screens.ts';
import type { MenuRoute, RouteTable } from './route-table.ts';

export type RouteTarget =
  | { kind: 'remote'; remote: RemoteName; parcel: ExposedParcel; props: Record<string, unknown> }
  | { kind: 'shell'; page: ShellPage; props: Record<string, unknown> };

/** 'redirect': the path is not canonical, the router replaces it (then it resolves 'ok' or 'not-found'). */
export type RouteStatus = 'ok' | 'redirect' | 'not-found';

export interface ResolvedRoute {
  language: Language;
  target: RouteTarget;
  params: Record<string, string>;
  /** The canonical browser path, language included, no query: '/it/letto'. */
  canonicalPath: string;
  /** The same without the language ('/' for home): the parcels' `path` prop. */
  path: string;
  status: RouteStatus;
  /** The menu entry the page belongs to (page metadata); null for fixed routes. */
  menu: MenuItem | null;
}

interface Match {
  screen: Screen;
  /** Page-specific parcel props (the contract in shared/contract/parcels.ts). */
  props: Record<string, unknown>;
  params: Record<string, string>;
  /** Canonical segments below the language. */
  segments: string[];
  menu: MenuItem | null;
  found: boolean;
}

const remote = <R extends RemoteName>(name: R, parcel: ExposedParcel<R>): Screen =>
  ({ kind: 'remote', remote: name, parcel }) as Screen;

/** Account §2: the personal-shopper page gets its store from navigation (?storeId); anything else is none. */
function storeIdOf(query: URLSearchParams): number | null {
  const value = query.get('storeId') ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function menuProps(screen: Screen, menu: MenuItem, table: RouteTable, query: URLSearchParams): Record<string, unknown> {
  if (screen.kind === 'remote' && screen.remote === 'content') {
    return { menu, gridId: menu.gridId, gridTypeId: menu.gridTypeId };
  }
  if (screen.kind === 'remote' && screen.parcel === 'ProductList') return { menu, filterPath: '' };
  // Account §2: a store with a personal shopper links to the page of menu key shopper.
  if (screen.kind === 'remote' && (screen.parcel === 'StoreLocator' || screen.parcel === 'ShopsList')) {
    return { menu, shopperPath: table.keyPaths.get('shopper') };
  }
  if (screen.kind === 'remote' && screen.parcel === 'ShopperPage') {
    return { menu, storeId: storeIdOf(query), locatorPath: table.keyPaths.get('negozi') ?? table.keyPaths.get('boutique') };
  }
  // Account §2: the checkout's terms checkbox links to the menu entry whose altUrl1 is cgv.
  // Issue 17: the basket (ma_commande) and the checkout (paiement) are one parcel on two pages that link each other.
  if (screen.kind === 'remote' && screen.parcel === 'OrderPage') {
    return { menu, termsPath: table.termsPath ?? undefined, basketPath: table.keyPaths.get('ma_commande'), checkoutPath: table.keyPaths.get('paiement') };
  }
  return { menu };
}

/**
 * Storefront §2 fixed routes: /, /search, /validate, /503, /404, /login, /activate/{key}; account §2:
 * /reset/finish/{resetKey}; issue 29 §6: /newsletter/confirm/{key}.
 */
function matchFixed(lower: string[], raw: string[], table: RouteTable, query: URLSearchParams): Match | null {
  const fixed = (screen: Screen, props: Record<string, unknown> = {}, params: Record<string, string> = {}): Match => ({
    screen,
    props,
    params,
    segments: lower,
    menu: null,
    found: true,
  });
  if (lower.length === 0) {
    const home = table.home;
    return fixed(remote('content', 'HomePage'), { menu: home, gridId: home?.gridId ?? null, gridTypeId: home?.gridTypeId ?? 1 });
  }
  if (lower.length === 2 && lower[0] === 'activate') {
    // The activation key is a token: its case matters, so it stays as written.
    const activationKey = raw[1] ?? '';
    return { ...fixed({ kind: 'shell', page: 'activate' }, { activationKey }, { activationKey }), segments: ['activate', activationKey] };
  }
  if (lower.length === 3 && lower[0] === 'reset' && lower[1] === 'finish') {
    // Account §2: after the change the page goes to the order page (menu key ma_commande). The key keeps its case.
    const resetKey = raw[2] ?? '';
    const props = { resetKey, orderPath: table.keyPaths.get('ma_commande') ?? null };
    return { ...fixed({ kind: 'shell', page: 'reset' }, props, { resetKey }), segments: ['reset', 'finish', resetKey] };
  }
  if (lower.length === 3 && lower[0] === 'newsletter' && lower[1] === 'confirm') {
    // Issue 29 §6: the newsletter's confirmation link (double opt-in). The key keeps its case.
    const confirmKey = raw[2] ?? '';
    return { ...fixed({ kind: 'shell', page: 'newsletter' }, { confirmKey }, { confirmKey }), segments: ['newsletter', 'confirm', confirmKey] };
  }
  if (lower.length !== 1) return null;
  switch (lower[0]) {
    case 'search': {
      const criteria = query.get('criteria') ?? '';
      return fixed(remote('catalogue', 'SearchPage'), { criteria }, { criteria });
    }
    case 'validate': {
      const code = query.get('code') ?? query.get('discountCode') ?? '';
      return fixed(remote('basket', 'ValidateDiscount'), { code }, { code });
    }
    case 'accepted':
    case 'failed':
    case 'accepted-paypal':
    case 'failed-paypal':
      return fixed(remote('basket', 'PaymentResult'), paymentResultProps(lower[0], query, table));
    case '503':
      return fixed(remote('content', 'Unavailable'));
    case '404':
      return fixed(remote('content', 'NotFound'));
    case 'login':
      // The login screen links to the create-account page (menu key creation_de_compte) when the menu has one.
      return fixed({ kind: 'shell', page: 'login' }, { signinPath: table.keyPaths.get('creation_de_compte') ?? null });
    default:
      return null;
  }
}

/** The promotional tiles of the accepted page (account §2). */
const RESULT_TILE_KEYS = ['notre_savoir_faire', 'nouveaux_precieux'] as const;

/**
 * Account §2 payment result pages: the order comes as ?orderId or ?id, or from the card gateway's
 * callback as ?textlibre, with an optional DEP / STO value (?mode, or a bare query value).
 */
function paymentResultProps(page: string, query: URLSearchParams, table: RouteTable): Record<string, unknown> {
  const orderRef = query.get('orderId') ?? query.get('id') ?? query.get('textlibre') ?? query.get('reference');
  const tag = [...query.values(), ...query.keys()].map((value) => value.toUpperCase()).find(
    (value) => value === 'DEP' || value === 'STO',
  );
  return {
    outcome: page.startsWith('accepted') ? 'accepted' : 'failed',
    wallet: page.endsWith('-paypal'),
    orderRef: orderRef?.trim() ? orderRef.trim().slice(0, 64) : null,
    deliveryTag: tag ?? null,
    redirectResult: query.get('redirectResult') ?? query.get('sessionResult'),
    orderPath: table.keyPaths.get('ma_commande') ?? null,
    checkoutPath: table.keyPaths.get('paiement') ?? null,
    ordersPath: table.keyPaths.get('mes_commandes') ?? null,
    contactPath: table.keyPaths.get('contact') ?? null,
    tilePaths: RESULT_TILE_KEYS.flatMap((key) => {
      const path = table.keyPaths.get(key);
      return path ? [{ key, path }] : [];
    }),
  };
}

/**
 * The route of a menu path: the page language's own, else (issue 17 §1) the same entry's path in
 * another language's words, whose canonical segments are then the own ones.
 */
function menuRouteAt(segments: string[], table: RouteTable): { route: MenuRoute; own: string[] } | null {
  const key = `/${segments.join('/')}`;
  const own = table.byPath.get(key);
  if (own) return { route: own, own: segments };
  const foreign = table.byForeignPath?.get(key);
  return foreign ? { route: foreign, own: foreign.path.split('/').filter(Boolean) } : null;
}

/**
 * An exact menu path, else the sub-paths of the longest menu path above it (a child beats its parent).
 * Issue 29 §2: only prefixes as deep as the deepest menu path are tried (`table.depth`), so the
 * work is linear in the path: trying every prefix of a 7,000-segment path, each joined into a key,
 * held the event loop for 2 s.
 */
function matchMenu(lower: string[], raw: string[], table: RouteTable, query: URLSearchParams): Match | null {
  const deepest = table.depth;
  const exact = lower.length <= deepest ? menuRouteAt(lower, table) : null;
  if (exact) {
    const { route } = exact;
    return { screen: route.screen, props: menuProps(route.screen, route.menu, table, query), params: {}, segments: exact.own, menu: route.menu, found: true };
  }
  for (let depth = Math.min(lower.length - 1, deepest); depth >= 1; depth -= 1) {
    const found = menuRouteAt(lower.slice(0, depth), table);
    if (!found) continue;
    const { route } = found;
    const tail = lower.slice(depth);
    const head = found.own;
    const menu = route.menu;
    if (route.magazineExtras && tail.length === 1) {
      const postId = tail[0] as string;
      return { screen: remote('content', 'MagazinePost'), props: { menu, postId }, params: { postId }, segments: [...head, postId], menu, found: true };
    }
    if (route.catalogueExtras && tail[0] === FILTER_SEGMENT) {
      const values = raw.slice(depth + 1);
      const filterPath = values.length ? `/${[FILTER_SEGMENT, ...values].join('/')}` : '';
      return {
        screen: remote('catalogue', 'ProductList'),
        props: { menu, filterPath },
        params: { filterPath },
        segments: values.length ? [...head, FILTER_SEGMENT, ...values] : head,
        menu,
        found: true,
      };
    }
    if (route.catalogueExtras) {
      const productCanonicalUrl = tail.join('/');
      return {
        screen: remote('catalogue', 'ProductPage'),
        props: { menu, productCanonicalUrl },
        params: { productCanonicalUrl },
        segments: [...head, ...tail],
        menu,
        found: true,
      };
    }
    return null;
  }
  return null;
}

function match(raw: string[], table: RouteTable, query: URLSearchParams): Match {
  const lower = raw.map(lowerSegment);
  return (
    matchFixed(lower, raw, table, query) ??
    matchMenu(lower, raw, table, query) ?? { screen: remote('content', 'NotFound'), props: {}, params: {}, segments: lower, menu: null, found: false }
  );
}

export function resolveRoute(pathname: string, table: RouteTable, search = ''): ResolvedRoute {
  const input = typeof pathname === 'string' ? pathname : '';
  const query = new URLSearchParams(typeof search === 'string' ? search : '');
  const { language, rest, explicit } = splitLanguage(cleanSegments(input));
  let result = match(rest, table, query);
  // '/xx/letto': an unknown language code is dropped rather than read as a shop path.
  if (!result.found && !explicit && rest[0] !== undefined && looksLikeLanguage(rest[0])) {
    result = match(rest.slice(1), table, query);
  }
  const path = `/${result.segments.join('/')}`;
  const canonicalPath = result.segments.length ? `/${language}${path}` : `/${language}`;
  const currentPath = input.split(/[?#]/)[0] ?? '';
  const status: RouteStatus = canonicalPath !== currentPath ? 'redirect' : result.found ? 'ok' : 'not-found';
  const target: RouteTarget =
    result.screen.kind === 'remote'
      ? { kind: 'remote', remote: result.screen.remote, parcel: result.screen.parcel, props: { ...result.props, language, path } }
      : { kind: 'shell', page: result.screen.page, props: { ...result.props, language, path } };
  return { language, target, params: result.params, canonicalPath, path, status, menu: result.menu };
}
