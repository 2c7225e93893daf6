/** The brands and what each shows of its own: promotions and labels (storefront §1, §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** Express freight (account §4 Delivery selection, selectedPrice 3, FREIGHT_EXP). */
  expressShippingCost: numeric('express_shipping_cost', { precision: 10, scale: 2, mode: 'number' }).notNull().default(12.9),
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
    /** Issue 17: promotion_name in the other languages (language -> name); missing = Italian. */
    promotionNameTexts: jsonb('promotion_name_texts').$type<Partial<Record<string, string>>>().notNull().default({}),
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
