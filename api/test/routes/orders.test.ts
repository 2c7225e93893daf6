/**
 * Long on purpose: one test a rule of order creation and the calls around it, all on one seeded shopper and basket.
 *
 * POST orders/create and the order calls around it (account §3 Order creation payload, §4 Checkout
 * flow, Delivery selection, Order update after payment result, §5 Order creation, §8 errors), on
 * the real database: what is refused writes nothing, what is accepted is priced by the API alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { italianAddress, newKey, ORDER_COLUMNS, orderBody, postOrder, saveAddress, setFlags, shopperWithAddresses, type Shopper, type StoredOrder } from '../helpers/checkout-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
/** Cotton table runner, 20-70 €: under the 79 € free-shipping minimum, in no promotion. */
let runner: SizeFixture;
/** A second such size, for baskets of two lines. */
let other: SizeFixture;
let shopper: Shopper;

const SHIPPING_MINIMUM = 79;
const SHIPPING_COST = 5.9;
const EXPRESS_COST = 12.9;

beforeAll(async () => {
  t = await createTestApp();
  const priced = "p.material = 'cotone' and s.old_price is null and s.starting_price between 20 and 70 and s.web_inventory >= 10";
  runner = await findSize(t, `p.menu_id = 33 and ${priced}`);
  other = await findSize(t, `p.menu_id = 33 and ${priced} and s.product_id <> ${runner.productId}`);
  // Many orders here get paid (stock goes down): plenty of stock keeps them independent.
  await queryRows(t, 'update product_sizes set web_inventory = 500 where barcode = any($1)', [[runner.barcode, other.barcode]]);
  // Issue 15: a pickup is checked against the store's stock (test/domain/orders/pickup-stock.test.ts); TC-MI01 holds plenty.
  await queryRows(
    t,
    `insert into store_stock (store_id, barcode, stock) select store_id, unnest($1::text[]), 500 from stores where store_code = 'TC-MI01'
     on conflict (store_id, barcode) do update set stock = excluded.stock`,
    [[runner.barcode, other.barcode]],
  );
  shopper = await shopperWithAddresses(t);
});
afterAll(() => t.close());

const ordersOf = (webClientId: number) =>
  queryRows<StoredOrder>(t, `select ${ORDER_COLUMNS} from orders where web_client_id = $1 order by order_id`, [webClientId]);
const orderRow = async (orderId: number) => (await queryRows<StoredOrder>(t, `select ${ORDER_COLUMNS} from orders where order_id = $1`, [orderId]))[0]!;
const linesOf = (orderId: number) =>
  queryRows<{ productId: number | null; quantity: number; listPrice: number; lineTotal: number; itemType: string; itemTypeCode: string }>(
    t,
    `select product_id as "productId", quantity, list_price::float8 as "listPrice", line_total::float8 as "lineTotal", item_type as "itemType",
            item_type_code as "itemTypeCode" from order_lines where order_id = $1 order by order_line_id`,
    [orderId],
  );
const count = async (table: string) => (await queryRows<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0]!.n;
/** Enough pieces of `size` to reach the free-shipping minimum. */
const aboveMinimum = (size: SizeFixture) => Math.ceil(SHIPPING_MINIMUM / size.startingPrice);
const round2 = (n: number) => Math.round(n * 100) / 100;

async function created(res: Awaited<ReturnType<typeof postOrder>>) {
  expect(res.statusCode, res.body).toBe(201);
  const [order] = res.json();
  expect(order).toMatchObject({ orderStatus: 'CHE', orderId: expect.any(Number), webOrderId: expect.any(String) });
  return order as { orderId: number; webOrderId: string };
}

/** A refused create: the status, code and key, and no order, line or idempotency row written. */
async function expectRefused(body: unknown, status: number, code: string, messageKey?: string, who: Shopper = shopper) {
  const before = { orders: await count('orders'), lines: await count('order_lines'), keys: await count('idempotency_keys') };
  const res = await postOrder(t, who.token, body);
  expectApiError(res, status, code);
  if (messageKey) expect(res.json().messageKey).toBe(messageKey);
  expect({ orders: await count('orders'), lines: await count('order_lines'), keys: await count('idempotency_keys') }).toEqual(before);
  return res.json();
}

