/**
 * Issue 29 point 1: the last pieces cannot be sold twice. An order takes its pieces off the stock
 * that serves it (the web inventory, or for a store pickup that store's shelf) when it is created,
 * inside its transaction, with a conditional UPDATE; a failed (FAI), refused or expired order gives
 * them back once; a verified payment keeps them. A payment for an order that no longer holds its
 * pieces and cannot take them again marks the order for refund (FAI + stock_hold REFUND), and the
 * stock never goes below zero. Attacked with parallel orders of different customers through the
 * real routes, on the real database (docs/checkout.md "Stock: held at order creation").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClickAndCollectStore, Product } from '@trama/shared/contract';
import { bearer } from '../helpers/auth.ts';
import { lineOf, queryRows, twoCottonSizes, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { orderBody, postOrder, shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { openSession, orderState } from '../fixtures/payments/payment-test-app.ts';
import { expectApiError } from '../helpers/security.ts';
import { sandboxNotification } from '../../src/domain/payments/sandbox-provider.ts';
import { secondInstance } from '../helpers/second-instance.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
/** A size whose web stock each test sets itself. */
let web: SizeFixture;
/** A size whose shelf at one store each test sets itself. */
let shelf: SizeFixture;
const STORE = 'TC-MI02';

beforeAll(async () => {
  [web, shelf] = await twoCottonSizes(t);
  await queryRows(t, 'update product_sizes set web_inventory = 0 where barcode = $1', [shelf.barcode]);
  await queryRows(t, 'delete from store_stock where barcode = any($1)', [[web.barcode, shelf.barcode]]);
});

const setWebStock = (size: SizeFixture, n: number) => queryRows(t, 'update product_sizes set web_inventory = $2 where barcode = $1', [size.barcode, n]);
const webStock = async (size: SizeFixture) =>
  (await queryRows<{ n: number }>(t, 'select web_inventory as n from product_sizes where barcode = $1', [size.barcode]))[0]!.n;

async function setShelf(size: SizeFixture, n: number) {
  await queryRows(t, 'delete from store_stock where barcode = $2 and store_id = (select store_id from stores where store_code = $1)', [STORE, size.barcode]);
  await queryRows(t, 'insert into store_stock (store_id, barcode, stock) select store_id, $2, $3 from stores where store_code = $1', [STORE, size.barcode, n]);
}
const shelfStock = async (size: SizeFixture) =>
  (
    await queryRows<{ n: number }>(t, 'select ss.stock as n from store_stock ss join stores st using (store_id) where st.store_code = $1 and ss.barcode = $2', [
      STORE,
      size.barcode,
    ])
  )[0]?.n ?? null;

const homeOrder = (shopper: Shopper, quantity = 1) => orderBody([lineOf(web, quantity)], shopper);
const pickupOrder = (shopper: Shopper, quantity = 1) =>
  orderBody([lineOf(shelf, quantity)], { ...shopper, shipId: 0 }, { selectedPrice: 0, storeCode: STORE });

async function created(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { orderId: number; webOrderId: string }[])[0]!;
}

const shoppers = (n: number) => Promise.all(Array.from({ length: n }, () => shopperWithAddresses(t)));

const holdOf = async (orderId: number) =>
  (await queryRows<{ hold: string }>(t, 'select stock_hold as hold from orders where order_id = $1', [orderId]))[0]!.hold;

/** Time passes: the order's hold is now past its expiry (the TTL itself is the coupon reservations' one, unit-tested). */
const expireHold = (orderId: number) => queryRows(t, `update orders set stock_held_until = now() - interval '1 second' where order_id = $1`, [orderId]);

