/**
 * The orderPayments port (architecture §4 Payments) on the real tables: what a verified payment
 * outcome does to an order (account §4 Order update after payment result), once only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findSize, lineOf, queryRows, type SizeFixture } from '../../helpers/basket-fixtures.ts';
import { mailsTo } from '../../helpers/auth.ts';
import { orderBody, postOrder, shopperWithAddresses, type Shopper } from '../../helpers/checkout-fixtures.ts';
import { testAppForFile } from '../../helpers/test-app.ts';

const t = testAppForFile();
let runner: SizeFixture;
let shopper: Shopper;

beforeAll(async () => {
  runner = await findSize(t, "p.menu_id = 33 and p.material = 'cotone' and s.old_price is null and s.starting_price between 20 and 70 and s.web_inventory >= 10");
  // Every paid order here takes pieces of it: plenty of stock keeps the tests independent.
  await queryRows(t, 'update product_sizes set web_inventory = 500 where barcode = $1', [runner.barcode]);
  // Issue 15: a pickup is checked against the store's stock; the stores the pickup test uses hold plenty.
  await queryRows(
    t,
    `insert into store_stock (store_id, barcode, stock) select store_id, $1, 500 from stores where store_code in ('TC-MI01', 'TC-RM01')
     on conflict (store_id, barcode) do update set stock = excluded.stock`,
    [runner.barcode],
  );
  shopper = await shopperWithAddresses(t);
});

async function newOrder(body = orderBody([lineOf(runner, 2)], shopper)) {
  const res = await postOrder(t, shopper.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0] as { orderId: number; webOrderId: string };
}
const stock = async (size: SizeFixture) =>
  (await queryRows<{ n: number }>(t, 'select web_inventory as n from product_sizes where barcode = $1', [size.barcode]))[0]!.n;
const orderState = async (orderId: number) =>
  (await queryRows<{ status: string; paidAt: Date | null }>(t, 'select status, paid_at as "paidAt" from orders where order_id = $1', [orderId]))[0]!;
const payment = (orderId: number) => ({ provider: 'sandbox', pspReference: `PSP-${orderId}`, method: 'card' });

describe('findById / findByReference', () => {
  it("finds by id, by webOrderId and by the id as text; another customer's web client gets null", async () => {
    // One piece: under the free-shipping minimum, so the order has a freight line too.
    const order = await newOrder(orderBody([lineOf(runner, 1)], shopper));
    const found = await t.app.orderPayments.findById(order.orderId);
    expect(found).toMatchObject({
      orderId: order.orderId,
      webOrderId: order.webOrderId,
      webClientId: shopper.webClientId,
      brandId: 3,
      status: 'CHE',
      currency: 'EUR',
      country: 'IT',
      email: shopper.email,
      deliveryMode: 'DIS',
      selectedPrice: 1,
      storeCode: null,
    });
    expect(found!.amountMinor).toBe(Math.round(found!.amount * 100));
    expect(found!.lines.map((l) => l.itemType)).toEqual(['EAN', 'FREIGHT_COST']);
    expect(found!.billingAddress).toMatchObject({ name: 'Anna Rossi', countryCode: 'IT' });
    expect(await t.app.orderPayments.findByReference(order.webOrderId)).toEqual(found);
    expect(await t.app.orderPayments.findByReference(String(order.orderId), shopper.webClientId)).toEqual(found);
    expect(await t.app.orderPayments.findById(order.orderId, shopper.webClientId + 100_000)).toBeNull();
    expect(await t.app.orderPayments.findByReference(order.webOrderId, shopper.webClientId + 100_000)).toBeNull();
    expect(await t.app.orderPayments.findByReference('W3-NOPE')).toBeNull();
    expect(await t.app.orderPayments.findById(-1)).toBeNull();
  });
});

describe('markPaid (account §4 Order update after payment result)', () => {
  it('§4 Order update after payment result: home delivery becomes PAI with paid_at, keeps the web stock it took at creation (issue 29 §1), a confirmation e-mail is sent', async () => {
    const before = await stock(runner);
    const order = await newOrder();
    expect(await stock(runner)).toBe(before - 2);
    expect(await t.app.orderPayments.markPaid(order.orderId, payment(order.orderId))).toEqual({ changed: true, status: 'PAI' });
    const state = await orderState(order.orderId);
    expect(state.status).toBe('PAI');
    expect(state.paidAt).toBeInstanceOf(Date);
    expect(await stock(runner)).toBe(before - 2);
    const mails = (await mailsTo(t, shopper.email)).filter((m) => m.kind === 'order-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(String(order.orderId));
    expect(mails[0]!.text).toContain(runner.name);
  });

  it('§4 Order update after payment result: markPaid is idempotent: no second stock take, redemption or e-mail', async () => {
    const before = await stock(runner);
    const [coupon] = await queryRows<{ timesUsed: number }>(t, `select times_used as "timesUsed" from coupons where code = 'BENVENUTO1X'`);
    const order = await newOrder(orderBody([lineOf(runner, 4)], shopper, { discountCode: 'BENVENUTO1X' }));
    const first = await t.app.orderPayments.markPaid(order.orderId, payment(order.orderId));
    const second = await t.app.orderPayments.markPaid(order.orderId, { ...payment(order.orderId), pspReference: 'PSP-OTHER' });
    expect(first).toEqual({ changed: true, status: 'PAI' });
    expect(second).toEqual({ changed: false, status: 'PAI' });
    expect(await stock(runner)).toBe(before - 4);
    const redemptions = await queryRows<{ orderRef: string }>(
      t,
      `select r.order_ref as "orderRef" from coupon_redemptions r join coupons c on c.coupon_id = r.coupon_id where c.code = 'BENVENUTO1X'`,
    );
    expect(redemptions).toEqual([{ orderRef: order.webOrderId }]);
    const [after] = await queryRows<{ timesUsed: number }>(t, `select times_used as "timesUsed" from coupons where code = 'BENVENUTO1X'`);
    expect(after!.timesUsed).toBe(coupon!.timesUsed + 1);
    expect((await mailsTo(t, shopper.email)).filter((m) => m.subject.includes(String(order.orderId)))).toHaveLength(1);
  });

  it('§4 Order update after payment result: store pickup at a store of type E is PAI, at another type the delivery mode STO', async () => {
    const pickup = (storeCode: string) => orderBody([lineOf(runner, 1)], { ...shopper, shipId: 0 }, { selectedPrice: 0, storeCode });
    const atE = await newOrder(pickup('TC-MI01'));
    expect((await t.app.orderPayments.markPaid(atE.orderId, payment(atE.orderId))).status).toBe('PAI');
    await queryRows(t, `update stores set store_type = 'B' where store_code = 'TC-RM01'`);
    const atB = await newOrder(pickup('TC-RM01'));
    expect(await t.app.orderPayments.markPaid(atB.orderId, payment(atB.orderId))).toEqual({ changed: true, status: 'STO' });
  });

  it('a late authorisation after a failure still makes the order paid (the money was taken)', async () => {
    const order = await newOrder();
    await t.app.orderPayments.markFailed(order.orderId, { provider: 'sandbox', pspReference: null });
    expect(await t.app.orderPayments.markPaid(order.orderId, payment(order.orderId))).toEqual({ changed: true, status: 'PAI' });
  });

  it('an unknown order id is an error, not a silent success', async () => {
    await expect(t.app.orderPayments.markPaid(2_000_000_000, payment(1))).rejects.toThrow(/no order/);
  });
});

describe('markFailed', () => {
  it('§4 Order update after payment result: an unpaid order becomes FAI; a paid one is never touched', async () => {
    const order = await newOrder();
    expect(await t.app.orderPayments.markFailed(order.orderId, { provider: 'sandbox', pspReference: 'PSP-F' })).toEqual({ changed: true, status: 'FAI' });
    expect(await t.app.orderPayments.markFailed(order.orderId, { provider: 'sandbox', pspReference: 'PSP-F' })).toEqual({ changed: false, status: 'FAI' });
    const paid = await newOrder();
    await t.app.orderPayments.markPaid(paid.orderId, payment(paid.orderId));
    expect(await t.app.orderPayments.markFailed(paid.orderId, { provider: 'sandbox', pspReference: 'PSP-F2' })).toEqual({ changed: false, status: 'PAI' });
    expect((await orderState(paid.orderId)).status).toBe('PAI');
  });
});
