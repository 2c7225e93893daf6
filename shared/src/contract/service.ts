/** Account spec §3: tickets, contact, shopper booking, returns, catalogues, profile. */
import type { OrderLine } from './account.ts';
import type { LoyaltyRecord } from './checkout.ts';

export interface TicketLineDetail {
  category: string;
  productName: string;
  size: string | null;
  quantity: number;
  sales: number;
}

/** A store purchase receipt. */
export interface Ticket {
  orderNumber: string;
  orderDate: string;
  sales: number;
  currency: string;
  storeName: string;
  orderLines: OrderLine[];
  clientOrderDetails?: TicketLineDetail[];
}

export interface ContactTicketPayload {
  brandId: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  ticketSubjectCode: string;
  ticketMessage: string;
  orderId: string | null;
  ticketMessageFrom: 'C';
  language: string;
  country: string;
  customerCode?: string;
}

export interface TicketSubject {
  code: string;
  subject: string;
}

export interface ReturnTicketPayload {
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
  webOrderLineItems: { productId: number; quantity: number }[];
}

export interface ReturnReason {
  id: number;
  reason: string;
}

export interface Catalogue {
  code: string;
  name: string;
  seasonName: string;
  catalogueUrl: string;
  photoUrl: string;
}

export interface WebClientProfile {
  firstName: string;
  lastName: string;
  gender: 'F' | 'M';
  /** Read only. */
  email: string;
  /** year-month-day. */
  birthdate: string | null;
  preferredStoreId: number | null;
  newsOptinDate: string | null;
  multisiteOptInDate: string | null;
  discountCodes: string[];
  webClientId: number;
  brandId: number;
  storeClientLoyalty: LoyaltyRecord & { expirationDate: string | null };
}

export interface ProfileUpdatePayload {
  firstName: string;
  lastName: string;
  gender: 'F' | 'M';
  birthdate: string;
  webClientRequest: { preferredStoreId: number | null; multisiteOptin: 'Y' | 'N'; newsOptin: 'Y' | 'N' };
}

export interface PasswordChangePayload {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordResetFinishPayload {
  key: string;
  newPassword: string;
}
