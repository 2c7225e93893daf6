/**
 * The shop's tables. Kept free of relative imports so drizzle-kit can load it alone.
 * Translated texts live in their own rows keyed by language (storefront §1: it, en, fr, de, es).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export interface MenuVisualRow {
  type: 'MENU' | 'CATALOGUE';
  photo: string;
  name: string;
  menuHref: string;
}

export const brands = pgTable('brands', {
  brandId: integer('brand_id').primaryKey(),
  customerCode: text('customer_code').notNull(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull(),
  defaultLanguage: text('default_language').notNull().default('it'),
  defaultCurrency: text('default_currency').notNull().default('EUR'),
  promotionCluster: text('promotion_cluster').notNull().default('E'),
  promotionEnd: timestamp('promotion_end', { withTimezone: true, mode: 'string' }),
  shippingMinimum: numeric('shipping_minimum', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  shippingCost: numeric('shipping_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  crm: text('crm'),
  zendesk: boolean('zendesk').notNull().default(false),
  paymentGateway: text('payment_gateway').notNull(),
  conversionThreshold: integer('conversion_threshold').notNull(),
  conversionMultiple: numeric('conversion_multiple', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** Order of the brand in every brand's `brands[]` list. */
  position: smallint('position').notNull().default(0),
});

export const brandPromotions = pgTable(
  'brand_promotions',
  {
    promotionRuleId: integer('promotion_rule_id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    ruleType: text('rule_type').notNull(),
    ruleName: text('rule_name').notNull(),
    threshold: numeric('threshold', { precision: 10, scale: 2, mode: 'number' }),
    quantity: integer('quantity'),
    currency: text('currency').notNull().default('EUR'),
    /** discount_1..discount_n of the spec, in order. */
    discounts: jsonb('discounts').$type<number[]>().notNull().default([]),
    productClusterId: text('product_cluster_id'),
    productClusterId1: text('product_cluster_id_1'),
    productClusterId2: text('product_cluster_id_2'),
    productCategoryId1: integer('product_category_id_1'),
    productCategoryId2: integer('product_category_id_2'),
    promotionName: text('promotion_name'),
  },
  (t) => [
    index('brand_promotions_brand_idx').on(t.brandId),
    check('brand_promotions_rule_type', sql`${t.ruleType} in ('AMOUNT', 'VALUE', 'QUANTITY', 'PERCENTAGE', 'PACK')`),
  ],
);

export const brandLabels = pgTable(
  'brand_labels',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    labelType: text('label_type').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.language, t.labelType] })],
);

export const menuItems = pgTable(
  'menu_items',
  {
    menuId: integer('menu_id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
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
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.menuId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    /** Visual tiles of the mega-menu; their names are translated, so they live here. */
    visuals: jsonb('visuals').$type<MenuVisualRow[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.language] })],
);

export const contentGrids = pgTable('content_grids', {
  gridId: integer('grid_id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.brandId, { onDelete: 'cascade' }),
  /** Internal name for editors; never shown to shoppers. */
  name: text('name').notNull(),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gridId: integer('grid_id')
      .notNull()
      .references(() => contentGrids.gridId, { onDelete: 'cascade' }),
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

export const stores = pgTable(
  'stores',
  {
    storeId: integer('store_id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** ISO country code (IT, AD…). */
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<Record<string, string>>().notNull(),
    personalShopper: boolean('personal_shopper').notNull().default(false),
    storeType: text('store_type').notNull().default('E'),
    hasBasket: boolean('has_basket').notNull().default(true),
    storeDelivery: text('store_delivery'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('stores_brand_idx').on(t.brandId, t.country, t.city)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased so one address subscribes once per brand. */
    email: text('email').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    mailingId: text('mailing_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('newsletter_email_brand').on(t.email, t.brandId)],
);
