/** Account spec §3 (Order, Ticket, Address, Store). */
import type { DeliveryMode, SelectedPrice } from './checkout.ts';
import type { ProfileUpdatePayload } from './service.ts';

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

export type YesNo = 'Y' | 'N';

/**
 * GET /api/external-secured/web-clients (bearer): the token's web client with the profile fields
 * of account §3 Web client profile. newsOptinDate / multisiteOptInDate are set when the opt-in
 * went to Y (null while N); the form ticks its boxes from newsOptin / multisiteOptin.
 */
export interface AccountProfile {
  webClientId: number;
  brandId: number;
  discountCodes: string[];
  firstName: string;
  lastName: string;
  gender: 'F' | 'M' | null;
  /** Read only: the sign-in e-mail. */
  email: string;
  /** YYYY-MM-DD, or null when never given. */
  birthDate: string | null;
  preferredStoreId: number | null;
  newsOptinDate: string | null;
  multisiteOptInDate: string | null;
  newsOptin: YesNo;
  multisiteOptin: YesNo;
}

/**
 * POST /api/external-secured/web-clients/profile (bearer): account §3 Profile update payload
 * (ProfileUpdatePayload in service.ts: firstName, lastName, gender 'F'|'M', birthdate YYYY-MM-DD
 * (the form sends year 1900 when blank, §5), webClientRequest {preferredStoreId, multisiteOptin,
 * newsOptin}). An `email` (or webClientId, brandId…) sent along is ignored. 200 → AccountProfile;
 * 422 INVALID_PROFILE with `fields` (ProfileField → messageKey).
 */
export type ProfileUpdateRequest = ProfileUpdatePayload;

export type ProfileField = 'firstName' | 'lastName' | 'gender' | 'birthdate' | 'preferredStoreId' | 'multisiteOptin' | 'newsOptin';

/** Body of a 422 with per-field message keys (INVALID_ADDRESS, INVALID_PROFILE, INVALID_CONTACT). */
export interface FieldErrorsBody {
  statusCode: number;
  code: string;
  message: string;
  messageKey?: string;
  fields?: Record<string, string>;
}

/**
 * POST /api/account/change-password: PasswordChangeRequest / PasswordChangeResponse in auth.ts.
 * The confirmation is the form's own check (mesInformations.20). Refusals: 400 WRONG_PASSWORD
 * (mesInformations.18), 400 PASSWORD_* (policy), 403 PASSWORD_CHANGE_NOT_MULTISITE
 * (messageKey mesInformations.notMultisite: the dictionary's "password cannot be changed because
 * the user is not multisite", whose key the spec does not give; "not multisite" = the token's web
 * client has multisiteOptin N). Success shows mesInformations.19. A change makes every other token
 * of the customer 401; the answer's id_token replaces this session's.
 */
export const PASSWORD_CHANGE_MESSAGES = { failure: 'mesInformations.18', success: 'mesInformations.19', mismatch: 'mesInformations.20' } as const;

/** GET /api/external/contact/form?brandId&language → the subjects of the contact form. */
export interface ContactSubject {
  code: string;
  subject: string;
}
export interface ContactForm {
  subjects: ContactSubject[];
}

/**
 * POST /api/external/tickets, account §3 Contact ticket payload + `altcha` (the widget's base64
 * payload). A bearer, if sent and valid, links the ticket to the customer; visitors may send.
 * 201 ContactTicketCreated; 422 CAPTCHA_INVALID (missing, wrong, expired; messageKey
 * validation.required, fields {recaptcha: 'validation.required'}); 409 CAPTCHA_REPLAYED;
 * 422 INVALID_CONTACT with `fields` (ContactField → validation.required, validation.email,
 * contact.orderNumber (not digits or more than 9), contact.tooLong (name 60, phone 20, message
 * 2000)). The same rules: validateContact in @trama/shared/rules.
 */
export interface ContactTicketRequest {
  brandId: number;
  contactName: string;
  contactPhone?: string | null;
  contactEmail: string;
  ticketSubjectCode: string;
  ticketMessage: string;
  /** Digits, at most 9; optional. */
  orderId?: string | number | null;
  ticketMessageFrom?: 'C';
  language: string;
  country: string;
  altcha: string;
}
export type ContactField = 'contactName' | 'contactEmail' | 'contactPhone' | 'ticketSubjectCode' | 'ticketMessage' | 'orderId';
export interface ContactTicketCreated {
  ticketId: number;
}

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

/** Account §3 Ticket (store purchase receipt) line, as in the list. */
export interface StoreSaleLine {
  productId: number;
  productNameLevel1: string;
  productPhotoUrl: string | null;
  quantity: number;
  itemTypeCode: string;
}

/** GET /api/external-secured/store-sales: an in-store receipt. */
export interface StoreSale {
  orderNumber: string;
  orderDate: string;
  sales: number;
  currency: string;
  storeName: string;
  storeId: number;
  orderLines: StoreSaleLine[];
}

export interface StoreSaleDetailLine {
  category: string;
  productName: string;
  size: string | null;
  quantity: number;
  sales: number;
}

/** GET /api/external-secured/store-sales/:orderNumber. */
export interface StoreSaleDetail extends StoreSale {
  clientOrderDetails: StoreSaleDetailLine[];
}

/** A line of a return request; orderLineId picks the line when a product appears twice. */
export interface ReturnLineItem {
  productId: number;
  quantity: number;
  orderLineId?: number;
}

/** POST /api/external-secured/returns (account §3 Return ticket payload). */
export interface ReturnCreateRequest {
  brandId: number;
  orderId: number;
  ticketMessage: string;
  country: string;
  languageId: string;
  ticketSubjectCode: 'RET';
  ticketMessageFrom: 'C';
  returnReasonId: number;
  /** null: by post; else the store where the parcel is handed in. */
  storeId: number | null;
  webOrderLineItems: ReturnLineItem[];
}

/** 201 answer of POST /api/external-secured/returns. */
export interface CreatedReturn {
  ticketId: number;
  orderId: number;
  createdAt: string;
  lines: ReturnedLine[];
  /** The printable return form (PDF, bearer required). */
  returnFormUrl: string;
}

/** GET /api/external-secured/returns. */
export interface ReturnSummary {
  ticketId: number;
  orderId: number;
  createdAt: string;
  /** The reason in the requested language. */
  reason: string;
  storeId: number | null;
  lines: ReturnedLine[];
  /** Account §4: where the return stands (issue 31 point 9). */
  status: ReturnStatus;
}

/** Account §4 return statuses (dictionary): awaiting receipt, request being processed, request accepted, refund made. */
export type ReturnStatus = 'AWAITING_RECEIPT' | 'PROCESSING' | 'ACCEPTED' | 'REFUNDED';
export const RETURN_STATUSES: readonly ReturnStatus[] = ['AWAITING_RECEIPT', 'PROCESSING', 'ACCEPTED', 'REFUNDED'];

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