describe('Idempotency-Key (account §4 Checkout flow: ticking the terms creates the order once)', () => {
  it('§4 Checkout flow: the same key and body give the same order, and only one row', async () => {
    const buyer = await shopperWithAddresses(t);
    const body = orderBody([lineOf(runner, 1)], buyer);
    const key = newKey();
    const first = await created(await postOrder(t, buyer.token, body, key));
    const again = await postOrder(t, buyer.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual([{ ...first, storeStock: null, webStock: null, productName: null }]);
    expect(await ordersOf(buyer.webClientId)).toHaveLength(1);
  });

  it('§4 Checkout flow: concurrent retries with one key still make one order', async () => {
    const buyer = await shopperWithAddresses(t);
    const body = orderBody([lineOf(runner, 1)], buyer);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => postOrder(t, buyer.token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json()[0].orderId)).size).toBe(1);
    expect(await ordersOf(buyer.webClientId)).toHaveLength(1);
  });

  it('§4 Checkout flow: the same key with another body is 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
    const buyer = await shopperWithAddresses(t);
    const key = newKey();
    await created(await postOrder(t, buyer.token, orderBody([lineOf(runner, 1)], buyer), key));
    const res = await postOrder(t, buyer.token, orderBody([lineOf(runner, 2)], buyer), key);
    expectApiError(res, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(buyer.webClientId)).toHaveLength(1);
  });

  it('§4 Checkout flow: a key is per customer: another customer with the same key gets an order of their own', async () => {
    const a = await shopperWithAddresses(t);
    const b = await shopperWithAddresses(t);
    const key = newKey();
    const first = await created(await postOrder(t, a.token, orderBody([lineOf(runner, 1)], a), key));
    const second = await created(await postOrder(t, b.token, orderBody([lineOf(runner, 1)], b), key));
    expect(second.orderId).not.toBe(first.orderId);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['with spaces', 'my key'],
    ['over 100 characters', 'k'.repeat(101)],
  ])('§4 Checkout flow: a %s Idempotency-Key is 400 IDEMPOTENCY_KEY_REQUIRED and nothing is written', async (_label, key) => {
    const before = await count('orders');
    const res = await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper), key);
    expectApiError(res, 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await count('orders')).toBe(before);
  });
});

describe('prices come from the database (security: the API recomputes every price)', () => {
  it('a price, total or unknown property anywhere in the body is 400 VALIDATION_ERROR and nothing is written', async () => {
    const tampered = [
      orderBody([{ ...lineOf(runner, 1), extra: { price: 0.01 } }], shopper),
      orderBody([{ ...lineOf(runner, 1), extra: { unitPrice: 0.01, amount: 0.01 } }], shopper),
      { ...orderBody([lineOf(runner, 1)], shopper), totalAmount: 0.01 },
      { ...orderBody([lineOf(runner, 1)], shopper), webClientId: 1 },
      { ...orderBody([lineOf(runner, 1)], shopper), freightTotal: 0 },
    ];
    for (const body of tampered) await expectRefused(body, 400, 'VALIDATION_ERROR');
  });

  it('§5 Order creation: the stored totals and lines are the database prices; the amount call answers the same total', async () => {
    const body = orderBody([lineOf(runner, 2), lineOf(other, 1)], shopper);
    const order = await created(await postOrder(t, shopper.token, body));
    const merchandise = round2(runner.startingPrice * 2 + other.startingPrice);
    const freight = merchandise < SHIPPING_MINIMUM ? SHIPPING_COST : 0;
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'CHE',
      merchandiseTotal: merchandise,
      discountTotal: 0,
      freightTotal: freight,
      totalAmount: round2(merchandise + freight),
    });
    const lines = await linesOf(order.orderId);
    expect(lines.slice(0, 2)).toEqual([
      { productId: runner.productId, quantity: 2, listPrice: runner.startingPrice, lineTotal: round2(runner.startingPrice * 2), itemType: 'EAN', itemTypeCode: 'P' },
      { productId: other.productId, quantity: 1, listPrice: other.startingPrice, lineTotal: other.startingPrice, itemType: 'EAN', itemTypeCode: 'P' },
    ]);
    const amount = await t.app.inject({ url: `/api/external-secured/orders/${order.orderId}/amount`, headers: bearer(shopper.token) });
    expect(amount.json()).toEqual({ orderId: order.orderId, webOrderId: order.webOrderId, amount: round2(merchandise + freight), currency: 'EUR', orderStatus: 'CHE' });
    const amountp = await t.app.inject({ url: `/api/external-secured/orders/${order.orderId}/amountp`, headers: bearer(shopper.token) });
    expect(amountp.json()).toEqual(amount.json());
  });

  it('§5 Order creation: freight lines sent by the browser are ignored; the API adds its own', async () => {
    const body = orderBody([lineOf(runner, 1)], shopper);
    body.webOrderLineItems.push({ orderLineId: 9, currency: 'EUR', itemType: 'FREIGHT_COST' });
    const order = await created(await postOrder(t, shopper.token, body));
    const freightLines = (await linesOf(order.orderId)).filter((line) => line.itemTypeCode === 'O');
    expect(freightLines).toEqual([{ productId: null, quantity: 1, listPrice: SHIPPING_COST, lineTotal: SHIPPING_COST, itemType: 'FREIGHT_COST', itemTypeCode: 'O' }]);
  });

  it('§5 Order creation: a valid discount code is priced by the API (discountTotal), and the total follows', async () => {
    const quantity = aboveMinimum(runner) + 1;
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, quantity)], shopper, { discountCode: 'benvenuto10' })));
    const merchandise = round2(runner.startingPrice * quantity);
    const discount = round2(merchandise * 0.1);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ merchandiseTotal: merchandise, discountTotal: discount });
    const freight = round2(merchandise - discount) < SHIPPING_MINIMUM ? SHIPPING_COST : 0;
    expect(row.totalAmount).toBe(round2(merchandise - discount + freight));
  });
});

