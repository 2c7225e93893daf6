/** Storefront spec §3 (Product, Size, Care info, Composition info, Search result, Filter). */
import type { Language } from './constants.ts';
import type { ItemType } from './basket.ts';

export type ProductType = 'S' | 'C';

export interface ProductColor {
  code: string;
  name: string;
  productId: number;
  canonicalUrl: string;
}

export interface DiscountDetail {
  percentage: number;
  label?: string;
}

export interface Size {
  size: string;
  altSize: string | null;
  productId: number;
  /** Barcode (EAN). */
  productReference: string;
  webInventory: number;
  /** Issue 16: held by at least one store; without web stock the offer is InStoreOnly (§2 Page metadata). */
  inStores?: boolean;
  startingPrice: number;
  oldPrice: number | null;
  listPriceAfterDiscount: number | null;
  discountDetail: DiscountDetail | null;
  promotion: boolean;
  /**
   * Contract 1.9 (issue 16): the basket line's item type (§3) — GFC for a gift card, whose sizes are
   * its amounts; EAN (or absent, from an older API) for goods. Display only: the API prices by its own.
   */
  itemType?: ItemType;
}

export interface ProductAttribute {
  searchFilter: string;
  values: string[];
}

export interface Product {
  productId: number;
  productType: ProductType;
  name: string;
  collection: string | null;
  description: string;
  canonicalUrl: string;
  canonicalMenu: string;
  menuCanonicalUrl: string;
  productUrl: string;
  photo: string;
  thumbnail: string;
  photosX75: string[];
  startingPrice: number;
  listPriceAfterDiscount: number | null;
  oldPrice: number | null;
  discountDetail: DiscountDetail | null;
  currency: string;
  outlet: boolean;
  onSpecial: 'Y' | 'N';
  inSale: boolean;
  onDisplay: 'Y' | 'N';
  permanent: boolean;
  colors: ProductColor[];
  sizes: Size[];
  attributes: ProductAttribute[];
  brandName: string;
  brandId: number;
  altBrandId: number | null;
  metaTitle: string | null;
  metaDescription: string | null;
  pack: boolean;
  productCategory: string | null;
  productCategoryId: number | null;
  assortments: string[];
  compositeData: { name: string; description: string; products: Product[] } | null;
  compositeCanonicalUrlForSingle: string | null;
  ranking: number;
  quantity: number | null;
  language: string;
  /** Contract 1.9 (issue 16): GFC for a gift card (the same on every size), EAN or absent for goods. */
  itemType?: ItemType;
  /**
   * Contract 1.10 (issue 17): the product's page in every language, with its prefix
   * ('/fr/lit/draps/drap-en-lin-lave-sauge-10001'): hreflang links and the language switcher.
   */
  alternates?: Partial<Record<Language, string>>;
  /**
   * Contract 1.10 (issue 17): the text fields ('name', 'description', 'care', 'composition',
   * 'colourName', …) served in Italian because the product owner left them empty in `language`.
   * Empty or absent when everything is written in the requested language.
   */
  untranslated?: string[];
  /**
   * Issue 29 §20: the product's material as the shop names it in `language` ('Lino lavato',
   * 'Washed linen'), the Product JSON-LD's `material`. Optional: an older API leaves it out.
   */
  materialName?: string;
  /**
   * Contract 1.15 (issue 31 §6): a pack's pieces, each a product of its own, in the pack's order.
   * Present only on a pack product that has pieces (the "set da 3" articles have none).
   */
  packPieces?: PackPiece[];
}

/**
 * Contract 1.15 (issue 31 §6; storefront §3 Basket pack[]): one piece of a pack — the piece's
 * product, the size of it the pack holds, and its price in the pack (its own price less the
 * pack's percentage, `discountDetail`). The basket's pack[] refs and child lines are made of these.
 */
export interface PackPiece {
  productId: number;
  name: string;
  size: string;
  /** The size's name in the language ("Matrimoniale"), else its code. */
  sizeName: string;
  productReference: string;
  webInventory: number;
  /** What the piece costs alone. */
  startingPrice: number;
  /** What it costs in the pack. */
  listPriceAfterDiscount: number;
  discountDetail: DiscountDetail;
}

/**
 * Contract 1.12 (issue 18 §2): a product as a list shows it — the tile of a product list, a search
 * result, a slider — not the whole product: name, photo, price, discount, the link to its page,
 * and what the wishlist heart stores. About a tenth of a full product's bytes; the product page
 * asks for the full `Product`. A `Product` is a `ProductCard`, so a card can always be drawn from one.
 */
export type ProductCard = Pick<
  Product,
  | 'productId'
  | 'productType'
  | 'name'
  | 'canonicalUrl'
  | 'menuCanonicalUrl'
  | 'photo'
  | 'thumbnail'
  | 'startingPrice'
  | 'listPriceAfterDiscount'
  | 'oldPrice'
  | 'discountDetail'
  | 'currency'
  | 'brandId'
  | 'brandName'
  | 'ranking'
  | 'itemType'
>;

/** The fields of a `ProductCard`, in the order the API writes them. */
export const PRODUCT_CARD_FIELDS = [
  'productId',
  'productType',
  'name',
  'canonicalUrl',
  'menuCanonicalUrl',
  'photo',
  'thumbnail',
  'startingPrice',
  'listPriceAfterDiscount',
  'oldPrice',
  'discountDetail',
  'currency',
  'brandId',
  'brandName',
  'ranking',
  'itemType',
] as const satisfies readonly (keyof ProductCard)[];

export type CareInfo = Record<string, string[]>;

export interface CompositionInfo {
  attribute: string;
  attributeValue: string;
  value: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface SearchCategory {
  labelLevel0: string;
  labelLevel1: string;
  labelLevel2: string;
  canonicalUrlLevel2: string;
  totalMatched: number;
  discountDetail: DiscountDetail | null;
}

export interface SearchResult {
  products: Page<ProductCard>;
  categories: SearchCategory[];
}

export interface FilterValue {
  value: string;
  searchValue: string;
}

export interface Filter {
  filter: string;
  /** COLOR is special (swatches). */
  searchFilter: string;
  values: FilterValue[];
}
