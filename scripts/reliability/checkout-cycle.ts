/**
 * The checkout part of the mixed load (issue 7): a signed-in shopper creates an order (with its
 * own Idempotency-Key), asks for a payment session and pays in the sandbox with the refused test
 * card, then reads the failed page's answer. That walks the whole payment path — order pricing,
 * session, the HMAC-signed notification through the webhook, the order update — without keeping
 * stock (the order holds its piece from creation and the refusal gives it back: issue 29 §1), so
 * the load can run for as long as it likes. Each request depends on the previous
 * answer (order id, session id), which autocannon keeps per connection in its `context`.
 * The returns and click-and-collect flows (issue 18 §6) pay their orders through the same requests.
 */
import { randomUUID } from 'node:crypto';
import type { Address } from '../../shared/src/contract/account.ts';
import type { CreatedOrder, OrderCreateRequest, PaymentSession } from '../../shared/src/contract/checkout.ts';
import { SHOP_HEADERS } from '../bench/load.ts';
import type { MixClass, MixRequest } from './types.ts';

/** docs/payments.md: the sandbox refuses this card. */
export const REFUSED_TEST_CARD = '4000000000000002';
/** Adyen's documented Visa test card, which the sandbox authorises (api/src/domain/payments/sandbox-provider.ts). */
export const AUTHORISED_TEST_CARD = '4111111145551142';

export interface CheckoutIngredients {
  token: string;
  shippingAddressId: number;
  billingAddressId: number;
  line: { productId: number; size: string };
}

type Context = Record<string, unknown>;

