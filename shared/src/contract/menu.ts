/** Storefront spec §2 and §3 (Menu item). */
import type { Language } from './constants.ts';

export const MENU_TYPES = ['MENU', 'PAGE', 'CATALOGUE'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export interface MenuVisual {
  type: 'MENU' | 'CATALOGUE';
  photo: string;
  name: string;
  menuHref: string;
}

export interface MenuItem {
  menuId: number;
  key: string;
  label: string;
  level: number;
  /** menuId of the parent entry, null at the top level. */
  parent: number | null;
  children: MenuItem[];
  menuType: MenuType;
  /** Path below the language prefix, always starting with '/', e.g. '/letto/lenzuola'. */
  canonicalUrl: string;
  altUrl1: string | null;
  altUrl2: string | null;
  gridId: number | null;
  gridTypeId: number | null;
  position: number;
  colored: boolean;
  description: string | null;
  language: string;
  promotion: boolean;
  productType: string | null;
  visuals: MenuVisual[];
  /**
   * Contract 1.10 (issue 17): the entry's canonicalUrl in every language (below the prefix:
   * { it: '/letto/lenzuola', fr: '/lit/draps', … }). `canonicalUrl` is the one of `language`;
   * a path written in another language's words is recognised and replaced by it (storefront §2).
   */
  alternates?: Partial<Record<Language, string>>;
}
