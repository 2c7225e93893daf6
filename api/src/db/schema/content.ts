/** CMS content: the grids and their items, the seasonal catalogues page (storefront §2, account §3 Catalogue). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { cascadeRef, identityKey } from './columns.ts';
import { brandRef } from './brands.ts';

export const contentGrids = pgTable('content_grids', {
  gridId: integer('grid_id').primaryKey(),
  brandId: brandRef(),
  /** Internal name for editors; never shown to shoppers. */
  name: text('name').notNull(),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: identityKey(),
    gridId: cascadeRef('grid_id', () => contentGrids.gridId),
    section: integer('section').notNull(),
    widget: integer('widget').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** Null for language-neutral items (photos, links); otherwise the text's language. */
    language: text('language'),
    value: text('value').notNull(),
    altText: text('alt_text'),
    menuHref: text('menu_href'),
  },
  (t) => [
    index('content_items_grid_idx').on(t.gridId, t.section, t.widget, t.position),
    check('content_items_type', sql`${t.type} in ('PHOTO', 'TEXT', 'VIDEO')`),
  ],
);

/** Account §3 Catalogue: the brand's seasonal catalogues (the catalogues page). */
export const catalogues = pgTable(
  'catalogues',
  {
    code: text('code').primaryKey(),
    brandId: brandRef(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    seasonName: text('season_name').notNull(),
    /** Issue 17: name and season in the other languages; a missing language is served in Italian. */
    texts: jsonb('texts').$type<Partial<Record<string, { name: string; seasonName: string }>>>().notNull().default({}),
    /** A shop path with the Italian prefix ('/it/letto'): served in the asked language's words. */
    catalogueUrl: text('catalogue_url').notNull(),
    photoUrl: text('photo_url').notNull(),
  },
  (t) => [index('catalogues_brand_idx').on(t.brandId, t.position)],
);