describe('freight line (account §4 Delivery selection)', () => {
  const freightOf = async (orderId: number) => (await linesOf(orderId)).filter((line) => line.itemTypeCode === 'O');

  it('§4 Delivery selection: below the free-shipping minimum, home delivery adds FREIGHT_COST at the brand shipping cost', async () => {
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper)));
    expect(await freightOf(order.orderId)).toMatchObject([{ itemType: 'FREIGHT_COST', lineTotal: SHIPPING_COST }]);
    expect((await orderRow(order.orderId)).freightTotal).toBe(SHIPPING_COST);
  });

  it('§4 Delivery selection: from the minimum on there is no freight line', async () => {
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, aboveMinimum(runner))], shopper)));
    expect(await freightOf(order.orderId)).toEqual([]);
    expect((await orderRow(order.orderId)).freightTotal).toBe(0);
  });

  it('§4 Delivery selection: express (selectedPrice 3) is refused while flag express-delivery is off, FREIGHT_EXP once on', async () => {
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { selectedPrice: 3 }), 422, 'DELIVERY_UNAVAILABLE');
    await setFlags(t, { 'express-delivery': true });
    try {
      const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper, { selectedPrice: 3 })));
      expect(await freightOf(order.orderId)).toMatchObject([{ itemType: 'FREIGHT_EXP', lineTotal: EXPRESS_COST }]);
      expect(await orderRow(order.orderId)).toMatchObject({ freightTotal: EXPRESS_COST, totalAmount: round2(runner.startingPrice + EXPRESS_COST) });
    } finally {
      await setFlags(t, { 'express-delivery': false });
    }
  });

  it('§4 Delivery selection: store pickup (selectedPrice 0) has no freight line and needs no shipping address', async () => {
    const body = orderBody([lineOf(runner, 1)], { ...shopper, shipId: 0 }, { selectedPrice: 0, storeCode: 'TC-MI01' });
    const order = await created(await postOrder(t, shopper.token, body));
    expect(await freightOf(order.orderId)).toEqual([]);
    const [row] = await queryRows<{ deliveryMode: string; storeCode: string; shippingAddress: unknown; totalAmount: number }>(
      t,
      'select delivery_mode as "deliveryMode", store_code as "storeCode", shipping_address as "shippingAddress", total_amount::float8 as "totalAmount" from orders where order_id = $1',
      [order.orderId],
    );
    expect(row).toEqual({ deliveryMode: 'STO', storeCode: 'TC-MI01', shippingAddress: null, totalAmount: runner.startingPrice });
  });

  it('§4 Delivery selection: store pickup without a known store, or with flag store-delivery off, is 422 DELIVERY_UNAVAILABLE', async () => {
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { selectedPrice: 0, storeCode: null }), 422, 'DELIVERY_UNAVAILABLE');
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { selectedPrice: 0, storeCode: 'NOPE-01' }), 422, 'DELIVERY_UNAVAILABLE');
    await setFlags(t, { 'store-delivery': false });
    try {
      await expectRefused(orderBody([lineOf(runner, 1)], shopper, { selectedPrice: 0, storeCode: 'TC-MI01' }), 422, 'DELIVERY_UNAVAILABLE');
    } finally {
      await setFlags(t, { 'store-delivery': true });
    }
  });
});

