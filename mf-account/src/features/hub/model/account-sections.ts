import type { MenuItem } from '@trama/shared/contract';

/** Account spec §2: the hub's four tiles, by the menu key of the page each opens. */
export const ACCOUNT_SECTIONS = [
  { key: 'mes_commandes', labelKey: 'hub.orders', descriptionKey: 'hub.ordersText' },
  { key: 'mes_informations', labelKey: 'hub.information', descriptionKey: 'hub.informationText' },
  { key: 'mes_adresses', labelKey: 'hub.addresses', descriptionKey: 'hub.addressesText' },
  { key: 'mes_tickets', labelKey: 'hub.tickets', descriptionKey: 'hub.ticketsText' },
] as const;

export type AccountSectionKey = (typeof ACCOUNT_SECTIONS)[number]['key'];

/** The shop path of each account section found in the menu tree the page was given. */
export function sectionPaths(menu: MenuItem): Partial<Record<AccountSectionKey, string>> {
  const paths: Partial<Record<AccountSectionKey, string>> = {};
  const keys = new Set<string>(ACCOUNT_SECTIONS.map((s) => s.key));
  const visit = (item: MenuItem) => {
    if (keys.has(item.key) && !(item.key in paths)) paths[item.key as AccountSectionKey] = item.canonicalUrl;
    item.children.forEach(visit);
  };
  visit(menu);
  return paths;
}
