/** Addresses, order bodies and checkout flags for the checkout tests (issue 7), through the real endpoints. */
import { readFile } from 'node:fs/promises';
import type { Address, AddressInput, BasketLineRef, OrderCreateRequest, SelectedPrice } from '@trama/shared/contract';
import { bearer, customerWithToken, type TestCustomer } from './auth.ts';
import type { TestApp } from './test-app.ts';

export const italianAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  clientAddressId: 0,
  addressType: 'SHIP',
  name: 'Anna Rossi',
  address1: 'Via Roma 1',
  address2: 'MI',
  city: 'Milano',
  zip: '20121',
  countryCode: 'IT',
  phone: '0212345678',
  isDefault: true,
  ...overrides,
});

export async function saveAddress(t: TestApp, token: string, input: AddressInput): Promise<Address[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/external-secured/client-address', payload: input, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`client-address: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface Shopper extends TestCustomer {
  shipId: number;
  billId: number;
}

/** A signed-in customer of brand 3 with a default Italian shipping and billing address. */
export async function shopperWithAddresses(t: TestApp, ship: Partial<AddressInput> = {}): Promise<Shopper> {
  const customer = await customerWithToken(t);
  await saveAddress(t, customer.token, italianAddress({ addressType: 'SHIP', ...ship }));
  const list = await saveAddress(t, customer.token, italianAddress({ addressType: 'BILL' }));
  const idOf = (type: string) => list.find((a) => a.addressType === type)!.clientAddressId;
  return { ...customer, shipId: idOf('SHIP'), billId: idOf('BILL') };
}

export function orderBody(
  lines: (BasketLineRef & { extra?: Record<string, unknown> })[],
  shopper: Pick<Shopper, 'shipId' | 'billId'>,
  overrides: Partial<OrderCreateRequest> & { selectedPrice?: SelectedPrice } = {},
): OrderCreateRequest {
  return {
    billingAddressId: shopper.billId,
    shippingAddressId: shopper.shipId,
    brandId: 3,
    discountCode: null,
    orderId: null,
    country: 'IT',
    orderStatus: 'CHE',
    storeCode: null,
    browserId: 'browser-test',
    webOrderLineItems: lines.map((line, i) => ({
      orderLineId: i + 1,
      productId: line.productId,
      size: line.size,
      quantity: line.quantity,
      currency: 'EUR',
      itemType: 'EAN' as const,
      ...line.extra,
    })),
    ...overrides,
  };
}

let keys = 0;
export const newKey = () => `test-${process.pid}-${++keys}`;

export function postOrder(t: TestApp, token: string, body: unknown, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/external-secured/orders/create',
    payload: body as object,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

/** The order's stored row, for checking what was written. */
export interface StoredOrder {
  orderId: number;
  status: string;
  merchandiseTotal: number;
  discountTotal: number;
  freightTotal: number;
  totalAmount: number;
  webClientId: number;
}

export const ORDER_COLUMNS = `order_id as "orderId", status, merchandise_total::float8 as "merchandiseTotal", discount_total::float8 as "discountTotal",
  freight_total::float8 as "freightTotal", total_amount::float8 as "totalAmount", web_client_id as "webClientId"`;

/** Turns checkout flags on or off in the test app's own flag file (re-read on the next request). */
export async function setFlags(t: TestApp, values: Record<string, boolean>): Promise<void> {
  const flags = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
  for (const [key, on] of Object.entries(values)) {
    flags.flags[key] = { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: on ? 'on' : 'off' };
  }
  await t.write('config/flags.json', JSON.stringify(flags, null, 2));
}
