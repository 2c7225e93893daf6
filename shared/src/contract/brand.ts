/** Storefront spec §3 (Brand detail, Promotion). */
export const PROMOTION_RULE_TYPES = ['AMOUNT', 'VALUE', 'QUANTITY', 'PERCENTAGE', 'PACK'] as const;
export type PromotionRuleType = (typeof PROMOTION_RULE_TYPES)[number];

export interface Promotion {
  promotionRuleId: number;
  ruleType: PromotionRuleType;
  ruleName: string;
  threshold: number | null;
  quantity: number | null;
  currency: string;
  /** discount_1..discount_n: escalating percentages or amounts, by item count. */
  discounts: number[];
  productClusterId: string | null;
  productClusterId_1: string | null;
  productClusterId_2: string | null;
  productCategoryId_1: number | null;
  productCategoryId_2: number | null;
  promotionName: string | null;
}

export interface BrandRef {
  brandId: number;
  name: string;
}

export interface BrandDetail {
  brandId: number;
  customerCode: string;
  name: string;
  storeCode: string;
  promotion: Promotion[];
  promotionCluster: string;
  promotionEnd: string | null;
  language: string;
  defaultCurrency: string;
  shippingMinimum: number;
  shippingCost: number;
  /** Contract 1.3: the express freight (account §4 Delivery selection, selectedPrice 3, FREIGHT_EXP). */
  expressShippingCost: number;
  crm: string | null;
  zendesk: boolean;
  paymentGateway: string;
  brands: BrandRef[];
  conversionThreshold: number;
  conversionMultiple: number;
}
