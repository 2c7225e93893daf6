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
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  customType,
  date,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Issue 17: the entry's canonicalUrl in this language; null = menu_items.canonical_url. */
    canonicalUrl: text('canonical_url'),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.language] }), index('menu_translations_url_idx').on(t.canonicalUrl)],
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

/** Account §3 Store barcodeList: each barcode's stock in each store (migration 0013). */
export const storeStock = pgTable(
  'store_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    barcode: text('barcode')
      .notNull()
      .references(() => productSizes.barcode, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ name: 'store_stock_pk', columns: [t.storeId, t.barcode] }),
    index('store_stock_barcode_idx').on(t.barcode),
    check('store_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * The offline gazetteer (migration 0013): Italian municipalities with coordinates, imported at
 * seed time from npm open-data packages. search_name is lower-cased, unaccented, punctuation as
 * spaces (the same normalisation the search applies to what the shopper types).
 */
export const gazetteerPlaces = pgTable(
  'gazetteer_places',
  {
    placeId: integer('place_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    istatCode: text('istat_code'),
  },
  (t) => [index('gazetteer_places_search_idx').on(t.searchName)],
);

/** Postal codes (CAP) of each gazetteer place; a multi-CAP city has many. */
export const gazetteerPostcodes = pgTable(
  'gazetteer_postcodes',
  {
    zip: text('zip').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => gazetteerPlaces.placeId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'gazetteer_postcodes_pk', columns: [t.zip, t.placeId] })],
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
    /** Issue 29 §6 double opt-in: subscribed only from here on; null while the e-mail's link waits. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the pending confirmation key (single use: cleared on confirmation). */
    confirmKeyHash: text('confirm_key_hash'),
    confirmKeyExpiresAt: timestamp('confirm_key_expires_at', { withTimezone: true }),
  },
  (t) => [
    unique('newsletter_email_brand').on(t.email, t.brandId),
    uniqueIndex('newsletter_confirm_key').on(t.confirmKeyHash).where(sql`${t.confirmKeyHash} is not null`),
  ],
);

/* ---------------------------------------------------------------- catalogue (storefront §3) */

