/**
 * The payment's API calls (account §4 Checkout flow, Card payment drop-in, Order update after payment
 * result, §7; issue 7): the provider session, the sandbox's test payment, Adyen's redirect details,
 * the result pages' data and the failed-page status update. All of them send the bearer token.
 */
import type {
  OrderAmount,
  OrderStatusUpdate,
  PaymentResult,
  PaymentResultCode,
  PaymentSession,
  PaymentSessionRequest,
  SandboxPaymentRequest,
  SandboxPaymentResponse,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';

/** Opens a payment session for the caller's unpaid order; the API takes the amount from the order. */
export const createPaymentSession = (api: ApiClient, request: PaymentSessionRequest, signal?: AbortSignal) =>
  api.post<PaymentSession>('/api/external-secured/adyen/create-checkout-session', request, { secured: true, signal });

/** The sandbox (local test provider) pays: it answers Adyen's resultCode and notifies the webhook itself. */
export const payInSandbox = (api: ApiClient, sessionId: string, request: SandboxPaymentRequest, signal?: AbortSignal) =>
  api.post<SandboxPaymentResponse>(`/api/sandbox-payments/${encodeURIComponent(sessionId)}/payments`, request, { secured: true, signal });

/** Adyen came back by redirect: its resultCode (the order itself changes only by a verified notification). */
export const submitPaymentDetails = (api: ApiClient, redirectResult: string, signal?: AbortSignal) =>
  api.post<{ resultCode: PaymentResultCode }>('/api/external-secured/adyen/payment-details', { redirectResult }, { secured: true, signal });

/** Account §2 Payment result pages: what /accepted or /failed shows; `id` is the order id or its webOrderId. */
export const fetchPaymentResult = (api: ApiClient, outcome: 'accepted' | 'failed', id: string, signal?: AbortSignal) =>
  api.get<PaymentResult>(`/api/external-secured/orders/${outcome}`, { query: { id }, secured: true, signal });

/** Account §4 Order update after payment result: the browser may only set FAI on an unpaid order. */
export const updateOrderStatus = (api: ApiClient, orderId: number, update: OrderStatusUpdate, signal?: AbortSignal) =>
  api.request<OrderAmount>(`/api/external-secured/orders/${orderId}/update-status`, { method: 'PUT', body: update, secured: true, signal });

// The order's amount (GET orders/{orderId}/amount) is fetchCreatedOrderAmount in checkout-endpoints.ts.
