/** Menu entries as links and the entries the header and footer look up (storefront §2 Header and footer). */
import type { Language, MenuItem } from '@trama/shared/contract';
import { menuPathKey } from './canonical-path.ts';
import { flattenMenu } from './route-table.ts';

const ABSOLUTE = /^https?:\/\//i;

/** '/letto' in French -> '/fr/letto'; an absolute URL stays as is; null when there is nothing to link. */
export function menuHref(item: Pick<MenuItem, 'canonicalUrl'>, language: Language): string | null {
  if (typeof item.canonicalUrl === 'string' && ABSOLUTE.test(item.canonicalUrl)) return item.canonicalUrl;
  const path = menuPathKey(item.canonicalUrl);
  if (!path) return null;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

export function isExternalHref(href: string): boolean {
  return ABSOLUTE.test(href);
}

const FOOTER_KEY = /^(sub)?footer_/;

/** Storefront §2 Header: the nav shows the top-level MENU and CATALOGUE entries, children below. */
export interface NavEntry {
  item: MenuItem;
  children: MenuItem[];
}

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.menuId - b.menuId;

export function navEntries(menu: readonly unknown[]): NavEntry[] {
  const all = flattenMenu(menu);
  const browsable = (item: MenuItem) => (item.menuType === 'MENU' || item.menuType === 'CATALOGUE') && !FOOTER_KEY.test(item.key ?? '');
  return all
    .filter((item) => item.parent === null && browsable(item))
    .sort(byPosition)
    .map((item) => ({ item, children: all.filter((child) => child.parent === item.menuId).sort(byPosition) }));
}

/** Storefront §2 Header: the shops link is the entry whose altUrl1 is boutique (else the locator's key). */
export function shopsEntry(menu: readonly unknown[]): MenuItem | null {
  const all = flattenMenu(menu);
  return (
    all.find((item) => item.altUrl1?.toLowerCase() === 'boutique') ??
    all.find((item) => item.key === 'negozi' || item.key === 'boutique') ??
    null
  );
}

export function entryByKey(menu: readonly unknown[], key: string): MenuItem | null {
  return flattenMenu(menu).find((item) => item.key === key) ?? null;
}
