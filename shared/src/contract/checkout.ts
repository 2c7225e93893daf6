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

/* ------------------------------------------------------------ contract 1.3: checkout and payment (issue 7) */

/** Account §4 Delivery selection: 0 store pickup, 1 home delivery, 3 express home delivery. */
export type SelectedPrice = 0 | 1 | 3;
export type DeliveryMode = 'DIS' | 'STO' | 'DEP';

/**
 * Body of POST /api/external-secured/orders/create (account §3 Order creation payload), plus the
 * delivery choice the freight line depends on. Sent with an `Idempotency-Key` header. Lines carry
 * no prices: the API prices every line, promotion, coupon and the freight line itself.
 */
export interface OrderCreateRequest extends OrderCreationPayload {
  /** Defaults to 1 (home delivery). */
  selectedPrice?: SelectedPrice;
  /** Sizes of the lines (the basket is keyed by product and size); parallel to the product lines. */
  webOrderLineItems: (WebOrderLineItem & { size?: string })[];
  language?: string;
}

/** 409 answer of orders/create when stock is short (account §3 Created order storeStock / webStock / productName). */
export interface ShortStockLine {
  productId: number;
  size: string;
  productName: string;
  webStock: number;
  requested: number;
}

/** GET /api/external-secured/orders/{orderId}/amount. */
export interface OrderAmount {
  orderId: number;
  webOrderId: string;
  amount: number;
  currency: string;
  orderStatus: string;
}

/** PUT /api/external-secured/orders/{orderId}/update-status (account §4 Order update after payment result). */
export interface OrderStatusUpdate {
  orderStatus: string;
  awinAwc?: string | null;
  email?: string | null;
}

export type PaymentProviderName = 'sandbox' | 'adyen' | 'monetico';
export type PaymentMethodName = 'card' | 'paypal' | 'klarna';

/**
 * Answer of POST /api/external-secured/adyen/create-checkout-session (body: PaymentSessionRequest).
 * Exactly one provider block is present, the one named by `provider`.
 */
export interface PaymentSession {
  provider: PaymentProviderName;
  orderId: number;
  reference: string;
  /** Minor units (cents), as the provider charges. */
  amount: { value: number; currency: string };
  /** Adyen sessions: what the Drop-in needs. */
  adyen?: { id: string; sessionData: string; clientKey: string; environment: 'test' | 'live' };
  /** The local test provider: shown as "test payment", its test cards listed. */
  sandbox?: { sessionId: string; testCards: SandboxTestCard[] };
  /** The external card gateway: a form the browser posts to `action`. */
  monetico?: { action: string; fields: Record<string, string> };
}

export interface SandboxTestCard {
  number: string;
  outcome: 'Authorised' | 'Refused' | 'Pending';
}

/** POST /api/sandbox-payments/{sessionId}/payments: the sandbox's payment form (Adyen /payments shape). */
export interface SandboxPaymentRequest {
  method: PaymentMethodName;
  /** Card only: digits, spaces allowed. */
  cardNumber?: string;
  holderName?: string;
  /** PayPal and pay-in-3 test buttons choose their outcome. */
  outcome?: 'Authorised' | 'Refused' | 'Pending';
}

/** Adyen's resultCode vocabulary, which the sandbox speaks too. */
export type PaymentResultCode = 'Authorised' | 'Refused' | 'Pending' | 'Received' | 'Error' | 'Cancelled';

export interface SandboxPaymentResponse {
  resultCode: PaymentResultCode;
  pspReference: string;
  orderId: number;
  reference: string;
}

/** Account §4 Payment confirmation statuses. */
export type PaymentConfirmationStatus =
  | 'PAYMENT_CONFIRMED'
  | 'PAYMENT_ACKNOWLEDGED'
  | 'PAYMENT_CONFIRMED_LATE_AWAITING_ORDER_CONFIRMATION'
  | 'PAYMENT_CONFIRMED_AFTER_FAILURE_AWAITING_ORDER_CONFIRMATION'
  | 'PAYMENT_ACKNOWLEDGMENT_AWAITING'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_ERROR'
  | 'ERROR';

/**
 * GET /api/external-secured/orders/accepted?id= and /failed?id= (id: the order id or its
 * reference): what the result page shows. Only a verified provider notification makes an order paid.
 */
export interface PaymentResult extends PaymentConfirmation {
  status: PaymentConfirmationStatus;
  orderStatus: string;
  webOrderId: string;
  amount: number;
  currency: string;
  deliveryMode: DeliveryMode;
  selectedPrice: SelectedPrice;
  orderDate: string;
  /** Store pickup: the store's details. */
  store: { name: string; address: string; zip: string; city: string; phone: string } | null;
  /** The coupon the order used, if any (purchase analytics). */
  discountCode: string | null;
  /** The order's lines as the API priced them, the freight line included (itemType FREIGHT_*). */
  lines: PaymentResultLine[];
}

export interface PaymentResultLine {
  productId: number | null;
  size: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  itemType: string;
}

/** Answer of GET .../loyalty (account §4 Loyalty): the balance and what may be converted now. */
export interface LoyaltyBalance extends LoyaltyRecord {
  conversionThreshold: number;
  conversionMultiple: number;
  /** Points rounded down to the multiple, 0 below the threshold. */
  convertiblePoints: number;
  /** Their value in the currency. */
  convertibleValue: number;
  /** The client belongs to the brand. */
  eligible: boolean;
}

/** Answer of POST .../redeem-store-client-loyalty: the client discount the conversion created. */
export interface LoyaltyRedemption {
  discountCode: string;
  value: number;
  currency: string;
  loyalty: LoyaltyBalance;
}

/** Body of POST /api/external-secured/client-address (clientAddressId 0 creates). */
export interface AddressInput {
  clientAddressId: number;
  addressType: 'SHIP' | 'BILL';
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  countryCode: string;
  phone: string;
  isDefault?: boolean;
}

/** Bus payload of the purchase analytics event (account §4: VAT for analytics 20 percent). */
export interface PurchaseEvent {
  orderId: number;
  webOrderId: string;
  value: number;
  tax: number;
  shipping: number;
  currency: string;
  coupon: string | null;
  items: { productId: number; size: string | null; quantity: number; price: number; name: string }[];
}