/** One call of the API as the signed-in shopper (or a visitor without token); null unless 2xx. */
export async function apiJson<T>(origin: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T | null> {
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
  const session = await apiJson<{ id_token: string }>(origin, '/api/authenticate', {
    method: 'POST',
    body: { customerCode: '', ...account, brandId, rememberMe: false },
  });
  if (!session?.id_token) return null;
  const addresses = (await apiJson<Address[]>(origin, '/api/external-secured/client-address', { token: session.id_token })) ?? [];
  const pick = (type: 'SHIP' | 'BILL') => addresses.find((a) => a.addressType === type && a.isDefault) ?? addresses.find((a) => a.addressType === type);
  const ship = pick('SHIP');
  const bill = pick('BILL');
  if (!ship || !bill) return null;
  return { token: session.id_token, shippingAddressId: ship.clientAddressId, billingAddressId: bill.clientAddressId, line };
}

/** Where the order goes: home delivery (selectedPrice 1) or a store pickup (selectedPrice 0 and the store's code). */
export interface OrderDelivery {
  selectedPrice: 0 | 1;
  storeCode: string | null;
}

export const HOME_DELIVERY: OrderDelivery = { selectedPrice: 1, storeCode: null };

export function orderBody(
  found: Pick<CheckoutIngredients, 'billingAddressId' | 'shippingAddressId'>,
  brandId: number,
  line: { productId: number; size: string },
  delivery: OrderDelivery = HOME_DELIVERY,
  /** The order's browserId; the multi-instance writers put their Idempotency-Key here to find each order again. */
  browserId = 'reliability-load',
): OrderCreateRequest {
  return {
    billingAddressId: found.billingAddressId,
    shippingAddressId: found.shippingAddressId,
    brandId,
    discountCode: null,
    orderId: null,
    country: 'IT',
    orderStatus: 'CHE',
    storeCode: delivery.storeCode,
    browserId,
    selectedPrice: delivery.selectedPrice,
    language: 'it',
    webOrderLineItems: [{ orderLineId: null, productId: line.productId, size: line.size, quantity: 1, currency: 'EUR', itemType: 'EAN' }],
  };
}

export const parse = <T>(body: string): T | null => {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
};

/** The signed-in shopper's headers (JSON body and bearer). */
export const bearerHeaders = (token: string, json = true): Record<string, string> => ({
  ...SHOP_HEADERS,
  ...(json ? { 'content-type': 'application/json' } : {}),
  authorization: `Bearer ${token}`,
});

/** How one order of a flow is paid: the card and the result page the shopper lands on. */
export interface PaymentOptions {
  class: MixClass;
  /** The order's body when it is sent (a flow may pick its line or store per cycle from the context). */
  order: (context: Context) => OrderCreateRequest;
  /** Text of the order request's label, after the path. */
  orderLabel: string;
  card: { number: string; outcome: string };
  resultPage: 'accepted' | 'failed';
}

/**
 * The four requests of one order and its payment, in order: create (its own Idempotency-Key),
 * payment session, the sandbox payment (a signed webhook updates the order), the result page.
 */
export function buildOrderPayment(token: string, options: PaymentOptions): MixRequest[] {
  const headers = bearerHeaders(token);
  return [
    {
      class: options.class,
      label: `POST /api/external-secured/orders/create (${options.orderLabel})`,
      method: 'POST',
      path: '/api/external-secured/orders/create',
      headers,
      body: JSON.stringify(options.order({})),
      setup: (context) => ({ headers: { ...headers, 'idempotency-key': `rel-${randomUUID()}` }, body: JSON.stringify(options.order(context)) }),
      capture: (_status, body, context) => {
        context.orderId = parse<CreatedOrder[]>(body)?.[0]?.orderId ?? null;
      },
    },
    {
      class: options.class,
      label: 'POST /api/external-secured/adyen/create-checkout-session (sandbox)',
      method: 'POST',
      path: '/api/external-secured/adyen/create-checkout-session',
      headers,
      setup: (context) => ({
        body: JSON.stringify({ orderId: context.orderId, country: 'IT', currency: 'EUR', returnUrl: `http://localhost/it/${options.resultPage}`, shopperLocale: 'it-IT' }),
      }),
      capture: (_status, body, context) => {
        context.sessionId = parse<PaymentSession>(body)?.sandbox?.sessionId ?? null;
      },
    },
    {
      class: options.class,
      label: `POST /api/sandbox-payments/{sessionId}/payments (${options.card.outcome})`,
      method: 'POST',
      path: '/api/sandbox-payments/none/payments',
      headers,
      body: JSON.stringify({ method: 'card', cardNumber: options.card.number, holderName: 'Reliability Load' }),
      setup: (context) => ({ path: `/api/sandbox-payments/${String(context.sessionId)}/payments` }),
    },
    {
      class: options.class,
      label: `GET /api/external-secured/orders/${options.resultPage}?id={orderId}`,
      method: 'GET',
      path: `/api/external-secured/orders/${options.resultPage}`,
      headers: bearerHeaders(token, false),
      setup: (context) => ({ path: `/api/external-secured/orders/${options.resultPage}?id=${String(context.orderId)}` }),
    },
  ];
}

/** The checkout flow (issue 7): home delivery, refused card, so no stock is kept however long the load runs (the refusal gives the held piece back). */
export function buildCheckoutCycle(found: CheckoutIngredients, brandId: number): MixRequest[] {
  return buildOrderPayment(found.token, {
    class: 'checkout',
    order: () => orderBody(found, brandId, found.line),
    orderLabel: 'new Idempotency-Key each time',
    card: { number: REFUSED_TEST_CARD, outcome: 'refused card: signed webhook, order FAI' },
    resultPage: 'failed',
  });
}

/** One try of a request, 30 s at most: status 0 (and why in `error`) when nothing answered. */
export async function tryRequest(origin: string, request: Pick<MixRequest, 'method' | 'path' | 'headers' | 'body'>): Promise<{ status: number; body: string; error?: string }> {
  let status = 0;
  try {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    return { status, body: await response.text() };
  } catch (error) {
    return { status, body: '', error: error instanceof Error ? error.message : String(error) };
  }
}

/** One cycle of a flow, request after request with the same context, as a connection of the load walks it. */
export async function tryCycle(origin: string, cycle: readonly MixRequest[]): Promise<{ label: string; status: number } | null> {
  const context: Context = {};
  for (const request of cycle) {
    const { status, body } = await tryRequest(origin, { ...request, ...request.setup?.(context) });
    if ((status < 200 || status >= 300) && !request.tolerated?.some((t) => t.status === status)) return { label: request.label, status };
    request.capture?.(status, body, context);
  }
  return null;
}
