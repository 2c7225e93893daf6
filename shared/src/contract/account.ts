/** Account spec §3 (Order, Ticket, Address, Store). */
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
  country: string;
}

export interface OrderLine {
  productId: number;
  orderQty: number;
  productNameLevel1: string;
  size: string | null;
  listPrice: number;
  productPhotoUrl: string | null;
  /** 'O' marks a non-product line such as a fee. */
  itemTypeCode: string;
}

export interface Order {
  orderId: number;
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
