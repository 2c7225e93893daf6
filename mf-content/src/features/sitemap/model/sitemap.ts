import type { MenuItem } from '@trama/shared/contract';

/** One link of the sitemap: a menu entry's label and its path below the language. */
export interface SitemapLink {
  key: string;
  label: string;
  path: string;
  children: SitemapLink[];
}

export interface Sitemap {
  categories: SitemapLink[];
  pages: SitemapLink[];
}

/** The sitemap's own menu key (storefront §2 sitemap page). */
export const SITEMAP_KEY = 'plan_du_site';

/**
 * Pages a visitor cannot read as pages: personal (account, basket, payment, returns, sign-up) or
 * only a copy of another entry (the footer lists). The sitemap names where a visitor can go.
 */
const PRIVATE_KEYS = new Set(['mon_compte', 'ma_commande', 'paiement', 'retour', 'creation_de_compte', SITEMAP_KEY]);
const isFooterCopy = (key: string) => /^(sub)?footer_/.test(key);

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.label.localeCompare(b.label);
const isShopPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

function toLink(item: MenuItem, withChildren: boolean): SitemapLink {
  const children = withChildren ? [...(item.children ?? [])].sort(byPosition).filter((child) => isShopPath(child.canonicalUrl)) : [];
  return { key: item.key, label: item.label, path: item.canonicalUrl, children: children.map((child) => toLink(child, true)) };
}

/**
 * Storefront §2 sitemap (categories and pages), from the menu of the page's language: the
 * product categories (MENU, CATALOGUE) with their sub-categories, then every public page in menu
 * order. The account area, basket and footer copies are left out; links outside the shop too.
 */
export function sitemap(menu: readonly MenuItem[] | null | undefined): Sitemap {
  // The API lists sub-entries twice (under their parent and after it): the top level is what has no parent.
  const top = [...(menu ?? [])].sort(byPosition).filter((item) => !item.parent && isShopPath(item.canonicalUrl));
  const categories = top.filter((item) => item.menuType === 'MENU' || item.menuType === 'CATALOGUE').map((item) => toLink(item, true));
  const pages = top
    .filter((item) => item.menuType === 'PAGE' && !PRIVATE_KEYS.has(item.key) && !isFooterCopy(item.key))
    .map((item) => toLink(item, false));
  return { categories, pages };
}
