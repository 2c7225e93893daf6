import type { MenuItem } from '../contract/menu.ts';

/** A menu entry as the API sends it, with only what a test cares about to fill in. */
export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    menuId: 10,
    key: 'letto',
    label: 'Letto',
    level: 0,
    parent: null,
    children: [],
    menuType: 'MENU',
    canonicalUrl: '/letto',
    altUrl1: null,
    altUrl2: null,
    gridId: null,
    gridTypeId: null,
    position: 1,
    colored: false,
    description: null,
    language: 'it',
    promotion: false,
    productType: null,
    visuals: [],
    ...overrides,
  };
}
