/**
 * The checkout part of the mixed load (issue 7): a signed-in shopper creates an order (with its
 * own Idempotency-Key), asks for a payment session and pays in the sandbox with the refused test
 * card, then reads the failed page's answer. That walks the whole payment path — order pricing,
 * session, the HMAC-signed notification through the webhook, the order update — without taking
 * stock, so the load can run for as long as it likes. Each request depends on the previous
 * answer (order id, session id), which autocannon keeps per connection in its `context`.
 */
import { randomUUID } from 'node:crypto';
import type { Address } from '../../shared/src/contract/account.ts';
import type { CreatedOrder, OrderCreateRequest, PaymentSession } from '../../shared/src/contract/checkout.ts';
import { SHOP_HEADERS } from '../bench/load.ts';
import type { MixRequest } from './types.ts';

/** docs/payments.md: the sandbox refuses this card. */
export const REFUSED_TEST_CARD = '4000000000000002';

export interface CheckoutIngredients {
  token: string;
  shippingAddressId: number;
  billingAddressId: number;
  line: { productId: number; size: string };
}

type Context = Record<string, unknown>;

async function json<T>(origin: string, path: string, init: { method?: string; token?: string; body?: unknown }): Promise<T | null> {
  try {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...SHOP_HEADERS,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** Signs the shopper in and finds their default addresses; null when any of it is missing. */
export async function findCheckoutIngredients(
  origin: string,
  line: { productId: number; size: string } | null,
  brandId: number,
  account: { username: string; password: string },
): Promise<CheckoutIngredients | null> {
  if (!line) return null;
  const session = await json<{ id_token: string }>(origin, '/api/authenticate', {
    method: 'POST',
    body: { customerCode: '', ...account, brandId, rememberMe: false },
  });
  if (!session?.id_token) return null;
  const addresses = (await json<Address[]>(origin, '/api/external-secured/client-address', { token: session.id_token })) ?? [];
  const pick = (type: 'SHIP' | 'BILL') => addresses.find((a) => a.addressType === type && a.isDefault) ?? addresses.find((a) => a.addressType === type);
  const ship = pick('SHIP');
  const bill = pick('BILL');
  if (!ship || !bill) return null;
  return { token: session.id_token, shippingAddressId: ship.clientAddressId, billingAddressId: bill.clientAddressId, line };
}

function orderBody(found: CheckoutIngredients, brandId: number): OrderCreateRequest {
  return {
    billingAddressId: found.billingAddressId,
    shippingAddressId: found.shippingAddressId,
    brandId,
    discountCode: null,
    orderId: null,
    country: 'IT',
    orderStatus: 'CHE',
    storeCode: null,
    browserId: 'reliability-load',
    selectedPrice: 1,
    language: 'it',
    webOrderLineItems: [{ orderLineId: null, productId: found.line.productId, size: found.line.size, quantity: 1, currency: 'EUR', itemType: 'EAN' }],
  };
}

const parse = <T>(body: string): T | null => {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
};

/** The four requests of one checkout, in order. */
export function buildCheckoutCycle(found: CheckoutIngredients, brandId: number): MixRequest[] {
  const headers = { ...SHOP_HEADERS, 'content-type': 'application/json', authorization: `Bearer ${found.token}` };
  return [
    {
      class: 'checkout',
      label: 'POST /api/external-secured/orders/create (new Idempotency-Key each time)',
      method: 'POST',
      path: '/api/external-secured/orders/create',
      headers,
      body: JSON.stringify(orderBody(found, brandId)),
      setup: () => ({ headers: { ...headers, 'idempotency-key': `rel-${randomUUID()}` } }),
      capture: (_status, body, context) => {
        context.orderId = parse<CreatedOrder[]>(body)?.[0]?.orderId ?? null;
      },
    },
    {
      class: 'checkout',
      label: 'POST /api/external-secured/adyen/create-checkout-session (sandbox)',
      method: 'POST',
      path: '/api/external-secured/adyen/create-checkout-session',
      headers,
      setup: (context) => ({
        body: JSON.stringify({ orderId: context.orderId, country: 'IT', currency: 'EUR', returnUrl: 'http://localhost/it/accepted', shopperLocale: 'it-IT' }),
      }),
      capture: (_status, body, context) => {
        context.sessionId = parse<PaymentSession>(body)?.sandbox?.sessionId ?? null;
      },
    },
    {
      class: 'checkout',
      label: 'POST /api/sandbox-payments/{sessionId}/payments (refused card: signed webhook, order FAI)',
      method: 'POST',
      path: '/api/sandbox-payments/none/payments',
      headers,
      body: JSON.stringify({ method: 'card', cardNumber: REFUSED_TEST_CARD, holderName: 'Reliability Load' }),
      setup: (context) => ({ path: `/api/sandbox-payments/${String(context.sessionId)}/payments` }),
    },
    {
      class: 'checkout',
      label: 'GET /api/external-secured/orders/failed?id={orderId}',
      method: 'GET',
      path: '/api/external-secured/orders/failed',
      headers: { ...SHOP_HEADERS, authorization: `Bearer ${found.token}` },
      setup: (context) => ({ path: `/api/external-secured/orders/failed?id=${String(context.orderId)}` }),
    },
  ];
}

/** One checkout, request after request with the same context, as a connection of the load walks it. */
export async function tryCycle(origin: string, cycle: readonly MixRequest[]): Promise<{ label: string; status: number } | null> {
  const context: Context = {};
  for (const request of cycle) {
    const prepared = { path: request.path, headers: request.headers, body: request.body, ...request.setup?.(context) };
    let status = 0;
    let body = '';
    try {
      const response = await fetch(`${origin}${prepared.path}`, {
        method: request.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      body = await response.text();
    } catch {
      // No answer: status stays 0, reported as such.
    }
    if (status < 200 || status >= 300) return { label: request.label, status };
    request.capture?.(status, body, context);
  }
  return null;
}