describe('§5 Order creation rules (account §8 message keys)', () => {
  it('§5 Order creation: no product line gives addToCart.5 (422 NO_ITEMS)', async () => {
    await expectRefused(orderBody([], shopper), 422, 'NO_ITEMS', 'addToCart.5');
  });

  it('§5 Order creation: home delivery without a shipping address gives product.basket.delivery.4 (422 NO_SHIPPING_ADDRESS)', async () => {
    await expectRefused(orderBody([lineOf(runner, 1)], { ...shopper, shipId: 0 }), 422, 'NO_SHIPPING_ADDRESS', 'product.basket.delivery.4');
  });

  it('§5 Order creation: no billing address gives addToCart.6 (422 NO_BILLING_ADDRESS)', async () => {
    await expectRefused(orderBody([lineOf(runner, 1)], { ...shopper, billId: 0 }), 422, 'NO_BILLING_ADDRESS', 'addToCart.6');
    // A shipping address id is not a billing address.
    await expectRefused(orderBody([lineOf(runner, 1)], { ...shopper, billId: shopper.shipId }), 422, 'NO_BILLING_ADDRESS', 'addToCart.6');
  });

  it('§5 Order creation: a shipping country other than the shop country gives payment.12 unless flag foreign-delivery is on', async () => {
    const french = await shopperWithAddresses(t, { countryCode: 'FR', address2: null, city: 'Paris', zip: '75001' });
    await expectRefused(orderBody([lineOf(runner, 1)], french), 422, 'COUNTRY_NOT_ALLOWED', 'payment.12', french);
    await setFlags(t, { 'foreign-delivery': true });
    try {
      await created(await postOrder(t, french.token, orderBody([lineOf(runner, 1)], french)));
    } finally {
      await setFlags(t, { 'foreign-delivery': false });
    }
  });

  it('§5 Order creation: a code the coupon rules refuse is 422 DISCOUNT_REFUSED with its message key', async () => {
    const expired = await expectRefused(orderBody([lineOf(runner, 1)], shopper, { discountCode: 'SCADUTO' }), 422, 'DISCOUNT_REFUSED', 'payment.19');
    expect(expired.reason).toBe('EXPIRED');
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { discountCode: 'NOSUCHCODE' }), 422, 'DISCOUNT_REFUSED', 'product.basket.20');
    // A fixed amount above the basket is cancelled too (storefront §4: payment.19).
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { discountCode: 'GRANDE500' }), 422, 'DISCOUNT_REFUSED', 'payment.19');
  });

  it('a product line without size, a line listed twice, another brand or an unknown product are refused and write nothing', async () => {
    const noSize = orderBody([lineOf(runner, 1)], shopper);
    delete noSize.webOrderLineItems[0]!.size;
    await expectRefused(noSize, 400, 'INVALID_LINE');
    await expectRefused(orderBody([lineOf(runner, 1), lineOf(runner, 2)], shopper), 400, 'DUPLICATE_LINE');
    await expectRefused(orderBody([lineOf(runner, 1)], shopper, { brandId: 1 }), 400, 'BRAND_MISMATCH');
    await expectRefused(orderBody([{ productId: 999_999, size: 'M', quantity: 1 }], shopper), 422, 'UNKNOWN_PRODUCTS');
  });
});

