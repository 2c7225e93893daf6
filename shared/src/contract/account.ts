/** Account spec §3 (Order, Address, Store); profile and contact forms in profile.ts, receipts and returns in returns.ts. */
import type { DeliveryMode, SelectedPrice } from './checkout.ts';


export interface OrderStatus {
  code: string;
  label: string;
}

export interface PostalAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  /** The country's name in the answer's language (issue 29 §13). */
  country: string;
  /** ISO 3166-1 alpha-2 (the API fills it; absent in older senders). */
  countryCode?: string;
}

export interface OrderLine {
  /** The line's number inside its order (returns name it). */
  orderLineId: number;
  productId: number;
  orderQty: number;
  productNameLevel1: string;
  size: string | null;
  /** Issue 29 point 14: the size's name in the request's language ("Matrimoniale"), else its code; null without a size. */
  sizeName: string | null;
  listPrice: number;
  productPhotoUrl: string | null;
  /** 'O' marks a non-product line such as a fee. */
  itemTypeCode: string;
  /** EAN goods, GFC a gift card (its size is an amount), FREIGHT_COST / FREIGHT_EXP the freight line. */
  itemType: string;
}

export interface Order {
  orderId: number;
  /** The shopper-facing order number. */
  webOrderId: string;
  orderDate: string;
  shipmentDate: string | null;
  totalSales: number;
  currency: string;
  orderStatus: OrderStatus;
  totalQuantity: number;
  carrierCode: string | null;
  packageNumber: string | null;
  carrierStatus: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  orderLines: OrderLine[];
  /** Account §2/§4: the status allows a return (SHI, PAI, DEP, WIT). */
  returnable: boolean;
  /** A return (ticket RET) has been filed for this order. */
  returnRequested: boolean;
  /** Account §4 Delivery selection: 0 store pickup, 1 home, 3 express (the delivery estimate's input, with orderDate). */
  selectedPrice: SelectedPrice;
  /** DIS delivered home; STO / DEP collected in `pickupStore` (issue 29 point 11). */
  deliveryMode: DeliveryMode;
  /** The store a pickup order is collected in (name, address, zip, city, phone), as the accepted page shows it; null for a delivery. */
  pickupStore: OrderPickupStore | null;
}

export interface OrderPickupStore {
  name: string;
  address: string;
  zip: string;
  city: string;
  phone: string;
}

export type AddressType = 'SHIP' | 'BILL';

export interface Address {
  clientAddressId: number;
  webClientId: number;
  addressType: AddressType;
  name: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
  country: string;
  countryCode: string;
  phone: string;
  email: string;
  isDefault: boolean;
}

export interface Store {
  storeId: number;
  storeCode: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  /** Weekday (mon..sun) to opening hours text. */
  openingHours: Record<string, string>;
  personalShopper: boolean;
  /** E appears; G is excluded from choice. */
  storeType: string;
  hasBasket: boolean;
  storeDelivery: string | null;
  latitude: number | null;
  longitude: number | null;
}

/* ------------------------------------------------------------------ issue 14: profile, password, contact (helper B) */

/** Account §4 Order status codes: a return may be filed in these statuses. */
export const RETURNABLE_ORDER_STATUSES = ['SHI', 'PAI', 'DEP', 'WIT'] as const;

/** A line of the order detail: how many pieces may still be returned. */
export interface OrderDetailLine extends OrderLine {
  /** Ordered minus already returned; 0 on a freight line. */
  returnableQty: number;
}

export interface OrderPayment {
  /** The payment provider or method (adyen, monetico, a card brand…). */
  method: string;
  status: string;
}

export interface ReturnedLine {
  orderLineId: number;
  productId: number;
  quantity: number;
}

export interface OrderReturn {
  ticketId: number;
  createdAt: string;
  lines: ReturnedLine[];
}

/** GET /api/external-secured/orders/:orderId. */
export interface OrderDetail extends Omit<Order, 'orderLines'> {
  orderLines: OrderDetailLine[];
  merchandiseTotal: number;
  discountTotal: number;
  freightTotal: number;
  payment: OrderPayment | null;
  returns: OrderReturn[];
}

/**
 * Addresses (account §4): GET / POST / DELETE /api/external-secured/client-address as before, and
 * PUT /api/external-secured/client-address/:clientAddressId/default?addressType=SHIP|BILL (bearer,
 * no body) → Address[] (the whole list): makes that address the default of its type without
 * resending it. 404 ADDRESS_NOT_FOUND for an id that is not yours of that type.
 * POST 422 INVALID_ADDRESS → FieldErrorsBody with fields (AddressField → validation.required,
 * date.1 or address.invalid).
 */
export const ADDRESS_DEFAULT_PATH = (clientAddressId: number, addressType: AddressType) =>
  `/api/external-secured/client-address/${clientAddressId}/default?addressType=${addressType}`;
