/**
 * The shop's tables, one file per domain under schema/ (issue 32 §4); this barrel is what the code,
 * the seed and drizzle-kit (drizzle.config.ts) import. Translated texts live in their own rows keyed
 * by language (storefront §1: it, en, fr, de, es).
 */
export * from './schema/brands.ts';
export * from './schema/menu.ts';
export * from './schema/content.ts';
export * from './schema/catalogue.ts';
export * from './schema/stores.ts';
export * from './schema/customers.ts';
export * from './schema/discounts.ts';
export * from './schema/orders.ts';
export * from './schema/service.ts';
export * from './schema/platform.ts';
export * from './schema/rate-limits.ts';
export * from './schema/releases.ts';
