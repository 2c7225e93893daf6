/**
 * Which screen a menu entry shows (storefront §2, account §2): by gridTypeId, else by menu key,
 * else by menuType. Pure data, so the route table and its tests read one list.
 */
import type { MenuItem } from '@trama/shared/contract';
import type { ExposedParcel, RemoteName } from '@trama/shared/federation';

/**
 * The shell's own pages: /login, /activate/{key}, the sign-in page (creation_de_compte),
 * /reset/finish/{key}, /newsletter/confirm/{key} (issue 29 §6).
 */
export type ShellPage = 'login' | 'activate' | 'signin' | 'reset' | 'newsletter';

export type Screen =
  | { [R in RemoteName]: { kind: 'remote'; remote: R; parcel: ExposedParcel<R> } }[RemoteName]
  | { kind: 'shell'; page: ShellPage };

const remote = <R extends RemoteName>(name: R, parcel: ExposedParcel<R>): Screen =>
  ({ kind: 'remote', remote: name, parcel }) as Screen;

/** Storefront §2: 1 home-like; 2, 3, 4, 6 content; 5 generic; 7 brand content; 8 magazine list. */
function screenByGridType(gridTypeId: number | null): Screen | null {
  if (gridTypeId === 1) return remote('content', 'HomePage');
  if (gridTypeId !== null && gridTypeId >= 2 && gridTypeId <= 7) return remote('content', 'ContentPage');
  if (gridTypeId === 8) return remote('content', 'MagazinePage');
  return null;
}

/** Account §2: checkout is ma_commande (payment area paiement). */
export const ORDER_KEYS = ['ma_commande', 'paiement'] as const;
/**
 * Account §2: the account area shares one screen (login required); returns (retour) live there too.
 * Not contact: account §1 lets visitors use the contact form, so it has a screen of its own (ContactPage).
 */
export const ACCOUNT_KEYS = [
  'mon_compte',
  'mes_commandes',
  'mes_adresses',
  'mes_retours',
  'mes_informations',
  'mes_tickets',
  'retour',
] as const;
/** Account §2: store locator by key boutique or negozi; storefront §2: altUrl1 boutique (the header's shops link). */
export const STORE_KEYS = ['negozi', 'boutique'] as const;
export const STORE_ALT_URLS = ['boutique'] as const;
/** Storefront §2 Other pages: the shops list is the entry whose altUrl1 is shops (countries → cities → stores). */
export const SHOPS_LIST_ALT_URL = 'shops';

const has = (list: readonly string[], value: string | null | undefined) => !!value && list.includes(value);

function screenByKey(item: MenuItem): Screen | null {
  if (has(ORDER_KEYS, item.key)) return remote('basket', 'OrderPage');
  if (has(ACCOUNT_KEYS, item.key)) return remote('account', 'AccountPage');
  if (item.key === 'wishlist') return remote('catalogue', 'Wishlist');
  if (item.key === 'catalogues') return remote('account', 'CataloguesPage');
  // Storefront §2 sitemap (categories and pages): drawn from the menu itself, no grid.
  if (item.key === 'plan_du_site') return remote('content', 'SitemapPage');
  if (item.altUrl1?.toLowerCase() === SHOPS_LIST_ALT_URL) return remote('stores', 'ShopsList');
  if (has(STORE_KEYS, item.key) || has(STORE_ALT_URLS, item.altUrl1?.toLowerCase())) {
    return remote('stores', 'StoreLocator');
  }
  if (item.key === 'creation_de_compte') return { kind: 'shell', page: 'signin' };
  return null;
}

function screenByMenuType(item: MenuItem): Screen {
  if (item.menuType === 'MENU' || item.menuType === 'CATALOGUE') return remote('catalogue', 'ProductList');
  return remote('content', 'ContentPage');
}

export function screenForMenu(item: MenuItem): Screen {
  // Storefront §2: the gold-and-silver page is found by its route key, whatever grid type it carries.
  if (item.key === 'orEtArgent') return remote('catalogue', 'GoldSilver');
  // Account §2 Contact: the form (open to visitors, account §1), even where the entry also names a grid.
  if (item.key === 'contact') return remote('account', 'ContactPage');
  // Account §2 Personal shopper appointment: the booking page, whatever grid the entry carries.
  if (item.key === 'shopper') return remote('stores', 'ShopperPage');
  return screenByGridType(item.gridTypeId) ?? screenByKey(item) ?? screenByMenuType(item);
}

/**
 * Whether the entry's screen has something to show. A content-remote page (home, CMS, magazine)
 * renders its grid, so without a gridId it is the 404 screen; every other screen (lists, account,
 * checkout, stores, the shell's pages) draws its own content.
 */
export function screenHasContent(item: MenuItem, screen: Screen = screenForMenu(item)): boolean {
  if (screen.kind === 'remote' && screen.remote === 'content' && screen.parcel !== 'SitemapPage') return typeof item.gridId === 'number';
  return true;
}

/** Storefront §2: menu-type and catalogue entries have product and /filtres sub-paths. */
export function hasCatalogueExtras(item: MenuItem): boolean {
  return item.menuType === 'MENU' || item.menuType === 'CATALOGUE';
}

/** Storefront §2: magazine entries have a /{postId} detail path. */
export function hasMagazineExtras(item: MenuItem): boolean {
  return item.gridTypeId === 8;
}
