import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function usage(code: string): Promise<{ timesUsed: number; redemptions: number }> {
  const [row] = await queryRows<{ timesUsed: number; redemptions: number }>(
    t,
    `select c.times_used as "timesUsed", (select count(*)::int from coupon_redemptions r where r.coupon_id = c.coupon_id) as redemptions
     from coupons c where c.code = $1`,
    [code],
  );
  return row!;
}

const redeem = (code: string, orderRef: string, webClientId: number | null = null, brandId = 3) =>
  t.app.discountService.redeem({ code, brandId, webClientId, orderRef });

describe('coupon redemption at checkout (storefront §3 Discount: single-use and per-customer codes)', () => {
  it('storefront §4 Discount validation: 20 concurrent redemptions of a single-use code succeed exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem('BENVENUTO1X', `ORD-RACE-${i}`, 1000 + i)));
    expect(results.filter((r) => r.redeemed)).toHaveLength(1);
    expect(results.filter((r) => !r.redeemed)).toEqual(Array.from({ length: 19 }, () => ({ redeemed: false, reason: 'USED_UP' })));
    expect(await usage('BENVENUTO1X')).toEqual({ timesUsed: 1, redemptions: 1 });
  });

  it('redeeming the same order twice counts once, even after the code is used up', async () => {
    expect(await redeem('SCONTO5', 'ORD-TWICE', 5)).toEqual({ redeemed: true });
    expect(await redeem('sconto5', 'ORD-TWICE', 5)).toEqual({ redeemed: true });
    expect(await usage('SCONTO5')).toEqual({ timesUsed: 1, redemptions: 1 });

    const [winner] = await queryRows<{ order_ref: string }>(
      t,
      `select order_ref from coupon_redemptions r join coupons c using (coupon_id) where c.code = 'BENVENUTO1X'`,
    );
    expect(await redeem('BENVENUTO1X', winner!.order_ref, 1)).toEqual({ redeemed: true });
  });

  it('storefront §4 Discount validation: a per-customer limit holds under concurrency, per customer', async () => {
    const same = await Promise.all(Array.from({ length: 10 }, (_, i) => redeem('PRIMOORDINE', `ORD-CUST-${i}`, 42)));
    expect(same.filter((r) => r.redeemed)).toHaveLength(1);
    expect(same.filter((r) => !r.redeemed).every((r) => !r.redeemed && r.reason === 'CUSTOMER_LIMIT')).toBe(true);
    expect(await redeem('PRIMOORDINE', 'ORD-OTHER-CUSTOMER', 43)).toEqual({ redeemed: true });
    expect(await usage('PRIMOORDINE')).toEqual({ timesUsed: 2, redemptions: 2 });
  });

  it('re-checks validity: unknown, expired, wrong brand and authenticated-only codes are not redeemed', async () => {
    expect(await redeem('NESSUNO', 'ORD-X')).toEqual({ redeemed: false, reason: 'UNKNOWN' });
    expect(await redeem('  ', 'ORD-X')).toEqual({ redeemed: false, reason: 'UNKNOWN' });
    expect(await redeem('SCADUTO', 'ORD-X')).toEqual({ redeemed: false, reason: 'EXPIRED' });
    expect(await redeem('ATELIER10', 'ORD-X', null, 3)).toEqual({ redeemed: false, reason: 'WRONG_BRAND' });
    expect(await redeem('SOLOCLIENTI', 'ORD-X')).toEqual({ redeemed: false, reason: 'LOGIN_REQUIRED' });
    expect(await redeem('SOLOCLIENTI', 'ORD-X', 12)).toEqual({ redeemed: true });
    const minimum = { code: 'SOPRA100', brandId: 3, webClientId: null, orderRef: 'ORD-MIN' };
    expect(await t.app.discountService.redeem({ ...minimum, amount: 50 })).toEqual({ redeemed: false, reason: 'MINIMUM_AMOUNT' });
    expect(await t.app.discountService.redeem({ ...minimum, amount: 150 })).toEqual({ redeemed: true });
    expect(await usage('SCADUTO')).toEqual({ timesUsed: 0, redemptions: 0 });
  });
});
