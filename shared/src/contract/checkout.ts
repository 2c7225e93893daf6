/** Account spec §3: order creation, payment, loyalty. */
export type FreightItemType = 'FREIGHT_COST' | 'FREIGHT_EXP';

export interface WebOrderLineItem {
  orderLineId: number | null;
  productId?: number;
  quantity?: number;
  currency: string;
  itemType: 'EAN' | 'GFC' | FreightItemType;
}

export interface OrderCreationPayload {
  billingAddressId: number;
  shippingAddressId: number;
  brandId: number;
  discountCode: string | null;
  orderId: null;
  country: string;
  /** CHE when the order is created. */
  orderStatus: 'CHE';
  storeCode: string | null;
  webOrderLineItems: WebOrderLineItem[];
  browserId: string;
  promotionRuleId?: number;
}

export interface CreatedOrder {
  orderId: number;
  webOrderId: string;
  orderStatus: 'AWA' | 'CHE';
  storeStock: number | null;
  webStock: number | null;
  productName: string | null;
}

export interface PaymentSessionRequest {
  orderId: number;
  country: string;
  currency: string;
  returnUrl: string;
  shopperLocale: string;
}

export interface PaymentConfirmation {
  status: string;
  orderId: number;
  transactionId: string;
  reference: string;
}

/** External gateway (Monetico-style) form parameters. */
export interface PaymentParameters {
  tranDate: string;
  amount: number;
  currency: 'EUR';
  reference: string;
  orderId: number;
  email: string;
  brandId: number;
  language: string;
  gateway: string;
  /** Encoded billing and shipping addresses. */
  contexteCommande: string;
}

export interface LoyaltyRecord {
  loyaltyPoints: number;
  loyaltyValue: number;
  currency: string;
  expirationDate?: string | null;
}