describe('stock (§5 Order creation, account §8 product.basket.delivery.15 / .16)', () => {
  it('§5 Order creation: fewer pieces left than asked is 409 OUT_OF_STOCK (.16) naming the product, nothing written', async () => {
    const scarce = await findSize(t, `p.menu_id = 32 and s.starting_price > 0 and s.web_inventory >= 10`);
    await queryRows(t, 'update product_sizes set web_inventory = 1 where barcode = $1', [scarce.barcode]);
    const body = await expectRefused(orderBody([lineOf(runner, 1), lineOf(scarce, 2)], shopper), 409, 'OUT_OF_STOCK', 'product.basket.delivery.16');
    expect(body.shortProducts).toEqual([{ productId: scarce.productId, size: scarce.size, productName: scarce.name, webStock: 1, requested: 2 }]);
    expect(body.message).toContain(scarce.name);
  });

  it('§5 Order creation: a sold-out size is 409 OUT_OF_STOCK with product.basket.delivery.15', async () => {
    const soldOut = await findSize(t, `p.menu_id = 31 and s.starting_price > 0 and s.web_inventory >= 10`);
    await queryRows(t, 'update product_sizes set web_inventory = 0 where barcode = $1', [soldOut.barcode]);
    const body = await expectRefused(orderBody([lineOf(soldOut, 1)], shopper), 409, 'OUT_OF_STOCK', 'product.basket.delivery.15');
    expect(body.shortProducts).toMatchObject([{ productId: soldOut.productId, webStock: 0, requested: 1 }]);
  });
});

