import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client.ts';
import { createPaymentSession, fetchPaymentResult, payInSandbox, submitPaymentDetails, updateOrderStatus } from './payment-endpoints.ts';

function answer(status: number, body: unknown = {}) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const api = () => new ApiClient({ token: 'jwt' });

afterEach(() => vi.unstubAllGlobals());

describe('payment endpoints (account §7)', () => {
  it('the card session is a secured POST of PaymentSessionRequest', async () => {
    const fetchMock = answer(200, { provider: 'sandbox' });
    const body = { orderId: 5, country: 'IT', currency: 'EUR', returnUrl: 'https://shop.test/it/accepted?orderId=5', shopperLocale: 'it-IT' };
    await createPaymentSession(api(), body);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/external-secured/adyen/create-checkout-session');
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer jwt' } });
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('the sandbox payment, the redirect details and the result page calls carry the token', async () => {
    const fetchMock = answer(200, {});
    await payInSandbox(api(), 'sbx_1', { method: 'card', cardNumber: '4111' });
    await submitPaymentDetails(api(), 'R3s');
    await fetchPaymentResult(api(), 'failed', 'TRAMA-5');
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init.method, (init.headers as Record<string, string>).authorization]);
    expect(calls).toEqual([
      ['/api/sandbox-payments/sbx_1/payments', 'POST', 'Bearer jwt'],
      ['/api/external-secured/adyen/payment-details', 'POST', 'Bearer jwt'],
      ['/api/external-secured/orders/failed?id=TRAMA-5', 'GET', 'Bearer jwt'],
    ]);
  });

  it('§4 Order update after payment result is a PUT of the status; without a token nothing is sent', async () => {
    const fetchMock = answer(200, { orderStatus: 'FAI' });
    await updateOrderStatus(api(), 5, { orderStatus: 'FAI', awinAwc: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/external-secured/orders/5/update-status');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('PUT');
    await expect(updateOrderStatus(new ApiClient(), 5, { orderStatus: 'FAI' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
