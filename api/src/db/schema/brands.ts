/** The brands and what each shows of its own: promotions and labels (storefront §1, §3). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, languageCode, money } from './columns.ts';

export const brands = pgTable('brands', {
  brandId: integer('brand_id').primaryKey(),
  customerCode: text('customer_code').notNull(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull(),
  defaultLanguage: text('default_language').notNull().default('it'),
  defaultCurrency: text('default_currency').notNull().default('EUR'),
  promotionCluster: text('promotion_cluster').notNull().default('E'),
  promotionEnd: timestamp('promotion_end', { withTimezone: true, mode: 'string' }),
  shippingMinimum: money('shipping_minimum').notNull(),
  shippingCost: money('shipping_cost').notNull(),
  crm: text('crm'),
  zendesk: boolean('zendesk').notNull().default(false),
  paymentGateway: text('payment_gateway').notNull(),
  conversionThreshold: integer('conversion_threshold').notNull(),
  conversionMultiple: money('conversion_multiple').notNull(),
  /** Express freight (account §4 Delivery selection, selectedPrice 3, FREIGHT_EXP). */
  expressShippingCost: money('express_shipping_cost').notNull().default(12.9),
  /** Order of the brand in every brand's `brands[]` list. */
  position: smallint('position').notNull().default(0),
});

/** A row of one brand, deleted with it. */
export const brandRef = () => cascadeRef('brand_id', () => brands.brandId);

/** A brand's row in one language: its labels, its contact form's subjects. */
export const brandLanguage = () => ({ brandId: brandRef(), language: languageCode() });

/** The brand a row was written for, as a plain number: no foreign key ties the row to brands. */
export const brandNumber = () => integer('brand_id').notNull();

export const brandPromotions = pgTable(
  'brand_promotions',
  {
    promotionRuleId: integer('promotion_rule_id').primaryKey(),
    brandId: brandRef(),
    ruleType: text('rule_type').notNull(),
    ruleName: text('rule_name').notNull(),
    threshold: money('threshold'),
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
    ...brandLanguage(),
    labelType: text('label_type').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.language, t.labelType] })],
);