describe("another customer's records (account §6: an order call checks the owner)", () => {
  let alice: Shopper;
  let bob: Shopper;
  let aliceOrder: { orderId: number; webOrderId: string };
  beforeAll(async () => {
    alice = await shopperWithAddresses(t);
    bob = await shopperWithAddresses(t);
    aliceOrder = await created(await postOrder(t, alice.token, orderBody([lineOf(runner, 1)], alice)));
  });

  it("§5 Order creation: Alice's address ids in Bob's order count as no address (delivery.4 / addToCart.6), never used", async () => {
    await expectRefused(orderBody([lineOf(runner, 1)], { shipId: alice.shipId, billId: bob.billId }), 422, 'NO_SHIPPING_ADDRESS', 'product.basket.delivery.4', bob);
    await expectRefused(orderBody([lineOf(runner, 1)], { shipId: bob.shipId, billId: alice.billId }), 422, 'NO_BILLING_ADDRESS', 'addToCart.6', bob);
  });

  it("Alice's order id on Bob's token is 404 ORDER_NOT_FOUND for amount, amountp and update-status, with none of her data", async () => {
    for (const path of ['amount', 'amountp']) {
      const res = await t.app.inject({ url: `/api/external-secured/orders/${aliceOrder.orderId}/${path}`, headers: bearer(bob.token) });
      expectApiError(res, 404, 'ORDER_NOT_FOUND');
      expect(res.body).not.toContain(aliceOrder.webOrderId);
    }
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/external-secured/orders/${aliceOrder.orderId}/update-status`,
      payload: { orderStatus: 'FAI' },
      headers: bearer(bob.token),
    });
    expectApiError(update, 404, 'ORDER_NOT_FOUND');
    expect((await orderRow(aliceOrder.orderId)).status).toBe('CHE');
  });

  it('by-web-client lists only the caller’s orders', async () => {
    await t.app.orderPayments.markPaid(aliceOrder.orderId, { provider: 'sandbox', pspReference: `PSP-${aliceOrder.orderId}`, method: 'card' });
    const bobs = (await t.app.inject({ url: '/api/external-secured/orders/by-web-client', headers: bearer(bob.token) })).json();
    expect(bobs).toEqual([]);
    const alices = (await t.app.inject({ url: '/api/external-secured/orders/by-web-client', headers: bearer(alice.token) })).json();
    expect(alices.map((o: { orderId: number }) => o.orderId)).toEqual([aliceOrder.orderId]);
  });
});

describe('update-status (account §4 Order update after payment result)', () => {
  const update = (orderId: number, payload: object, who: Shopper = shopper) =>
    t.app.inject({ method: 'PUT', url: `/api/external-secured/orders/${orderId}/update-status`, payload, headers: bearer(who.token) });

  it('§4 Order update after payment result: the browser cannot make an order paid (409 PAYMENT_NOT_CONFIRMED, still CHE)', async () => {
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper)));
    for (const orderStatus of ['PAI', 'DIS', 'STO', 'DEP', 'pai']) {
      expectApiError(await update(order.orderId, { orderStatus }), 409, 'PAYMENT_NOT_CONFIRMED', orderStatus);
    }
    expect((await orderRow(order.orderId)).status).toBe('CHE');
    expectApiError(await update(order.orderId, { orderStatus: 'CHE' }), 409, 'STATUS_NOT_ALLOWED');
  });

  it('§4 Order update after payment result: FAI marks an unpaid order failed and stores awinAwc', async () => {
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper)));
    const res = await update(order.orderId, { orderStatus: 'FAI', awinAwc: 'AWC-123', email: 'someone@else.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId: order.orderId, orderStatus: 'FAI' });
    const [row] = await queryRows<{ status: string; awinAwc: string; email: string }>(t, 'select status, awin_awc as "awinAwc", email from orders where order_id = $1', [order.orderId]);
    expect(row).toEqual({ status: 'FAI', awinAwc: 'AWC-123', email: shopper.email });
  });

  it('§4 Order update after payment result: once a notification made it paid, PAI just answers the status and FAI changes nothing', async () => {
    const order = await created(await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], shopper)));
    await t.app.orderPayments.markPaid(order.orderId, { provider: 'sandbox', pspReference: `PSP-U-${order.orderId}`, method: 'card' });
    const paid = await update(order.orderId, { orderStatus: 'PAI', awinAwc: 'AWC-9' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().orderStatus).toBe('PAI');
    expect((await update(order.orderId, { orderStatus: 'FAI' })).json().orderStatus).toBe('PAI');
    expect((await orderRow(order.orderId)).status).toBe('PAI');
  });

  it('an order id that does not exist is 404 ORDER_NOT_FOUND; a non-numeric one 400', async () => {
    expectApiError(await update(2_000_000_000, { orderStatus: 'FAI' }), 404, 'ORDER_NOT_FOUND');
    expectApiError(await t.app.inject({ url: '/api/external-secured/orders/abc/amount', headers: bearer(shopper.token) }), 400, 'VALIDATION_ERROR');
  });
});

describe('by-web-client (account §2 Order list, §3 Order)', () => {
  it('§3 Order: paid orders newest first, without unpaid checkouts and failed ones, labels in the asked language', async () => {
    const buyer = await shopperWithAddresses(t);
    const post = async () => created(await postOrder(t, buyer.token, orderBody([lineOf(runner, 1)], buyer)));
    const first = await post();
    const second = await post();
    const unpaid = await post();
    const failed = await post();
    for (const order of [first, second]) await t.app.orderPayments.markPaid(order.orderId, { provider: 'sandbox', pspReference: `PSP-L-${order.orderId}`, method: 'card' });
    await t.app.orderPayments.markFailed(failed.orderId, { provider: 'sandbox', pspReference: null });

    const res = await t.app.inject({ url: '/api/external-secured/orders/by-web-client?language=en', headers: bearer(buyer.token) });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json();
    expect(orders.map((o: { orderId: number }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(orders.map((o: { orderId: number }) => o.orderId)).not.toContain(unpaid.orderId);
    expect(orders[0]).toMatchObject({
      orderStatus: { code: 'PAI', label: 'Paid' },
      totalSales: round2(runner.startingPrice + SHIPPING_COST),
      currency: 'EUR',
      totalQuantity: 1,
      shippingAddress: { name: 'Anna Rossi', city: 'Milano', zip: '20121' },
      billingAddress: { name: 'Anna Rossi' },
    });
    expect(orders[0].orderLines.map((l: { itemTypeCode: string }) => l.itemTypeCode)).toEqual(['P', 'O']);
    const italian = (await t.app.inject({ url: '/api/external-secured/orders/by-web-client', headers: bearer(buyer.token) })).json();
    expect(italian[0].orderStatus.label).toBe('Pagato');
  });

  it('§4 Addresses: an order keeps the address as it was when ordered', async () => {
    const buyer = await shopperWithAddresses(t);
    const order = await created(await postOrder(t, buyer.token, orderBody([lineOf(runner, 1)], buyer)));
    await t.app.orderPayments.markPaid(order.orderId, { provider: 'sandbox', pspReference: `PSP-A-${order.orderId}`, method: 'card' });
    await saveAddress(t, buyer.token, italianAddress({ clientAddressId: buyer.shipId, name: 'Nuovo Nome' }));
    const [listed] = (await t.app.inject({ url: '/api/external-secured/orders/by-web-client', headers: bearer(buyer.token) })).json();
    expect(listed.shippingAddress.name).toBe('Anna Rossi');
  });
});
