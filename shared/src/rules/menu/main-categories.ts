import type { MenuItem } from '../../contract/menu.ts';

/** Issue 17 §5: an empty basket, wishlist or search offers the shop's main categories, as many as the header shows. */
export const MAX_CATEGORIES = 6;

const FOOTER_KEY = /^(sub)?footer_/;

/**
 * Storefront §2 Header: the main categories are the top-level MENU and CATALOGUE entries (not the
 * footer lists), in menu order; each links to its own canonicalUrl, which is the page language's.
 */
export function mainCategories(menu: readonly MenuItem[]): MenuItem[] {
  return menu
    .filter((item) => item.parent === null && (item.menuType === 'MENU' || item.menuType === 'CATALOGUE') && !FOOTER_KEY.test(item.key))
    .filter((item) => item.canonicalUrl.startsWith('/') && item.canonicalUrl !== '/')
    .sort((a, b) => a.position - b.position || a.menuId - b.menuId)
    .slice(0, MAX_CATEGORIES);
}
