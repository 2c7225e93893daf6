import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreateRequest } from '../contract/index.ts';
import { ApiClient } from './api-client.ts';
import { createOrder, deleteAddress, OrderCreationError } from './checkout-endpoints.ts';

function answer(status: number, body: unknown = {}) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request: OrderCreateRequest = {
  billingAddressId: 2,
  shippingAddressId: 1,
  brandId: 3,
  discountCode: null,
  orderId: null,
  country: 'IT',
  orderStatus: 'CHE',
  storeCode: null,
  webOrderLineItems: [{ orderLineId: null, productId: 1011, size: 'M', quantity: 1, currency: 'EUR', itemType: 'EAN' }],
  browserId: 'b-1',
};

afterEach(() => vi.unstubAllGlobals());

describe('checkout endpoints (account §7)', () => {
  it('orders/create is a secured POST carrying the Idempotency-Key', async () => {
    const fetchMock = answer(201, [{ orderId: 5, webOrderId: 'W5', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null }]);
    const created = await createOrder(new ApiClient({ token: 'jwt' }), request, 'order-abc');
    expect(created[0]?.orderId).toBe(5);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/external-secured/orders/create');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer jwt', 'Idempotency-Key': 'order-abc', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('§8 a 409 keeps the short products and the message key', async () => {
    const shortProducts = [{ productId: 1011, size: 'M', productName: 'Telo', webStock: 0, requested: 1 }];
    answer(409, { statusCode: 409, code: 'OUT_OF_STOCK', message: 'x', messageKey: 'product.basket.delivery.15', shortProducts });
    const error = await createOrder(new ApiClient({ token: 'jwt' }), request, 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderCreationError);
    expect(error).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', messageKey: 'product.basket.delivery.15', shortProducts });
  });

  it('without a token nothing is sent; a network failure is status 0 (errors.network)', async () => {
    const fetchMock = answer(201, []);
    await expect(createOrder(new ApiClient(), request, 'k')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(createOrder(new ApiClient({ token: 'jwt' }), request, 'k')).rejects.toMatchObject({ status: 0, messageKey: 'errors.network' });
  });

  it('a 401 to orders/create ends the session like any secured call (the shell signs the shopper out)', async () => {
    answer(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' });
    const api = new ApiClient({ token: 'expired-jwt' });
    const signedOut = vi.fn();
    api.onUnauthorized(signedOut);
    await expect(createOrder(api, request, 'k')).rejects.toBeInstanceOf(OrderCreationError);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('deleting an address sends its type and id in the query', async () => {
    const fetchMock = answer(200, []);
    await deleteAddress(new ApiClient({ token: 'jwt' }), { addressType: 'BILL', clientAddressId: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/external-secured/client-address?addressType=BILL&clientAddressId=7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});
