/**
 * Catalogue and search calls (storefront §7), agreed between mf-catalogue and the API.
 * URL form of a filter (§2): /filtres/{searchFilter lower-case}/{v1-v2}/…, values are
 * FilterValue.searchValue slugs (never containing '-' or '/'; '%' written as {perc}).
 */
import type { Filter, Page, ProductCard, SearchCategory } from './product.ts';

export const CATALOGUE_SORTS = ['ranking,asc', 'price,asc', 'price,desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/**
 * Sorts of a menu entry's product list (§4): the search sorts plus 'promotions' — only products on
 * promotion (a discount, or an old price above the price), by ranking. The API filters them, so
 * totalElements counts them and every page is full (issue 12: the counter and the cards agree).
 */
export const LIST_SORTS = [...CATALOGUE_SORTS, 'promotions'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Filter kinds the API computes from the data; COLOR is shown as swatches. */
export const FILTER_KINDS = ['COLOR', 'SIZE', 'MATERIAL', 'PRICE', 'PROMOTION'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface FilterSelection {
  searchFilter: FilterKind;
  /** FilterValue.searchValue slugs; several values of one kind are OR, kinds are AND. */
  values: string[];
}

/** Body of POST /api/external/product/catalogue/menu/{menuId}?page&size&sort. */
export interface CatalogueRequest {
  filters: FilterSelection[];
}

export interface CatalogueAnswer {
  /** Contract 1.12 (issue 18 §2): cards, not full products; the product page asks for the product. */
  products: Page<ProductCard>;
  /** Every filter available for this menu entry (computed from its products, not the page). */
  filters: Filter[];
}

/** GET /api/external/search answer; products without a price are never in it. */
export interface SearchAnswer {
  /** Contract 1.12 (issue 18 §2): cards, not full products. */
  products: Page<ProductCard>;
  /** At most 6 (§5). */
  categories: SearchCategory[];
}

/** GET /api/external/product/canonical-url/{productId}. */
export interface ProductCanonicalUrl {
  productId: number;
  canonicalUrl: string;
  menuCanonicalUrl: string;
}

/** POST /api/external/product/favourites. */
export interface FavouritesRequest {
  productIds: number[];
}