/** Care info (storefront §3): heading -> lines, in the row's language. */
export type CareRow = Record<string, string[]>;
/** Composition info (storefront §3). */
export interface CompositionRow {
  attribute: string;
  attributeValue: string;
  value: number;
}

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    /** Storefront §3 itemType: EAN (goods) or GFC (a gift card, its sizes are amounts); pricing reads it here (migration 0014). */
    itemType: text('item_type').notNull().default('EAN'),
    /** The leaf CATALOGUE menu entry the product lives under. */
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.menuId, { onDelete: 'cascade' }),
    /** Slug, unique per brand, the same in every language. */
    canonicalUrl: text('canonical_url').notNull(),
    /** Products of one model in different colours share it (Product.colors). */
    modelCode: text('model_code').notNull(),
    collection: text('collection'),
    ranking: integer('ranking').notNull(),
    outlet: boolean('outlet').notNull().default(false),
    onSpecial: boolean('on_special').notNull().default(false),
    pack: boolean('pack').notNull().default(false),
    permanent: boolean('permanent').notNull().default(true),
    /** MATERIAL filter slug (lino, cotone, oro…). */
    material: text('material').notNull(),
    /** COLOR filter slug and the colour code '#rrggbb/<slug>' (swatch = part before '/'). */
    colourSlug: text('colour_slug').notNull(),
    colourCode: text('colour_code').notNull(),
    /** What the shopper pays (lowest size price, after any discount); 0 = not for sale yet. */
    startingPrice: numeric('starting_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    oldPrice: numeric('old_price', { precision: 10, scale: 2, mode: 'number' }),
    discountPercentage: smallint('discount_percentage'),
    photoCount: smallint('photo_count').notNull().default(1),
  },
  (t) => [
    unique('products_brand_canonical_url').on(t.brandId, t.canonicalUrl),
    index('products_menu_ranking_idx').on(t.menuId, t.ranking, t.productId),
    index('products_menu_price_idx').on(t.menuId, t.startingPrice),
    index('products_brand_ranking_idx').on(t.brandId, t.ranking),
    index('products_model_idx').on(t.modelCode),
    check('products_product_type', sql`${t.productType} in ('S', 'C')`),
    check('products_item_type', sql`${t.itemType} in ('EAN', 'GFC')`),
  ],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    /** One row per written language; a field left empty is served in Italian (Product.untranslated). */
    language: text('language').notNull(),
    /** Issue 17: the product's slug in this language; null = products.canonical_url. */
    canonicalUrl: text('canonical_url'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    colourName: text('colour_name').notNull(),
    materialName: text('material_name').notNull(),
    /** json, not jsonb: the headings keep their order. */
    care: json('care').$type<CareRow>().notNull(),
    composition: jsonb('composition').$type<CompositionRow[]>().notNull(),
    /** Full-text document: accent-folded, stemmed in the row's language (configs from migration 0002). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(trama_search_config(language), name), 'A') || setweight(to_tsvector(trama_search_config(language), colour_name || ' ' || material_name), 'B') || setweight(to_tsvector(trama_search_config(language), description), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    index('product_texts_search_idx').using('gin', t.search),
    index('product_texts_url_idx').on(t.canonicalUrl),
  ],
);

/**
 * Issue 18 §1 (migration 0019): search's read table, one narrow row per product and written
 * language, kept in step with product_texts and products by statement triggers. Search filters,
 * ranks, sorts and groups on it without joining products (docs/api-performance.md).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    brandId: integer('brand_id').notNull(),
    menuId: integer('menu_id').notNull(),
    ranking: integer('ranking').notNull(),
    startingPrice: numeric('starting_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountPercentage: smallint('discount_percentage'),
    /** A copy of product_texts.search: the same hits and the same ts_rank. */
    search: tsvector('search').notNull(),
    /** trama_unaccent(lower(name)): the typo fallback's target. */
    nameFolded: text('name_folded').notNull(),
  },
  // Its per-language partial GIN indexes and the covering (language, name_folded) index live in migration 0019.
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/** Issue 18 §1 (migration 0019): each distinct folded name once per language, for the typo fallback. */
export const productSearchNames = pgTable(
  'product_search_names',
  {
    language: text('language').notNull(),
    nameFolded: text('name_folded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.nameFolded] })],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    size: text('size').notNull(),
    /** SIZE filter slug. */
    sizeSlug: text('size_slug').notNull(),
    /** The size's name in Italian ("Singolo", "Taglia unica"); null when the size says it all. */
    altSize: text('alt_size'),
    /** Issue 17 (migration 0016): the size's name per language ({"en": "Single", …}); a language missing = alt_size. */
    altSizeTexts: jsonb('alt_size_texts').$type<Partial<Record<string, string>>>(),
    /** EAN-13 barcode. */
    barcode: text('barcode').notNull().unique(),
    webInventory: integer('web_inventory').notNull(),
    startingPrice: numeric('starting_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    oldPrice: numeric('old_price', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_sizes_slug_idx').on(t.sizeSlug, t.productId)],
);

/** Items of a composite set (type C), in display order. */
export const compositeItems = pgTable(
  'composite_items',
  {
    compositeId: integer('composite_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.compositeId, t.position] }), index('composite_items_product_idx').on(t.productId)],
);

/**
 * Issue 31 §6 (migration 0024): the pieces of a pack, each a product of its own (storefront §1
 * packs, §3 Basket pack[]). piece_size is the size of the piece the pack holds; discount_percentage
 * the pack's reduction on it (pack[].discountDetail.percentage). Pricing reads it, never the browser.
 */
export const productPackPieces = pgTable(
  'product_pack_pieces',
  {
    packProductId: integer('pack_product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    pieceProductId: integer('piece_product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    pieceSize: text('piece_size').notNull(),
    position: smallint('position').notNull(),
    discountPercentage: smallint('discount_percentage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packProductId, t.pieceProductId] }), index('product_pack_pieces_piece_idx').on(t.pieceProductId)],
);

/** Promotion clusters (brand promotions' productClusterId) -> the barcodes they cover. */
export const productClusters = pgTable(
  'product_clusters',
  {
    clusterId: text('cluster_id').notNull(),
    barcode: text('barcode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clusterId, t.barcode] })],
);

export const clickstreamEvents = pgTable(
  'clickstream_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    browserId: text('browser_id').notNull(),
    productId: integer('product_id').references(() => products.productId, { onDelete: 'cascade' }),
    menuId: integer('menu_id'),
    product: text('product'),
    originUrl: text('origin_url').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    browserType: text('browser_type').notNull(),
    browserOs: text('browser_os').notNull(),
    browserPlatform: text('browser_platform').notNull(),
    browserCountry: text('browser_country').notNull(),
    ipAddress: text('ip_address'),
    clickTime: timestamp('click_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clickstream_browser_idx').on(t.brandId, t.browserId),
    index('clickstream_product_idx').on(t.productId, t.browserId),
  ],
);

/* ---------------------------------------------------------------- discount codes (storefront §3 Discount, §4) */

export const coupons = pgTable(
  'coupons',
  {
    couponId: integer('coupon_id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper-cased: shoppers type codes in any case, lookups upper-case them too. */
    code: text('code').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    couponType: text('coupon_type').notNull(),
    /** PERCENT and PRIVATE_SALE: a percentage; FIXED: an amount in the brand currency. */
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    label: text('label'),
    /** false: not applied when an automatic promotion already reduces the basket (§4). */
    cumulative: boolean('cumulative').notNull().default(true),
    authenticatedOnly: boolean('authenticated_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Redemptions over all customers; null = unlimited, 1 = single use. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    timesUsed: integer('times_used').notNull().default(0),
    /** The basket amount the code needs (validate-discount `amount`); null = none. */
    minimumAmount: numeric('minimum_amount', { precision: 10, scale: 2, mode: 'number' }),
    /** product_clusters.cluster_id: the barcodes the code is restricted to; null = every product. */
    productClusterId: text('product_cluster_id'),
    /** A client discount (account §4 Loyalty): only this web client may use it; null = anyone. */
    ownerWebClientId: integer('owner_web_client_id'),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('coupons_coupon_type', sql`${t.couponType} in ('PERCENT', 'FIXED', 'PRIVATE_SALE')`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check('coupons_max_uses_per_customer_positive', sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0`),
    // Not capped by max_uses: a payment arriving after its reservation lapsed is still recorded (0008).
    check('coupons_times_used_not_negative', sql`${t.timesUsed} >= 0`),
  ],
);

/**
 * One row per order that holds or used a coupon: RESERVED from order creation until expires_at (or
 * until the order fails), REDEEMED once paid (0008). Counts uses and makes both steps idempotent.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId, { onDelete: 'cascade' }),
    webClientId: integer('web_client_id'),
    orderRef: text('order_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('REDEEMED'),
    /** RESERVED only: the reservation stops counting after this (unpaid order left behind). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'coupon_redemptions_status',
      sql`${t.status} in ('RESERVED', 'REDEEMED') and ((${t.status} = 'RESERVED') = (${t.expiresAt} is not null))`,
    ),
    unique('coupon_redemptions_coupon_order').on(t.couponId, t.orderRef),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.webClientId),
  ],
);

/* ---------------------------------------------------------------- accounts (storefront §3, §4, §7) */

/** One account for the whole brand group (account §1); a web client per brand it shops on. */
export const customers = pgTable(
  'customers',
  {
    customerId: integer('customer_id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased: the sign-in name (LoginRequest.username). */
    email: text('email').notNull().unique(),
    /** Self-describing scrypt hash; null = LEGACY_USER, imported from the stores, sets one by password reset. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    langKey: text('lang_key').notNull().default('it'),
    customerCode: text('customer_code').notNull(),
    activated: boolean('activated').notNull().default(false),
    /** In every token (claim `tokenVersion`); bumped by a password change or reset and by logout, so older tokens die (0009). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_email_lower', sql`${t.email} = lower(${t.email}) and length(${t.email}) > 0`),
    check('customers_gender', sql`${t.gender} is null or ${t.gender} in ('M', 'F')`),
  ],
);

export const webClients = pgTable(
  'web_clients',
  {
    webClientId: integer('web_client_id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    preferredStoreId: integer('preferred_store_id'),
    multisiteOptin: text('multisite_optin').notNull().default('N'),
    dataOptin: text('data_optin').notNull().default('N'),
    newsOptin: text('news_optin').notNull().default('N'),
    newsOptinDate: timestamp('news_optin_date', { withTimezone: true }),
    /** When the partner (multisite) opt-in last went to Y (0012); null while it is N. */
    multisiteOptinDate: timestamp('multisite_optin_date', { withTimezone: true }),
    country: text('country').notNull().default('IT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('web_clients_customer_brand').on(t.customerId, t.brandId),
    check('web_clients_optins', sql`${t.multisiteOptin} in ('Y', 'N') and ${t.dataOptin} in ('Y', 'N') and ${t.newsOptin} in ('Y', 'N')`),
  ],
);

/** Issue 31 §4 (storefront §3 Login request, 0027): what each sign-in said about its browser and affiliate campaign. */
export const signIns = pgTable(
  'sign_ins',
  {
    signInId: integer('sign_in_id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    browserId: text('browser_id'),
    browserType: text('browser_type'),
    operatingSystem: text('operating_system'),
    country: text('country'),
    awinCampaign: text('awin_campaign'),
    awinAwc: text('awin_awc'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_ins_customer_idx').on(t.customerId, t.signedInAt)],
);

/** Single-use keys mailed to a customer: only their SHA-256 is stored, so a database leak opens no account. */
const mailedKeyColumns = () => ({
  keyHash: text('key_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.customerId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activationKeys = pgTable('activation_keys', mailedKeyColumns(), (t) => [index('activation_keys_customer_idx').on(t.customerId)]);

export const passwordResetKeys = pgTable('password_reset_keys', mailedKeyColumns(), (t) => [
  index('password_reset_keys_customer_idx').on(t.customerId),
]);

/** Mail written instead of sent when no SMTP_URL is set; the local mailbox (/dev/mailbox) reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').notNull(),
    /** activation, password-reset… */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** Fixed-window counters shared by every API instance (architecture §4): one row per bucket. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/** Secrets the API generates for itself outside production (the dev JWT key), so every instance agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------------------------------------------------------------- checkout, orders, payments (account §3, §4, §5, §7) */

/** Account §3 Address: a web client's shipping (SHIP) and billing (BILL) addresses. */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    clientAddressId: integer('client_address_id').primaryKey().generatedAlwaysAsIdentity(),
    webClientId: integer('web_client_id')
      .notNull()
      .references(() => webClients.webClientId, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** Country name as shown; countryCode is the ISO code the rules use. */
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_addresses_client_idx').on(t.webClientId, t.addressType),
    check('client_addresses_type', sql`${t.addressType} in ('SHIP', 'BILL')`),
  ],
);

/** Account §3 Web client profile storeClientLoyalty: one balance per web client (so per brand). */
export const clientLoyalty = pgTable('client_loyalty', {
  webClientId: integer('web_client_id')
    .primaryKey()
    .references(() => webClients.webClientId, { onDelete: 'cascade' }),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  /** What the points are worth in the brand currency. */
  loyaltyValue: numeric('loyalty_value', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  expirationDate: date('expiration_date', { mode: 'string' }),
});

/** Account §3 Order, §4 Order status codes. Amounts are what the API computed, never the browser's. */
export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** The shopper-facing number and the payment reference. */
    webOrderId: text('web_order_id').notNull().unique(),
    webClientId: integer('web_client_id')
      .notNull()
      .references(() => webClients.webClientId, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    /** CHE, AWA, PEN, PAI, FAI, DIS, STO, DEP, SHI, WIT. */
    status: text('status').notNull(),
    /** Account §4 Delivery selection: 0 store pickup, 1 home, 3 express. */
    selectedPrice: smallint('selected_price').notNull().default(1),
    /** DIS (home), STO (store pickup), DEP (deposit in store). */
    deliveryMode: text('delivery_mode').notNull().default('DIS'),
    storeCode: text('store_code'),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull().default('it'),
    email: text('email').notNull(),
    browserId: text('browser_id'),
    discountCode: text('discount_code'),
    promotionRuleId: integer('promotion_rule_id'),
    merchandiseTotal: numeric('merchandise_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountTotal: numeric('discount_total', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    freightTotal: numeric('freight_total', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** What the shopper pays; payments must match it exactly. */
    totalAmount: numeric('total_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shipmentDate: timestamp('shipment_date', { withTimezone: true }),
    carrierCode: text('carrier_code'),
    packageNumber: text('package_number'),
    carrierStatus: text('carrier_status'),
    /** Affiliate value sent with the status update (account §4). */
    awinAwc: text('awin_awc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 29 §1 (migration 0021): NONE, HELD (an unpaid order's pieces, until stockHeldUntil), SOLD (paid), REFUND (paid for pieces no longer there). */
    stockHold: text('stock_hold').notNull().default('NONE'),
    stockHeldUntil: timestamp('stock_held_until', { withTimezone: true }),
  },
  (t) => [
    index('orders_client_idx').on(t.webClientId, t.orderDate),
    index('orders_stock_held_until_idx').on(t.stockHeldUntil).where(sql`${t.stockHold} = 'HELD'`),
    check('orders_status', sql`${t.status} in ('CHE', 'AWA', 'PEN', 'PAI', 'FAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT')`),
    check('orders_total_not_negative', sql`${t.totalAmount} >= 0`),
    check(
      'orders_stock_hold',
      sql`${t.stockHold} in ('NONE', 'HELD', 'SOLD', 'REFUND') and (${t.stockHold} <> 'HELD' or ${t.stockHeldUntil} is not null)`,
    ),
  ],
);

/** Account §3 Order lines; freight is a line too (itemType FREIGHT_COST / FREIGHT_EXP, itemTypeCode O). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    orderLineId: smallint('order_line_id').notNull(),
    productId: integer('product_id'),
    size: text('size'),
    barcode: text('barcode'),
    quantity: integer('quantity').notNull(),
    /** The price list's unit price before promotions and coupon. */
    listPrice: numeric('list_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** What this line costs after the shared pricing rules. */
    lineTotal: numeric('line_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    itemType: text('item_type').notNull(),
    /** O = non-product line (freight). */
    itemTypeCode: text('item_type_code').notNull(),
    productName: text('product_name').notNull(),
    productPhotoUrl: text('product_photo_url'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.orderLineId] })],
);

/** Idempotency-Key of POST orders/create: the same key and body give the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    webClientId: integer('web_client_id')
      .notNull()
      .references(() => webClients.webClientId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: another body under the same key is a 422. */
    requestHash: text('request_hash').notNull(),
    /** The answer given the first time (status and body), replayed as is. */
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.webClientId, t.key] })],
);

/** One payment attempt on an order (architecture §4 Payments): sandbox, adyen or monetico. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Minor units (cents): what the provider was asked to charge. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The merchant reference sent to the provider: the order's webOrderId. */
    reference: text('reference').notNull(),
    /** CREATED, AUTHORISED, REFUSED, PENDING, ERROR, CANCELLED (the shopper-side result). */
    status: text('status').notNull().default('CREATED'),
    method: text('method'),
    pspReference: text('psp_reference'),
    /** Monetico: the form fields the API issued (all but MAC); the MAC call signs exactly these (issue 31 point 12). */
    formFields: jsonb('form_fields').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_sessions_order_idx').on(t.orderId)],
);

/**
 * Every provider notification, stored before it is acted on (architecture §4): the signature
 * verdict, then what it did. (provider, event code, psp reference) is unique, so a replay is a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventCode: text('event_code').notNull(),
    pspReference: text('psp_reference').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    success: boolean('success').notNull(),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    payload: jsonb('payload').notNull(),
    /** APPLIED, IGNORED, AMOUNT_MISMATCH, UNKNOWN_ORDER, ALREADY_FINAL… */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_notifications_event').on(t.provider, t.eventCode, t.pspReference)],
);

/**
 * Customer-care tickets (account §3 Contact ticket payload, Return ticket payload, Shopper request),
 * told apart by subjectCode: RET a return, SHO a personal-shopper request, else a contact subject.
 * A visitor's ticket has no web client; a customer's is readable by that customer only.
 */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: integer('ticket_id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    webClientId: integer('web_client_id').references(() => webClients.webClientId, { onDelete: 'cascade' }),
    subjectCode: text('subject_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    message: text('message').notNull(),
    /** What the shopper typed as the order number (contact form: digits, at most 9); not a foreign key. */
    orderReference: text('order_reference'),
    /** ticketMessageFrom: C customer, S shop. */
    messageFrom: text('message_from').notNull().default('C'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    storeId: integer('store_id'),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_client_idx').on(t.webClientId, t.createdAt),
    index('tickets_subject_idx').on(t.subjectCode, t.createdAt),
    // One personal-shopper appointment per store and slot (migration 0013), also under concurrency.
    uniqueIndex('tickets_shopper_slot')
      .on(t.storeId, t.appointmentDate)
      .where(sql`${t.subjectCode} = 'SHO'`),
    check('tickets_message_from', sql`${t.messageFrom} in ('C', 'S')`),
  ],
);

/** Account §3 Ticket: a purchase in a shop, shown among the customer's receipts (migration 0011). */
export const storeSales = pgTable(
  'store_sales',
  {
    storeSaleId: integer('store_sale_id').primaryKey().generatedAlwaysAsIdentity(),
    /** The receipt number printed by the till; the shopper-facing key of the receipt. */
    orderNumber: text('order_number').notNull().unique(),
    webClientId: integer('web_client_id')
      .notNull()
      .references(() => webClients.webClientId, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    sales: numeric('sales', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('store_sales_client_idx').on(t.webClientId, t.orderDate), check('store_sales_sales_not_negative', sql`${t.sales} >= 0`)],
);

/** Account §3 Ticket clientOrderDetails: the receipt's lines (sales = what the line cost). */
export const storeSaleLines = pgTable(
  'store_sale_lines',
  {
    storeSaleId: integer('store_sale_id')
      .notNull()
      .references(() => storeSales.storeSaleId, { onDelete: 'cascade' }),
    lineNumber: smallint('line_number').notNull(),
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    sales: numeric('sales', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** O = non-product line (a service such as hemming). */
    itemTypeCode: text('item_type_code').notNull().default('P'),
    productPhotoUrl: text('product_photo_url'),
  },
  (t) => [primaryKey({ columns: [t.storeSaleId, t.lineNumber] }), check('store_sale_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Account §3 Return reason; `reasons` holds the text per language (it, en, fr, de, es). */
export const returnReasons = pgTable('return_reasons', {
  returnReasonId: integer('return_reason_id').primaryKey(),
  position: smallint('position').notNull(),
  reasons: jsonb('reasons').$type<Record<string, string>>().notNull(),
});

/** A return: the RET ticket (tickets) with its order and reason. */
export const returnRequests = pgTable(
  'return_requests',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    returnReasonId: integer('return_reason_id')
      .notNull()
      .references(() => returnReasons.returnReasonId),
    /** Account §4 return statuses: AWAITING_RECEIPT, PROCESSING, ACCEPTED, REFUNDED (set by customer care). */
    status: text('status').$type<'AWAITING_RECEIPT' | 'PROCESSING' | 'ACCEPTED' | 'REFUNDED'>().notNull().default('AWAITING_RECEIPT'),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId)],
);

/** What a return sends back: pieces of an order line (the migration also ties (order_id, order_line_id) to order_lines). */
export const returnLines = pgTable(
  'return_lines',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => returnRequests.ticketId, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    orderLineId: smallint('order_line_id').notNull(),
    productId: integer('product_id'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.orderLineId] }),
    index('return_lines_order_line_idx').on(t.orderId, t.orderLineId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Account §3 Catalogue: the brand's seasonal catalogues (the catalogues page). */
export const catalogues = pgTable(
  'catalogues',
  {
    code: text('code').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
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

/* ---------------------------------------------------------------- contact form (account §5 Contact form, §7), 0012 */

/** The contact form's subjects per brand and language (account §3 Subject list items: code, subject). */
export const contactSubjects = pgTable(
  'contact_subjects',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    subject: text('subject').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'contact_subjects_pk', columns: [t.brandId, t.language, t.code] })],
);

/** Accepted ALTCHA solutions by challenge signature, kept until the challenge expires: the key refuses a replay. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solutions_expiry_idx').on(t.expiresAt)],
);

/** Tickets to forward to the help desk (account §7 support ticket): retried with backoff until SENT. */
export const helpDeskOutbox = pgTable(
  'help_desk_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('help_desk_outbox_ticket').on(t.ticketId),
    index('help_desk_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('help_desk_outbox_status', sql`${t.status} in ('PENDING', 'SENT')`),
  ],
);
export * from './schema/rate-limits.ts';
