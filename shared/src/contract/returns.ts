/** Account spec §3 Ticket (in-store receipts) and Return ticket, §4 return statuses. */
import type { ReturnedLine } from './account.ts';
import type { ReturnTicketPayload } from './service.ts';

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

/** POST /api/external-secured/returns (account §3 Return ticket payload): its lines may name the order line. */
export interface ReturnCreateRequest extends Omit<ReturnTicketPayload, 'webOrderLineItems'> {
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
