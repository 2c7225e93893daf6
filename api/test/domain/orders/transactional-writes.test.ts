/**
 * Issue 12 point 16 (second half): every multi-step write of orders, payments and discounts is one
 * transaction, so a failure midway writes nothing. Proved below the HTTP edge (its NUL-byte guard
 * is another test's business): the services are called directly with a value PostgreSQL refuses,
 * or with a real trigger that makes a later statement fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lineOf, queryRows, type SizeFixture } from '../../helpers/basket-fixtures.ts';
import { orderBody, postOrder, shopperWithAddresses, type Shopper } from '../../helpers/checkout-fixtures.ts';
import { payableSize } from '../../fixtures/payments/payment-test-app.ts';
import { sandboxNotification } from '../../../src/domain/payments/sandbox-provider.ts';
import { testAppForFile } from '../../helpers/test-app.ts';

const t = testAppForFile();
let size: SizeFixture;
let shopper: Shopper;

beforeAll(async () => {
  size = await payableSize(t);
  shopper = await shopperWithAddresses(t);
});

async function newOrder(discountCode: string | null = null) {
  const res = await postOrder(t, shopper.token, orderBody([lineOf(size, 1)], shopper, { discountCode }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0] as { orderId: number; webOrderId: string };
}

const state = async (orderId: number) =>
  (await queryRows<{ status: string; awinAwc: string | null; paidAt: Date | null }>(
    t,
    'select status, awin_awc as "awinAwc", paid_at as "paidAt" from orders where order_id = $1',
    [orderId],
  ))[0]!;

const reservations = (webOrderId: string) =>
  queryRows<{ status: string }>(t, 'select status from coupon_redemptions where order_ref = $1', [webOrderId]);

const stock = async () => (await queryRows<{ n: number }>(t, 'select web_inventory as n from product_sizes where barcode = $1', [size.barcode]))[0]!.n;

describe('issue 12 §16: a failed write leaves nothing behind', () => {
  it('account §4 Order update after payment result: FAI with an awinAwc PostgreSQL refuses (NUL byte) leaves the order unpaid and its code held', async () => {
    const order = await newOrder('PRIMOORDINE');
    await expect(
      t.app.orderService.updateStatus(shopper.webClientId, order.orderId, { orderStatus: 'FAI', awinAwc: 'awc\u0000evil' }),
    ).rejects.toThrow();
    expect(await state(order.orderId)).toMatchObject({ status: 'CHE', awinAwc: null });
    expect(await reservations(order.webOrderId)).toEqual([{ status: 'RESERVED' }]);

    // The same call with a storable value does both writes.
    await t.app.orderService.updateStatus(shopper.webClientId, order.orderId, { orderStatus: 'FAI', awinAwc: 'awc-ok' });
    expect(await state(order.orderId)).toMatchObject({ status: 'FAI', awinAwc: 'awc-ok' });
    expect(await reservations(order.webOrderId)).toEqual([]);
  });

  it('architecture §4 Payments: a paid notification failing at its last step (recording its outcome) writes nothing, and its retry is applied', async () => {
    const order = await newOrder('BENVENUTO10');
    const [{ totalAmount }] = (await queryRows<{ totalAmount: number }>(t, 'select total_amount::float8 as "totalAmount" from orders where order_id = $1', [
      order.orderId,
    ])) as [{ totalAmount: number }];
    const before = await stock();
    // A real failure in the statement after the order update, the stock decrement and the redemption.
    await queryRows(
      t,
      `create function refuse_outcome() returns trigger language plpgsql as $$ begin raise exception 'outcome refused by test'; end $$;
       create trigger refuse_outcome before update on payment_notifications for each row execute function refuse_outcome();`,
    );
    const notification = sandboxNotification(
      { pspReference: `PSP-TX-${order.orderId}`, reference: order.webOrderId, amountMinor: Math.round(totalAmount * 100), currency: 'EUR', success: true, method: 'card' },
      (await t.app.paymentProvider.notificationHmacKey())!,
    );
    const failed = await t.app.inject({ method: 'POST', url: '/api/webhooks/adyen', payload: notification });
    expect(failed.statusCode).toBe(500);
    expect(await state(order.orderId)).toMatchObject({ status: 'CHE', paidAt: null });
    expect(await stock()).toBe(before);
    const stored = await queryRows(t, 'select 1 from payment_notifications where merchant_reference = $1', [order.webOrderId]);
    expect(stored).toEqual([]);
    expect(await reservations(order.webOrderId)).toEqual([{ status: 'RESERVED' }]);

    await queryRows(t, 'drop trigger refuse_outcome on payment_notifications; drop function refuse_outcome();');
    const retried = await t.app.inject({ method: 'POST', url: '/api/webhooks/adyen', payload: notification });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await state(order.orderId)).status).toBe('PAI');
    // Issue 29 §1: the piece left the stock when the order was created; the payment keeps it.
    expect(await stock()).toBe(before);
    const [{ hold }] = (await queryRows<{ hold: string }>(t, 'select stock_hold as hold from orders where order_id = $1', [order.orderId])) as [{ hold: string }];
    expect(hold).toBe('SOLD');
    expect(await reservations(order.webOrderId)).toEqual([{ status: 'REDEEMED' }]);
  });

  it('account §5 Order creation: a creation failing at its last step (storing the idempotent answer) writes no order, holds no code and no stock', async () => {
    const count = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from orders where web_client_id = $1', [shopper.webClientId]))[0]!.n;
    const held = async () =>
      (await queryRows<{ n: number }>(t, `select count(*)::int as n from coupon_redemptions r join coupons c using (coupon_id) where c.code = 'SCONTO5'`))[0]!.n;
    const before = { orders: await count(), held: await held(), stock: await stock() };
    await queryRows(
      t,
      `create function refuse_answer() returns trigger language plpgsql as $$ begin raise exception 'answer refused by test'; end $$;
       create trigger refuse_answer before insert on idempotency_keys for each row execute function refuse_answer();`,
    );
    const body = orderBody([lineOf(size, 1)], shopper, { discountCode: 'SCONTO5' });
    const failed = await postOrder(t, shopper.token, body);
    expect(failed.statusCode).toBe(500);
    // Issue 29 §1: nor any piece of stock.
    expect({ orders: await count(), held: await held(), stock: await stock() }).toEqual(before);
    await queryRows(t, 'drop trigger refuse_answer on idempotency_keys; drop function refuse_answer();');
    expect((await postOrder(t, shopper.token, body)).statusCode).toBe(201);
    expect({ orders: await count(), held: await held(), stock: await stock() }).toEqual({ orders: before.orders + 1, held: before.held + 1, stock: before.stock - 1 });
  });
});
