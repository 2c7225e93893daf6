/**
 * Contract 1.8 (issue 15): the store calls of account §7 (stores by location, nearest,
 * click-and-collect-stores, shopper send), account §3 Store barcodeList and Shopper request, and
 * storefront §7 the first-visit country. Served by the API under /storeservice/api/external/….
 */
import type { Store } from './account.ts';

/** What the gazetteer resolved a search to: an Italian municipality, by name or postal code. */
export interface ResolvedPlace {
  /** The municipality's Italian name ("Reggio nell'Emilia"). */
  name: string;
  /** Province code (MI, RE…), null outside Italy. */
  province: string | null;
  /** The postal code searched for, when the search was one. */
  zip: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

/** A store and its distance (km, one decimal) from the searched place or position; null when none was given. */
export interface NearbyStore extends Store {
  distanceKm: number | null;
}

/**
 * GET /storeservice/api/external/store/nearest?location=…|lat&lng&brandId&country&limit →
 * the place the search resolved to (null for a position) and its stores, nearest first (computed
 * in PostgreSQL). 404 PLACE_NOT_FOUND (messageKey locator.9) when the text names no known place;
 * an empty `stores` list means no store near it (locator.16).
 */
export interface StoreSearchAnswer {
  place: ResolvedPlace | null;
  stores: NearbyStore[];
}

/** Account §7 click-and-collect-stores: one basket line the store must cover. */
export interface ClickAndCollectLine {
  productId: number;
  size: string;
  quantity: number;
}

/** POST /storeservice/api/external/stores/click-and-collect-stores body. */
export interface ClickAndCollectRequest {
  basketLineItems: ClickAndCollectLine[];
}

/** Account §3 Store barcodeList: a requested line's stock in this store. */
export interface StoreBarcodeStock {
  productId: number;
  size: string;
  /** Issue 29 point 14: the size's name in the request's language ("Matrimoniale"), else its code. */
  sizeName: string;
  barcode: string;
  stock: number;
}

/**
 * A store able to serve every requested line (stock per barcode ≥ quantity; type G never; only
 * stores with a basket), nearest first when a location was given. An empty list: locator.11.
 */
export interface ClickAndCollectStore extends NearbyStore {
  barcodeList: StoreBarcodeStock[];
}

/** GET /api/external/geo/country: storefront §7 first-visit country (CDN header, else the browser's languages, else IT). */
export interface VisitorCountry {
  /** ISO code; Monaco answers MC here, store look-ups map it to FR. */
  country: string;
  /** Contract 1.15 (issue 31 §2): `ip`, from the client's address in the offline geo-IP database. */
  source: 'header' | 'ip' | 'language' | 'default';
  /** Storefront §7: the zip of the visitor's place when the look-up knows it; the browser keeps it under shippingCity (§9). */
  zip?: string;
}

/**
 * POST /storeservice/api/external/shopper/appointments: account §3 Shopper request + `altcha`.
 * appointmentDate is the shop's local time (Europe/Rome), `YYYY-MM-DDTHH:mm`, one of the slots of
 * account §9 on a day the date slider offers. 201 ShopperAppointment; 409 SLOT_TAKEN when the
 * store's slot is booked (also by a request arriving at the same time); 422 INVALID_SHOPPER with
 * `fields` (validation.required, validation.email), 422 SLOT_UNAVAILABLE for a day or time not
 * offered, 404 STORE_NOT_FOUND for a store without a personal shopper; captcha answers as contact.
 */
export interface ShopperRequest {
  brandId: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  ticketSubjectCode: 'SHO';
  ticketMessage?: string;
  ticketMessageFrom?: 'C';
  language: string;
  country: string;
  appointmentDate: string;
  storeId: number;
  altcha: string;
}
export type ShopperField = 'contactName' | 'contactEmail' | 'contactPhone' | 'ticketSubjectCode' | 'ticketMessage' | 'appointmentDate' | 'storeId';

export interface ShopperAppointment {
  ticketId: number;
  storeId: number;
  storeName: string;
  /** As booked, `YYYY-MM-DDTHH:mm` shop time. */
  appointmentDate: string;
}

/** GET /storeservice/api/external/shopper/slots?storeId: the booked slots (`YYYY-MM-DDTHH:mm`) of the offered days. */
export interface StoreTakenSlots {
  storeId: number;
  taken: string[];
}
