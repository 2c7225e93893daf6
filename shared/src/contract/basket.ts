/** Storefront spec §3 (Basket, Basket totals, Discount). */
export type ItemType = 'GFC' | 'EAN';
export type StoreDeliveryTag = 'DIS' | 'STO' | 'DEP';

export interface BasketSizeLine {
  productId: number;
  productReference: string;
  size: string;
  quantity: number;
  webInventory: number;
  startingPrice: number;
  oldPrice: number | null;
  listPriceAfterDiscount: number | null;
  discountDetail: { percentage: number } | null;
  itemType: ItemType;
  currency: string;
  taxRate: number;
  specialDiscount: number | null;
  createdDate: string;
  parentId: number;
  /** Not in the spec's storage format: kept so category promotions price the same in the browser (contract 1.2). */
  productCategoryId?: number | null;
  /**
   * Not in the spec's storage format (issue 29 point 14): the size's name as the shopper chose it
   * ("Matrimoniale"), where `size` is its code ("240x300"). Set on add from the product page, then
   * from the API's pricing in the language read now. Absent: the code is shown.
   */
  sizeName?: string | null;
}

export interface BasketPackRef {
  parentProductId: number;
  productId: number;
  discountDetail: { percentage: number } | null;
}

export interface BasketEntry {
  name: string;
  photo: string;
  thumbnail: string;
  canonicalMenu: string;
  /** Spelling kept from the spec's storage format. */
  canonicallUrl: string;
  menuId: number;
  packParent: boolean;
  pack: BasketPackRef[];
  sizes: BasketSizeLine[];
}

export interface StoreInfo {
  storeCode: string;
  city: string;
  storeType: string;
  /** Contract 1.8: what the basket and checkout show of the chosen store (optional: older senders omit them). */
  storeId?: number;
  name?: string;
  address?: string;
  /** The store's delivery tag (account §3 Store storeDelivery): STO pickup, DEP deposit, DIS distance. */
  storeDelivery?: StoreDeliveryTag | null;
}

export interface BasketStoreEntry {
  StoreInfo: StoreInfo;
  storeDelivery: StoreDeliveryTag;
}

/** Keyed by parent product id, plus an optional 'store' entry. */
export type Basket = Record<string, BasketEntry> & { store?: BasketStoreEntry };

export interface BasketTotals {
  price: number;
  totalPrice: number;
  quantity: number;
  livraison: number;
  totalQuantity: number;
  oldPrice: number;
  totalGiftCardPrice: number;
  discountedSum: number;
  totalCouponDiscount: number;
  isPromoDiscountApplyed: boolean;
}

export type CouponType = 'PERCENT' | 'FIXED' | 'PRIVATE_SALE';

export interface Discount {
  discountCode: string;
  discountLabel: string | null;
  valid: boolean;
  value: number;
  couponType: CouponType;
  cumulative: boolean;
  authenticated: boolean;
  productCluster: string[];
  isProductsInBarcode: boolean;
}

/**
 * Why GET /api/external/web-discount/validate-discount answered valid: false. UNKNOWN is an
 * invalid code (product.basket.20 / .24); every other reason is a code that exists but is not
 * approved now (payment.19).
 */
export type DiscountRefusal =
  | 'UNKNOWN'
  | 'EXPIRED'
  | 'NOT_STARTED'
  | 'USED_UP'
  | 'CUSTOMER_LIMIT'
  | 'LOGIN_REQUIRED'
  | 'WRONG_BRAND'
  | 'MINIMUM_AMOUNT';

/** The validate-discount answer: the Discount entity plus the refusal reason (null when valid). */
export interface DiscountValidation extends Discount {
  reason: DiscountRefusal | null;
}

/** The automatic promotion that reduces a basket (the best one when several apply). */
export interface AppliedPromotion {
  promotionRuleId: number;
  ruleType: 'AMOUNT' | 'VALUE' | 'QUANTITY' | 'PERCENTAGE' | 'PACK';
  promotionName: string | null;
  /** The reduction in the basket currency, rounded (positive). */
  amount: number;
}

/**
 * What pricing did with a coupon: applied; none (no coupon); fixedTooHigh (a FIXED value at least
 * the price cancels it); notCumulative (a promotion already reduces the basket); notEligible (no
 * line in its product cluster).
 */
export type CouponOutcome = 'applied' | 'none' | 'fixedTooHigh' | 'notCumulative' | 'notEligible';

/** A basket line as the API identifies it: the product the size belongs to, the size, the pieces. */
export interface BasketLineRef {
  productId: number;
  size: string;
  quantity: number;
}

/** POST /api/external/basket/pricing: prices come from the database, never from the browser. */
export interface BasketPricingRequest {
  lines: BasketLineRef[];
  discountCode?: string | null;
  delivery?: StoreDeliveryTag;
  webClientId?: number | null;
}

export interface BasketPricingLine extends BasketLineRef {
  productReference: string;
  name: string;
  /** Issue 29 point 14: the size's name in the request's language ("Matrimoniale"), else its code. */
  sizeName: string;
  thumbnail: string;
  unitPrice: number;
  oldUnitPrice: number;
  amount: number;
  webInventory: number;
  itemType: ItemType;
  currency: string;
}

export interface BasketPricing {
  lines: BasketPricingLine[];
  /** Lines the database does not know (deleted product or size): priced at nothing, listed here. */
  unknownLines: Omit<BasketLineRef, 'quantity'>[];
  totals: BasketTotals;
  promotion: AppliedPromotion | null;
  coupon: {
    outcome: CouponOutcome;
    amount: number;
    discountCode: string | null;
    /** Set when the code itself was refused by validation (outcome is then 'none'). */
    reason: DiscountRefusal | null;
  };
}

/** POST /api/external/basket/check-stock (storefront §5 Stock check). */
export interface StockCheckRequest {
  lines: BasketLineRef[];
}

export interface StockCheckLine extends BasketLineRef {
  name: string;
  /** Current web inventory (0 for an unknown line). */
  webInventory: number;
  /** webInventory >= quantity. */
  available: boolean;
}

export interface StockCheckResult {
  /** Every line available; an empty list is a failure (§5). */
  ok: boolean;
  lines: StockCheckLine[];
}

/** What `basket.add` (bus/topics.ts) carries: a line to put in the basket. */
export interface BasketAddLine {
  productId: number;
  parentProductId: number;
  size: string;
  quantity: number;
  /**
   * What the basket shows before it asks the API (contract 1.2): optional, since any remote may
   * send `basket.add`. Display only: the API reprices every line from its database.
   */
  details?: BasketAddLineDetails;
}

export interface BasketAddLineDetails {
  name?: string;
  photo?: string;
  thumbnail?: string;
  canonicalMenu?: string;
  canonicalUrl?: string;
  menuId?: number;
  productReference?: string;
  startingPrice?: number;
  oldPrice?: number | null;
  listPriceAfterDiscount?: number | null;
  discountDetail?: { percentage: number } | null;
  webInventory?: number;
  currency?: string;
  itemType?: 'GFC' | 'EAN';
  productCategoryId?: number | null;
  /** Issue 29 point 14: the size's name the shopper chose ("Matrimoniale"); `size` is its code. */
  sizeName?: string;
  /**
   * Contract 1.4: the line belongs to a pack (storefront §3 Basket pack[]); its entry becomes a pack
   * parent (packParent) holding these refs. Absent for a product that is no pack.
   */
  pack?: BasketPackRef[];
}
