/**
 * Which tables each cache reads (issue 18 §4). Every table named here has the
 * `trama_cache_notify` trigger of migration 0018; api/test/domain/cache checks both lists agree.
 */

/** The PostgreSQL channel the triggers notify on; the payload is the table's name. */
export const CACHE_CHANNEL = 'trama_cache';

/**
 * The payload of migration 0020's trigger when an UPDATE sets product_sizes.web_inventory (a paid
 * order): stock changed, nothing a list card, a filter or a search hit shows.
 */
export const WEB_STOCK = 'product_sizes.web_inventory';

/**
 * CatalogueService's list, filter, search and product reads (clearCaches() drops them all): every
 * table they read, stock apart — no list card, filter or search hit shows stock.
 */
export const CATALOGUE_TABLES = [
  'products',
  'product_texts',
  'product_sizes',
  'composite_items',
  'product_clusters',
  'menu_items',
  'menu_translations',
  'brands',
  'brand_promotions',
] as const;

/**
 * The search index (catalogue/search-index/): product_search, which triggers keep in step with
 * products and product_texts, and the menu entries that name its categories.
 */
export const SEARCH_INDEX_TABLES = ['products', 'product_texts', 'menu_items', 'menu_translations'] as const;

/**
 * What changes stock: a paid order, a return put back, a store's delivery. Only the product
 * answers (webInventory, inStores) and the pages that show them follow it (clearProductAnswers()),
 * so a sale day's orders do not empty the list and search caches several times a second.
 */
export const STOCK_TABLES = [WEB_STOCK, 'store_stock'] as const;

/** Channels that are not a table of their own (a column of one): no trigger of their name to check. */
export const isColumnChannel = (name: string) => name.includes('.');

/**
 * SeoService's sitemap plans: the menu, the CMS grids and posts, and which products exist in which
 * language. Not stock or prices, so a paid order keeps the (costly) plan.
 */
export const SITEMAP_TABLES = ['menu_items', 'menu_translations', 'brands', 'content_grids', 'content_items', 'products', 'product_texts'] as const;

/**
 * Rendered pages (static-site.ts) and the renderer's menu: a public page shows the catalogue, the
 * menu, the CMS, and the other public pages' data (stores, catalogues, contact subjects, labels).
 */
export const PAGE_TABLES = [
  ...new Set([...CATALOGUE_TABLES, ...STOCK_TABLES, ...SITEMAP_TABLES, 'brand_labels', 'stores', 'catalogues', 'contact_subjects']),
] as const;
