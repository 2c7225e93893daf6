/**
 * The account calls of issue 14 (account spec §7) that the shared client does not carry yet; every
 * one is secured, so the shared client sends the bearer and a 401 signs the shopper out.
 */
import type { ApiClient } from '@trama/shared/api';
import type {
  CreatedReturn,
  OrderDetail,
  ReturnCreateRequest,
  ReturnReason,
  ReturnSummary,
  StoreSale,
  StoreSaleDetail,
} from '@trama/shared/contract';

export const fetchOrderDetail = (api: ApiClient, orderId: number, language: string, signal?: AbortSignal) =>
  api.get<OrderDetail>(`/api/external-secured/orders/${orderId}`, { query: { language }, secured: true, signal });

export const fetchStoreSales = (api: ApiClient, signal?: AbortSignal) =>
  api.get<StoreSale[]>('/api/external-secured/store-sales', { secured: true, signal });

export const fetchStoreSale = (api: ApiClient, orderNumber: string, signal?: AbortSignal) =>
  api.get<StoreSaleDetail>(`/api/external-secured/store-sales/${encodeURIComponent(orderNumber)}`, { secured: true, signal });

export const fetchReturns = (api: ApiClient, language: string, signal?: AbortSignal) =>
  api.get<ReturnSummary[]>('/api/external-secured/returns', { query: { language }, secured: true, signal });

export const fetchReturnReasons = (api: ApiClient, language: string, signal?: AbortSignal) =>
  api.get<ReturnReason[]>('/api/external/return-reasons', { query: { language }, signal });

export const createReturn = (api: ApiClient, request: ReturnCreateRequest) =>
  api.post<CreatedReturn>('/api/external-secured/returns', request, { secured: true });

/** The invoice of an order (a PDF named after the order id). */
export const invoicePath = (orderId: number) => `/api/external-secured/files/download/invoice/${orderId}`;
/** The printable return form of a return ticket. */
export const returnFormPath = (ticketId: number) => `/api/external-secured/files/download/return/${ticketId}`;
