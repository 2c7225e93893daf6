import type { MenuItem } from '@trama/shared/contract';

/** Account spec §2: the hub's four tiles, by the menu key of the page each opens. */
export const ACCOUNT_SECTIONS = [
  { key: 'mes_commandes', labelKey: 'hub.orders', descriptionKey: 'hub.ordersText' },
  { key: 'mes_informations', labelKey: 'hub.information', descriptionKey: 'hub.informationText' },
  { key: 'mes_adresses', labelKey: 'hub.addresses', descriptionKey: 'hub.addressesText' },
  { key: 'mes_tickets', labelKey: 'hub.tickets', descriptionKey: 'hub.ticketsText' },
] as const;

/** Account §2: the six menu keys that share the account screen, in tab order. */
export const ACCOUNT_TABS = [
  { key: 'mon_compte', labelKey: 'hub.overview' },
  { key: 'mes_commandes', labelKey: 'hub.orders' },
  { key: 'mes_tickets', labelKey: 'hub.tickets' },
  { key: 'mes_retours', labelKey: 'hub.returns' },
  { key: 'mes_adresses', labelKey: 'hub.addresses' },
  { key: 'mes_informations', labelKey: 'hub.information' },
] as const;

export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];
export type AccountSectionKey = (typeof ACCOUNT_SECTIONS)[number]['key'];
/** The keys whose paths the account screen links to: its tabs, the return page (retour) and the store locator (a receipt's return). */
export type AccountPathKey = AccountTabKey | 'retour' | 'negozi' | 'boutique';

const PATH_KEYS = new Set<string>([...ACCOUNT_TABS.map((tab) => tab.key), 'retour', 'negozi', 'boutique']);

/** The shop path of each account page found in the menu entries given (the first entry of a key wins). */
export function sectionPaths(...menus: readonly (MenuItem | readonly MenuItem[])[]): Partial<Record<AccountPathKey, string>> {
  const paths: Partial<Record<AccountPathKey, string>> = {};
  const visit = (item: MenuItem) => {
    if (PATH_KEYS.has(item.key) && !(item.key in paths)) paths[item.key as AccountPathKey] = item.canonicalUrl;
    item.children.forEach(visit);
  };
  for (const menu of menus) (Array.isArray(menu) ? (menu as readonly MenuItem[]) : [menu as MenuItem]).forEach(visit);
  return paths;
}

const normalise = (path: string) => `/${path.replace(/^\/+|\/+$/g, '').toLowerCase()}`;

/**
 * Account §2: if the current path differs from the menu entry's canonical path, the shopper is
 * sent to the canonical one (the query, e.g. a return's ?orderId=, is kept). null: already there.
 */
export function canonicalRedirect(path: string, menu: Pick<MenuItem, 'canonicalUrl'>, search = ''): string | null {
  if (!menu.canonicalUrl) return null;
  if (normalise(path) === normalise(menu.canonicalUrl)) return null;
  return `${menu.canonicalUrl}${search}`;
}
