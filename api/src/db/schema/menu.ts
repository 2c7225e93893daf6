/** The menu tree and its translated entries (storefront §1 Menu, §2). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cascadeRef, languageCode } from './columns.ts';
import { brandRef } from './brands.ts';

export interface MenuVisualRow {
  type: 'MENU' | 'CATALOGUE';
  photo: string;
  name: string;
  menuHref: string;
}

export const menuItems = pgTable(
  'menu_items',
  {
    menuId: integer('menu_id').primaryKey(),
    brandId: brandRef(),
    key: text('key').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.menuId, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    menuType: text('menu_type').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    altUrl1: text('alt_url1'),
    altUrl2: text('alt_url2'),
    gridId: integer('grid_id'),
    gridTypeId: integer('grid_type_id'),
    colored: boolean('colored').notNull().default(false),
    promotion: boolean('promotion').notNull().default(false),
    productType: text('product_type'),
  },
  (t) => [
    unique('menu_items_brand_key').on(t.brandId, t.key),
    index('menu_items_brand_idx').on(t.brandId, t.level, t.position),
    check('menu_items_menu_type', sql`${t.menuType} in ('MENU', 'PAGE', 'CATALOGUE')`),
  ],
);

export const menuTranslations = pgTable(
  'menu_translations',
  {
    menuId: cascadeRef('menu_id', () => menuItems.menuId),
    language: languageCode(),
    label: text('label').notNull(),
    description: text('description'),
    /** Visual tiles of the mega-menu; their names are translated, so they live here. */
    visuals: jsonb('visuals').$type<MenuVisualRow[]>().notNull().default([]),
    /** Issue 17: the entry's canonicalUrl in this language; null = menu_items.canonical_url. */
    canonicalUrl: text('canonical_url'),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.language] }), index('menu_translations_url_idx').on(t.canonicalUrl)],
);
