/**
 * Inputs and outputs of the pricing rules (storefront §3 Basket totals, §4 Discount validation and
 * Promotion, §5). The browser (mf-basket-checkout) and the API (basket pricing, checkout) call the
 * same functions with these shapes, so both compute the same numbers.
 */
import type {
  AppliedPromotion,
  BasketTotals,
  CouponOutcome,
  CouponType,
  ItemType,
  Promotion,
  StoreDeliveryTag,
} from '../../contract/index.ts';

export type { AppliedPromotion, CouponOutcome };

/** One basket size line as the pricing rules see it. The API fills the prices from its database. */
export interface PricingLine {
  /** The product the size belongs to (Size.productId). */
  productId: number;
  size: string;
  /** EAN-13 barcode of the size: what promotion and coupon clusters list. */
  productReference: string;
  quantity: number;
  /** Unit price the shopper pays before basket promotions and coupons (listPriceAfterDiscount ?? startingPrice). */
  unitPrice: number;
  /** Unit price before any product-level reduction (oldPrice ?? unitPrice): the struck-through price. */
  oldUnitPrice: number;
  itemType: ItemType;
  /** Optional: a promotion may target categories (productCategoryId_1 / _2). */
  productCategoryId?: number | null;
}

/** A coupon as the validation answer describes it (the Discount entity, only what pricing needs). */
export interface PricingCoupon {
  discountCode: string;
  couponType: CouponType;
  /** PERCENT and PRIVATE_SALE: a percentage; FIXED: an amount in the basket currency. */
  value: number;
  cumulative: boolean;
  /** Barcodes the coupon is restricted to; empty = every (non gift-card) line. */
  productCluster: readonly string[];
}

export interface PricingInput {
  lines: readonly PricingLine[];
  currency: string;
  /** From brand details (§3 Brand detail). */
  shippingMinimum: number;
  shippingCost: number;
  promotions: readonly Promotion[];
  /** Promotion cluster id -> barcodes (GET .../get-barcodes-by-product-cluster-id). */
  clusterBarcodes: Readonly<Record<string, readonly string[]>>;
  coupon: PricingCoupon | null;
  /** §4 Store delivery tags: STO (and DEP) mean no shipping cost. Default DIS. */
  delivery?: StoreDeliveryTag;
  /** Feature flag "promotion rules" (§9); default true. */
  promotionsEnabled?: boolean;
}

export interface PricedLine extends PricingLine {
  /** unitPrice × quantity, rounded. */
  amount: number;
}

export interface PricingResult {
  lines: PricedLine[];
  totals: BasketTotals;
  promotion: AppliedPromotion | null;
  coupon: { outcome: CouponOutcome; amount: number; discountCode: string | null };
}
