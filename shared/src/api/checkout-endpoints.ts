/**
 * The checkout's API calls (account §7; issue 7): the caller's addresses, order creation and the
 * loyalty conversion. All of them are secured: they send the bearer token.
 */
import type {
  Address,
  AddressInput,
  ApiErrorBody,
  CreatedOrder,
  LoyaltyBalance,
  LoyaltyRedemption,
  OrderAmount,
  OrderCreateRequest,
  ShortStockLine,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError, messageKeyFor } from './api-error.ts';

const ADDRESS_PATH = '/api/external-secured/client-address';
const CREATE_ORDER_PATH = '/api/external-secured/orders/create';

/** Account §4 Addresses: the caller's shipping and billing addresses (the first of a type is its default). */
export const fetchAddresses = (api: ApiClient, signal?: AbortSignal) =>
  api.get<Address[]>(ADDRESS_PATH, { secured: true, signal });

/** Creates (clientAddressId 0) or updates an address; answers the caller's whole list. */
export const saveAddress = (api: ApiClient, address: AddressInput, signal?: AbortSignal) =>
  api.post<Address[]>(ADDRESS_PATH, address, { secured: true, signal });

/** Deletes an address (deleting the default makes the first remaining one default); answers the list. */
export const deleteAddress = (api: ApiClient, address: Pick<Address, 'addressType' | 'clientAddressId'>, signal?: AbortSignal) =>
  api.request<Address[]>(ADDRESS_PATH, {
    method: 'DELETE',
    query: { addressType: address.addressType, clientAddressId: address.clientAddressId },
    secured: true,
    signal,
  });

/** A refused order creation; `shortProducts` is set for 409 OUT_OF_STOCK (account §8 product.basket.delivery.15/.16). */
export class OrderCreationError extends ApiError {
  readonly shortProducts: ShortStockLine[];

  constructor(status: number, body: (Partial<ApiErrorBody> & { shortProducts?: unknown }) | null) {
    super(status, body?.code ?? `HTTP_${status}`, messageKeyFor(status, body), body?.message, body);
    this.name = 'OrderCreationError';
    this.shortProducts = Array.isArray(body?.shortProducts) ? (body.shortProducts as ShortStockLine[]) : [];
  }
}

/**
 * POST orders/create with its `Idempotency-Key`: the same key and body replay the same answer, so a
 * retry after a network failure never makes a second order. A 409's `shortProducts` reach the page
 * through the error's body; a 401 signs the shopper out like any secured call.
 */
export async function createOrder(
  api: ApiClient,
  request: OrderCreateRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<CreatedOrder[]> {
  try {
    return await api.post<CreatedOrder[]>(CREATE_ORDER_PATH, request, { secured: true, headers: { 'Idempotency-Key': idempotencyKey }, signal });
  } catch (error) {
    if (error instanceof ApiError) throw new OrderCreationError(error.status, error.body);
    throw error;
  }
}

/**
 * The amount the API will charge for an order it just created (the created-order answer carries none):
 * GET orders/{orderId}/amount. The checkout shows and pays this amount, never the browser's sum.
 */
export const fetchCreatedOrderAmount = (api: ApiClient, orderId: number, signal?: AbortSignal) =>
  api.get<OrderAmount>(`/api/external-secured/orders/${orderId}/amount`, { secured: true, signal });

/** Account §4 Loyalty: the balance and what may be converted now. */
export const fetchLoyalty = (api: ApiClient, signal?: AbortSignal) =>
  api.get<LoyaltyBalance>('/api/external-secured/loyalty', { secured: true, signal });

/** Converts the convertible points (or `points`) into a single-use client discount code. */
export const redeemLoyalty = (api: ApiClient, points?: number, signal?: AbortSignal) =>
  api.post<LoyaltyRedemption>('/api/external-secured/redeem-store-client-loyalty', points === undefined ? {} : { points }, {
    secured: true,
    signal,
  });
