/** The shops (account §3 Store), their stock, and the gazetteer that finds the nearest (storefront §7, §9). */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, identityKey } from './columns.ts';
import { brandRef } from './brands.ts';
import { productSizes } from './catalogue.ts';

export const stores = pgTable(
  'stores',
  {
    storeId: integer('store_id').primaryKey(),
    brandId: brandRef(),
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
    storeId: cascadeRef('store_id', () => stores.storeId),
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
    placeId: identityKey('place_id'),
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
    placeId: cascadeRef('place_id', () => gazetteerPlaces.placeId),
  },
  (t) => [primaryKey({ name: 'gazetteer_postcodes_pk', columns: [t.zip, t.placeId] })],
);