/** A signed AUTHORISATION notification for the order, delivered to the webhook as Adyen (or the sandbox) would. */
async function notify(orderId: number, success: boolean, pspReference = `PSP-HOLD-${orderId}-${success}`) {
  const { totalAmount } = await orderState(t, orderId);
  const [{ webOrderId }] = (await queryRows<{ webOrderId: string }>(t, 'select web_order_id as "webOrderId" from orders where order_id = $1', [orderId])) as [
    { webOrderId: string },
  ];
  const notification = sandboxNotification(
    { pspReference, reference: webOrderId, amountMinor: Math.round(totalAmount * 100), currency: 'EUR', success, method: 'card' },
    (await t.app.paymentProvider.notificationHmacKey())!,
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/adyen', payload: notification });
  expect(res.statusCode, res.body).toBe(200);
}

const failFromBrowser = (shopper: Shopper, orderId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/external-secured/orders/${orderId}/update-status`, headers: bearer(shopper.token), payload: { orderStatus: 'FAI' } });

describe('[29.1] parallel orders for the last pieces', () => {
  it('[29.1] web stock: 8 customers order the last 3 pieces at once: exactly 3 orders are created, the others get 409 OUT_OF_STOCK (product.basket.delivery.15)', async () => {
    await setWebStock(web, 3);
    const buyers = await shoppers(8);
    const answers = await Promise.all(buyers.map((shopper) => postOrder(t, shopper.token, homeOrder(shopper))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expectApiError(res, 409, 'OUT_OF_STOCK');
      expect(res.json()).toMatchObject({ messageKey: 'product.basket.delivery.15', shortProducts: [{ productId: web.productId, size: web.size, webStock: 0, requested: 1 }] });
    }
    expect(await webStock(web)).toBe(0);
    // Paying every created order sells exactly the 3 pieces: nothing below zero.
    for (const res of answers.filter((r) => r.statusCode === 201)) {
      const [order] = res.json() as { orderId: number }[];
      await notify(order!.orderId, true);
      expect((await orderState(t, order!.orderId)).status).toBe('PAI');
    }
    expect(await webStock(web)).toBe(0);
  });

  it('[29.1] a store shelf: 6 customers order 2 pieces each of a shelf of 4 for pickup at once: exactly 2 orders, 4 pieces, never 8', async () => {
    await setShelf(shelf, 4);
    const buyers = await shoppers(6);
    const answers = await Promise.all(buyers.map((shopper) => postOrder(t, shopper.token, pickupOrder(shopper, 2))));
    const ok = answers.filter((res) => res.statusCode === 201);
    expect(ok).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expectApiError(res, 409, 'OUT_OF_STOCK');
      expect(res.json()).toMatchObject({ messageKey: 'product.basket.delivery.15', shortProducts: [{ productId: shelf.productId, webStock: 0, requested: 2 }] });
    }
    expect(await shelfStock(shelf)).toBe(0);
    for (const res of ok) await notify((res.json() as { orderId: number }[])[0]!.orderId, true);
    expect(await shelfStock(shelf)).toBe(0);
  });

  it('[29.1] one customer in two tabs (two Idempotency-Keys) for the last piece: one order', async () => {
    await setWebStock(web, 1);
    const [shopper] = await shoppers(1);
    const answers = await Promise.all([postOrder(t, shopper!.token, homeOrder(shopper!)), postOrder(t, shopper!.token, homeOrder(shopper!))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await webStock(web)).toBe(0);
  });

  it('[29.1] the product page and the store check show what unpaid orders have not taken', async () => {
    await setWebStock(web, 3);
    await setShelf(shelf, 2);
    const [a, b] = await shoppers(2);
    await created(await postOrder(t, a!.token, homeOrder(a!, 2)));
    const product = (await t.app.inject({ url: `/api/external/product/${web.productId}` })).json() as Product;
    expect(product.sizes.find((s) => s.size === web.size)!.webInventory).toBe(1);
    const storeCheck = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/storeservice/api/external/stores/click-and-collect-stores?brandId=3&browserId=b-1&language=it&location=Milano&country=IT',
          payload: { basketLineItems: [{ productId: shelf.productId, size: shelf.size, quantity: 1 }] },
        })
      ).json() as ClickAndCollectStore[];
    expect((await storeCheck()).map((s) => s.storeCode)).toContain(STORE);
    await created(await postOrder(t, b!.token, pickupOrder(b!, 2)));
    expect((await storeCheck()).map((s) => s.storeCode)).not.toContain(STORE);
  });
});

describe('[29.1] two API instances on one database (architecture §5)', () => {
  it('[29.1] 6 customers split over two instances order the last 2 pieces of a shelf at once: 2 orders; both instances sweeping give an expired hold back once', async () => {
    const b = await secondInstance(t);
    try {
      await setShelf(shelf, 2);
      const buyers = await shoppers(6);
      const answers = await Promise.all(
        buyers.map((shopper, i) =>
          (i % 2 === 0 ? t : b).app.inject({
            method: 'POST',
            url: '/api/external-secured/orders/create',
            payload: pickupOrder(shopper),
            headers: { ...bearer(shopper.token), 'idempotency-key': `two-instances-${i}-${Date.now()}` },
          }),
        ),
      );
      const ok = answers.filter((res) => res.statusCode === 201);
      expect(ok).toHaveLength(2);
      for (const res of answers.filter((r) => r.statusCode !== 201)) expectApiError(res, 409, 'OUT_OF_STOCK');
      expect(await shelfStock(shelf)).toBe(0);
      for (const res of ok) await expireHold((res.json() as { orderId: number }[])[0]!.orderId);
      const released = await Promise.all([t.app.stockHolds.releaseExpired(), b.app.stockHolds.releaseExpired(), b.app.stockHolds.releaseExpired()]);
      expect(released.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
      expect(await shelfStock(shelf)).toBe(2);
    } finally {
      await b.close();
    }
  });
});

describe('[29.1] failure, refusal and expiry give the pieces back, once', () => {
  it('[29.1] FAI from the result page gives the piece back (twice asked, once given) and the next customer gets it', async () => {
    await setWebStock(web, 1);
    const [a, b] = await shoppers(2);
    const first = await created(await postOrder(t, a!.token, homeOrder(a!)));
    expectApiError(await postOrder(t, b!.token, homeOrder(b!)), 409, 'OUT_OF_STOCK');
    expect((await failFromBrowser(a!, first.orderId)).statusCode).toBe(200);
    expect((await failFromBrowser(a!, first.orderId)).statusCode).toBe(200);
    expect(await webStock(web)).toBe(1);
    await created(await postOrder(t, b!.token, homeOrder(b!)));
    expect(await webStock(web)).toBe(0);
  });

  it('[29.1] a refused payment (a notification with success false, delivered twice) gives the shelf back once', async () => {
    await setShelf(shelf, 2);
    const [a] = await shoppers(1);
    const order = await created(await postOrder(t, a!.token, pickupOrder(a!, 2)));
    expect(await shelfStock(shelf)).toBe(0);
    await notify(order.orderId, false, 'PSP-REFUSED-1');
    await notify(order.orderId, false, 'PSP-REFUSED-2');
    expect((await orderState(t, order.orderId)).status).toBe('FAI');
    expect(await shelfStock(shelf)).toBe(2);
  });

  it('[29.1] an expired hold is given back when the next order is created (and a sweep on several instances gives it once)', async () => {
    await setWebStock(web, 1);
    const [a, b, c] = await shoppers(3);
    const first = await created(await postOrder(t, a!.token, homeOrder(a!)));
    await expireHold(first.orderId);
    // Three instances sweeping at the same moment.
    await Promise.all([t.app.stockHolds.releaseExpired(), t.app.stockHolds.releaseExpired(), t.app.stockHolds.releaseExpired()]);
    expect(await webStock(web)).toBe(1);
    expect(await holdOf(first.orderId)).toBe('NONE');
    await created(await postOrder(t, b!.token, homeOrder(b!)));
    // An expiry nobody swept yet: the next creation releases it first.
    const second = (await queryRows<{ orderId: number }>(t, 'select max(order_id) as "orderId" from orders where web_client_id = $1', [b!.webClientId]))[0]!;
    await expireHold(second.orderId);
    await created(await postOrder(t, c!.token, homeOrder(c!)));
    expect(await webStock(web)).toBe(0);
    expect((await orderState(t, first.orderId)).status).toBe('CHE');
  });
});

describe('[29.1] a payment for pieces no longer held', () => {
  /** One piece on the web: a's order, whose hold then expired, and b's, which took the piece. */
  async function lastPieceTakenAfterHoldExpired() {
    await setWebStock(web, 1);
    const [a, b] = await shoppers(2);
    const late = await created(await postOrder(t, a!.token, homeOrder(a!)));
    await expireHold(late.orderId);
    const taker = await created(await postOrder(t, b!.token, homeOrder(b!)));
    return { a: a!, b: b!, late, taker };
  }

  it('[29.1] the hold expired and another customer took the last piece: the payment marks the order for refund (FAI, REFUND), stock stays 0', async () => {
    const { late, taker } = await lastPieceTakenAfterHoldExpired();
    await notify(taker.orderId, true);
    await notify(late.orderId, true, 'PSP-LATE-1');
    expect(await orderState(t, late.orderId)).toMatchObject({ status: 'FAI', paidAt: expect.any(Date) });
    expect(await holdOf(late.orderId)).toBe('REFUND');
    expect(await webStock(web)).toBe(0);
    // The same payment delivered again, or a second one, changes nothing; pieces coming back later do not either.
    await setWebStock(web, 5);
    await notify(late.orderId, true, 'PSP-LATE-1');
    await notify(late.orderId, true, 'PSP-LATE-2');
    expect(await holdOf(late.orderId)).toBe('REFUND');
    expect(await webStock(web)).toBe(5);
    expect((await orderState(t, taker.orderId)).status).toBe('PAI');
  });

  it('[29.1] a pickup failed, its shelf resold: a late authorisation marks it for refund and the shelf stays at 0', async () => {
    await setShelf(shelf, 1);
    const [a, b] = await shoppers(2);
    const failed = await created(await postOrder(t, a!.token, pickupOrder(a!)));
    await failFromBrowser(a!, failed.orderId);
    await created(await postOrder(t, b!.token, pickupOrder(b!)));
    await notify(failed.orderId, true);
    expect(await holdOf(failed.orderId)).toBe('REFUND');
    expect((await orderState(t, failed.orderId)).status).toBe('FAI');
    expect(await shelfStock(shelf)).toBe(0);
  });

  it('[29.1] the hold expired but the piece is still there: the payment takes it again and the order is paid', async () => {
    await setWebStock(web, 2);
    const [a] = await shoppers(1);
    const order = await created(await postOrder(t, a!.token, homeOrder(a!)));
    await expireHold(order.orderId);
    await t.app.stockHolds.releaseExpired();
    expect(await webStock(web)).toBe(2);
    await notify(order.orderId, true);
    await notify(order.orderId, true, 'PSP-AGAIN');
    expect((await orderState(t, order.orderId)).status).toBe('PAI');
    expect(await holdOf(order.orderId)).toBe('SOLD');
    expect(await webStock(web)).toBe(1);
  });

  it('[29.1] a payment session for an order whose pieces were taken by another is refused with 409 OUT_OF_STOCK; a held one renews its hold', async () => {
    const { a, b, late, taker } = await lastPieceTakenAfterHoldExpired();
    const refused = await openSession(t, a.token, late.orderId);
    expectApiError(refused, 409, 'OUT_OF_STOCK');
    expect(refused.json()).toMatchObject({ messageKey: 'product.basket.delivery.15' });
    await expireHold(taker.orderId);
    const session = await openSession(t, b.token, taker.orderId);
    expect(session.statusCode, session.body).toBe(200);
    const [{ live }] = (await queryRows<{ live: boolean }>(t, 'select stock_held_until > now() as live from orders where order_id = $1', [taker.orderId])) as [
      { live: boolean },
    ];
    expect(live).toBe(true);
    expect(await webStock(web)).toBe(0);
  });
});
