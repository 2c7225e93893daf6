/**
 * Issue 12 point 12: a single-use or once-per-customer code cannot be spent twice. The use is
 * reserved when the order is created (POST orders/create), given back when the order fails or the
 * reservation expires, and becomes a redemption when a verified notification makes the order paid.
 * Attacked through the real routes, concurrently and in sequence, on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { newKey, orderBody, postOrder, shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { openSession, payableSize } from '../fixtures/payments/payment-test-app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let size: SizeFixture;

beforeAll(async () => {
  t = await createTestApp();
  size = await payableSize(t);
});
afterAll(() => t.close());

const withCode = (shopper: Shopper, discountCode: string) => orderBody([lineOf(size, 1)], shopper, { discountCode });

/** The shopper-visible refusal of an exhausted code: storefront §8 payment.19 "discount not approved". */
const exhausted = (reason: 'USED_UP' | 'CUSTOMER_LIMIT') => ({
  code: 'DISCOUNT_REFUSED',
  messageKey: 'payment.19',
  reason,
});

async function created(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { orderId: number; webOrderId: string }[])[0]!;
}

const ordersWithCode = async (code: string) =>
  (await queryRows<{ n: number }>(t, 'select count(*)::int as n from orders where discount_code = $1', [code]))[0]!.n;

const uses = (code: string) =>
  queryRows<{ orderRef: string; status: string }>(
    t,
    `select r.order_ref as "orderRef", r.status from coupon_redemptions r join coupons c using (coupon_id) where c.code = $1 order by r.id`,
    [code],
  );

const timesUsed = async (code: string) =>
  (await queryRows<{ n: number }>(t, 'select times_used as n from coupons where code = $1', [code]))[0]!.n;

const validate = async (shopper: Shopper, code: string) =>
  (await t.app.inject({ url: '/api/external/web-discount/validate-discount', query: { discountCode: code, brandId: '3' }, headers: bearer(shopper.token) })).json();

