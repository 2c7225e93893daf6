/** The catalogue (storefront §3): products, their texts in each language, search, sizes, sets, packs, clusters and what shoppers looked at. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, json, jsonb, pgTable, primaryKey, smallint, text, customType, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityKey, languageCode, money, timestampTz } from './columns.ts';
import { brandNumber, brandRef } from './brands.ts';
import { menuItems } from './menu.ts';

/** PostgreSQL tsvector (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Care info (storefront §3): heading -> lines, in the row's language. */
export type CareRow = Record<string, string[]>;

/** Composition info (storefront §3). */
export interface CompositionRow {
  attribute: string;
  attributeValue: string;
  value: number;
}

/** What the shopper pays (after any discount) and, when it is reduced, what it cost before. */
const salePrice = () => ({
  startingPrice: money('starting_price').notNull(),
  oldPrice: money('old_price'),
});

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    brandId: brandRef(),
    productType: text('product_type').notNull(),
    /** Storefront §3 itemType: EAN (goods) or GFC (a gift card, its sizes are amounts); pricing reads it here (migration 0014). */
    itemType: text('item_type').notNull().default('EAN'),
    /** The leaf CATALOGUE menu entry the product lives under. */
    menuId: cascadeRef('menu_id', () => menuItems.menuId),
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
    /** Its lowest size's price; 0 = not for sale yet. */
    ...salePrice(),
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

/** A row of one product, deleted with it. */
const productRef = () => cascadeRef('product_id', () => products.productId);

/** A product's row in one written language: its texts, its search row. */
const productLanguage = () => ({ productId: productRef(), language: languageCode() });

export const productTexts = pgTable(
  'product_texts',
  {
    /** One row per written language; a field left empty is served in Italian (Product.untranslated). */
    ...productLanguage(),
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
    ...productLanguage(),
    brandId: brandNumber(),
    menuId: integer('menu_id').notNull(),
    ranking: integer('ranking').notNull(),
    startingPrice: money('starting_price').notNull(),
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
    language: languageCode(),
    nameFolded: text('name_folded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.nameFolded] })],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: productRef(),
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
    ...salePrice(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_sizes_slug_idx').on(t.sizeSlug, t.productId)],
);

/** Items of a composite set (type C), in display order. */
export const compositeItems = pgTable(
  'composite_items',
  {
    compositeId: cascadeRef('composite_id', () => products.productId),
    position: smallint('position').notNull(),
    productId: productRef(),
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
    packProductId: cascadeRef('pack_product_id', () => products.productId),
    pieceProductId: cascadeRef('piece_product_id', () => products.productId),
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
    id: identityKey(),
    brandId: brandNumber(),
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
    clickTime: timestampTz('click_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('clickstream_browser_idx').on(t.brandId, t.browserId),
    index('clickstream_product_idx').on(t.productId, t.browserId),
  ],
);
