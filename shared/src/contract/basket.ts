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