const failFromBrowser = (shopper: Shopper, orderId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/external-secured/orders/${orderId}/update-status`, headers: bearer(shopper.token), payload: { orderStatus: 'FAI' } });

/** Time passes: the order's reservation is now past its expiry (the TTL itself is unit-tested). */
const expireReservation = (webOrderId: string) =>
  queryRows(t, `update coupon_redemptions set expires_at = now() - interval '1 second' where order_ref = $1 and status = 'RESERVED'`, [webOrderId]);

describe('issue 12 §12: a once-per-customer code (PRIMOORDINE) is held by the first unpaid order', () => {
  it('storefront §4 Discount validation, account §5 Order creation: 15 concurrent orders with PRIMOORDINE by one customer: exactly one is created', async () => {
    const shopper = await shopperWithAddresses(t);
    const answers = await Promise.all(Array.from({ length: 15 }, () => postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE'))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(14);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject(exhausted('CUSTOMER_LIMIT'));
    }
    // A refused creation wrote nothing: one order, one reservation.
    const [row] = await queryRows<{ n: number }>(t, 'select count(*)::int as n from orders where web_client_id = $1', [shopper.webClientId]);
    expect(row!.n).toBe(1);
    expect((await uses('PRIMOORDINE')).filter((u) => u.status === 'RESERVED')).toHaveLength(1);
  });

  it('storefront §4: a second order in sequence is refused while the first is unpaid; validate-discount says CUSTOMER_LIMIT too', async () => {
    const shopper = await shopperWithAddresses(t);
    await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    const second = await postOrder(t, shopper.token, withCode(shopper, 'primoordine'));
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json()).toMatchObject(exhausted('CUSTOMER_LIMIT'));
    expect(await validate(shopper, 'PRIMOORDINE')).toMatchObject({ valid: false, reason: 'CUSTOMER_LIMIT' });
    // Another customer is not affected by this one's reservation.
    const other = await shopperWithAddresses(t);
    await created(await postOrder(t, other.token, withCode(other, 'PRIMOORDINE')));
  });

  it('account §4 Order update after payment result: FAI from the result page gives the code back; the next order may use it', async () => {
    const shopper = await shopperWithAddresses(t);
    const first = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    const failed = await failFromBrowser(shopper, first.orderId);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ orderStatus: 'FAI' });
    expect(await validate(shopper, 'PRIMOORDINE')).toMatchObject({ valid: true, reason: null });
    await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
  });

  it('a refused payment (verified notification) gives the code back', async () => {
    const shopper = await shopperWithAddresses(t);
    const first = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    await t.app.orderPayments.markFailed(first.orderId, { provider: 'sandbox', pspReference: 'PSP-REFUSED' });
    await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
  });

  it('an order left unpaid past the reservation TTL gives the code back, with no job running', async () => {
    const shopper = await shopperWithAddresses(t);
    const abandoned = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    expect((await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE'))).statusCode).toBe(422);
    await expireReservation(abandoned.webOrderId);
    await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
  });

  it('architecture §4 Payments: an order whose reservation lapsed cannot open a payment once the code is held by another order', async () => {
    const shopper = await shopperWithAddresses(t);
    const abandoned = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    await expireReservation(abandoned.webOrderId);
    const newer = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    const late = await openSession(t, shopper.token, abandoned.orderId);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject(exhausted('CUSTOMER_LIMIT'));
    expect((await openSession(t, shopper.token, newer.orderId)).statusCode).toBe(200);
  });

  it('the paid path: a paid order redeems its reservation for good; FAI afterwards does not give it back', async () => {
    const shopper = await shopperWithAddresses(t);
    const before = await timesUsed('PRIMOORDINE');
    const order = await created(await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE')));
    expect(await timesUsed('PRIMOORDINE')).toBe(before);
    await t.app.orderPayments.markPaid(order.orderId, { provider: 'sandbox', pspReference: `PSP-${order.orderId}`, method: 'card' });
    expect((await uses('PRIMOORDINE')).find((u) => u.orderRef === order.webOrderId)).toEqual({ orderRef: order.webOrderId, status: 'REDEEMED' });
    expect(await timesUsed('PRIMOORDINE')).toBe(before + 1);
    await failFromBrowser(shopper, order.orderId);
    await expireReservation(order.webOrderId);
    const again = await postOrder(t, shopper.token, withCode(shopper, 'PRIMOORDINE'));
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject(exhausted('CUSTOMER_LIMIT'));
  });

  it('a retried creation (same Idempotency-Key and body, even concurrently) is one order holding one use', async () => {
    const shopper = await shopperWithAddresses(t);
    const key = newKey();
    const body = withCode(shopper, 'PRIMOORDINE');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t, shopper.token, body, key)));
    const ids = new Set(answers.map((res) => (res.statusCode === 201 ? res.json()[0].orderId : res.body)));
    expect(ids.size).toBe(1);
    const [order] = await queryRows<{ webOrderId: string }>(t, 'select web_order_id as "webOrderId" from orders where web_client_id = $1', [shopper.webClientId]);
    expect((await uses('PRIMOORDINE')).filter((u) => u.orderRef === order!.webOrderId)).toEqual([{ orderRef: order!.webOrderId, status: 'RESERVED' }]);
  });
});

describe('issue 12 §12: a single-use code (BENVENUTO1X) across customers', () => {
  it('storefront §4: 12 customers ordering at once with a single-use code: exactly one order is created; the others are told USED_UP', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopperWithAddresses(t)));
    const answers = await Promise.all(shoppers.map((s) => postOrder(t, s.token, withCode(s, 'BENVENUTO1X'))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject(exhausted('USED_UP'));
    }
    expect(await ordersWithCode('BENVENUTO1X')).toBe(1);

    // Sequentially too, until the holder fails: then one more customer gets it, and only one.
    const holder = shoppers[answers.findIndex((res) => res.statusCode === 201)]!;
    const late = await shopperWithAddresses(t);
    expect((await postOrder(t, late.token, withCode(late, 'BENVENUTO1X'))).json()).toMatchObject(exhausted('USED_UP'));
    expect(await validate(late, 'BENVENUTO1X')).toMatchObject({ valid: false, reason: 'USED_UP' });
    const [held] = await queryRows<{ orderId: number }>(t, `select order_id as "orderId" from orders where discount_code = 'BENVENUTO1X'`);
    await failFromBrowser(holder, held!.orderId);
    const next = await Promise.all([late, ...shoppers.slice(0, 3)].map((s) => postOrder(t, s.token, withCode(s, 'BENVENUTO1X'))));
    expect(next.filter((res) => res.statusCode === 201)).toHaveLength(1);
  });

  it('a payment that arrives after its reservation was released is still recorded (the shopper paid the discounted amount)', async () => {
    const [holder] = await queryRows<{ orderId: number; status: string }>(
      t,
      `select order_id as "orderId", status from orders where discount_code = 'BENVENUTO1X' and status = 'FAI'`,
    );
    const before = await timesUsed('BENVENUTO1X');
    expect(await t.app.orderPayments.markPaid(holder!.orderId, { provider: 'sandbox', pspReference: 'PSP-LATE', method: 'card' })).toMatchObject({ changed: true });
    expect(await timesUsed('BENVENUTO1X')).toBe(before + 1);
  });
});

describe('issue 12 §12: the reservation lasts the configured TTL', () => {
  it('a new reservation expires COUPON_RESERVATION_TTL_MINUTES (default 60) after the order is created; opening a payment renews it', async () => {
    const shopper = await shopperWithAddresses(t);
    const order = await created(await postOrder(t, shopper.token, withCode(shopper, 'SCONTO5')));
    const minutesLeft = async () =>
      (await queryRows<{ minutes: number }>(t, `select (extract(epoch from expires_at - now()) / 60)::float8 as minutes from coupon_redemptions where order_ref = $1`, [order.webOrderId]))[0]!
        .minutes;
    expect(await minutesLeft()).toBeGreaterThan(59);
    expect(await minutesLeft()).toBeLessThanOrEqual(60);
    await queryRows(t, `update coupon_redemptions set expires_at = now() + interval '5 minutes' where order_ref = $1`, [order.webOrderId]);
    expect((await openSession(t, shopper.token, order.orderId)).statusCode).toBe(200);
    expect(await minutesLeft()).toBeGreaterThan(59);
  });
});
