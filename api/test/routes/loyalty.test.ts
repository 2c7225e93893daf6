/** Account §4 Loyalty through the API: the balance, the conversion, and the client discount it creates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken, signIn, type TestCustomer } from '../helpers/auth.ts';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { orderBody, postOrder, setFlags, shopperWithAddresses } from '../helpers/checkout-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let demoToken: string;
let runner: SizeFixture;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await signIn(t, 'demo@trama.shop', 'trama2026');
  runner = await findSize(t, "p.menu_id = 33 and p.material = 'cotone' and s.old_price is null and s.starting_price between 20 and 70 and s.web_inventory >= 10");
});
afterAll(() => t.close());

const balance = (token: string) => t.app.inject({ url: '/api/external-secured/loyalty', headers: bearer(token) });
const redeem = (token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/external-secured/redeem-store-client-loyalty', payload, headers: bearer(token) });
const giveBalance = (customer: TestCustomer, points: number, value: number) =>
  queryRows(t, 'insert into client_loyalty (web_client_id, loyalty_points, loyalty_value) values ($1, $2, $3)', [customer.webClientId, points, value]);
const couponCount = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from coupons'))[0]!.n;

describe('account §4 Loyalty: balance', () => {
  it('§4 Loyalty: the demo customer has 450 points worth 45.00 EUR on brand 3; 400 convert (multiple 100), worth 40.00', async () => {
    const res = await balance(demoToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      loyaltyPoints: 450,
      loyaltyValue: 45,
      currency: 'EUR',
      expirationDate: null,
      conversionThreshold: 200,
      conversionMultiple: 100,
      convertiblePoints: 400,
      convertibleValue: 40,
      eligible: true,
    });
  });

  it('§4 Loyalty: below the threshold nothing converts', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 199, 19.9);
    expect((await balance(customer.token)).json()).toMatchObject({ loyaltyPoints: 199, convertiblePoints: 0, convertibleValue: 0, eligible: true });
  });

  it('§4 Loyalty: points round down to the multiple; the value is their share, to the cent, rounded down', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 350, 35.55);
    // 300 of 350 points: 35.55 × 300 / 350 = 30.4714… → 30.47
    expect((await balance(customer.token)).json()).toMatchObject({ convertiblePoints: 300, convertibleValue: 30.47 });
  });

  it('§4 Loyalty: a client without a balance on the brand is not eligible and has nothing to convert', async () => {
    const customer = await customerWithToken(t);
    expect((await balance(customer.token)).json()).toMatchObject({ loyaltyPoints: 0, loyaltyValue: 0, convertiblePoints: 0, eligible: false });
  });
});

describe('account §4 Loyalty: conversion into a client discount', () => {
  it('§4 Loyalty: converting spends the convertible points and value and creates a single-use FIXED code for the caller', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 450, 45);
    const res = await redeem(customer.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ value: 40, currency: 'EUR', loyalty: { loyaltyPoints: 50, loyaltyValue: 5, convertiblePoints: 0, convertibleValue: 0 } });
    const [coupon] = await queryRows<Record<string, unknown>>(
      t,
      `select coupon_type as "couponType", value::float8 as value, max_uses as "maxUses", authenticated_only as "authenticatedOnly",
              owner_web_client_id as "owner", brand_id as "brandId" from coupons where code = $1`,
      [answer.discountCode],
    );
    expect(coupon).toEqual({ couponType: 'FIXED', value: 40, maxUses: 1, authenticatedOnly: true, owner: customer.webClientId, brandId: 3 });
    // Nothing left above the threshold: a second conversion is refused and creates nothing.
    const before = await couponCount();
    expectApiError(await redeem(customer.token), 422, 'LOYALTY_NOT_CONVERTIBLE');
    expect(await couponCount()).toBe(before);
  });

  it('§4 Loyalty: { points } converts a convertible part; a part that is not a multiple, or too much, is refused', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 450, 45);
    expectApiError(await redeem(customer.token, { points: 150 }), 422, 'LOYALTY_NOT_CONVERTIBLE');
    expectApiError(await redeem(customer.token, { points: 500 }), 422, 'LOYALTY_NOT_CONVERTIBLE');
    const res = await redeem(customer.token, { points: 200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 20, loyalty: { loyaltyPoints: 250, loyaltyValue: 25, convertiblePoints: 200, convertibleValue: 20 } });
  });

  it('§4 Loyalty: below the threshold, or without a balance, conversion is 422 LOYALTY_NOT_CONVERTIBLE and nothing changes', async () => {
    const poor = await customerWithToken(t);
    await giveBalance(poor, 199, 19.9);
    const none = await customerWithToken(t);
    const before = await couponCount();
    expectApiError(await redeem(poor.token), 422, 'LOYALTY_NOT_CONVERTIBLE');
    expectApiError(await redeem(none.token), 422, 'LOYALTY_NOT_CONVERTIBLE');
    expect(await couponCount()).toBe(before);
    expect((await balance(poor.token)).json().loyaltyPoints).toBe(199);
  });

  it('§4 Loyalty: with flag redeem-points off conversion is refused', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 450, 45);
    await setFlags(t, { 'redeem-points': false });
    try {
      expectApiError(await redeem(customer.token), 422, 'LOYALTY_NOT_CONVERTIBLE');
    } finally {
      await setFlags(t, { 'redeem-points': true });
    }
    expect((await balance(customer.token)).json().loyaltyPoints).toBe(450);
  });

  it('§4 Loyalty: two conversions at once spend the balance once', async () => {
    const customer = await customerWithToken(t);
    await giveBalance(customer, 450, 45);
    const answers = await Promise.all([redeem(customer.token), redeem(customer.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect((await balance(customer.token)).json().loyaltyPoints).toBe(50);
  });
});

describe('account §4 Loyalty: the client discount is its owner’s only', () => {
  let code: string;
  let owner: Awaited<ReturnType<typeof shopperWithAddresses>>;
  beforeAll(async () => {
    owner = await shopperWithAddresses(t);
    await giveBalance(owner, 300, 30);
    code = (await redeem(owner.token)).json().discountCode;
  });

  const validate = (token: string | null) =>
    t.app.inject({
      url: '/api/external/web-discount/validate-discount',
      query: { discountCode: code, brandId: '3' },
      headers: token ? bearer(token) : {},
    });

  it('§4 Loyalty: the owner may use it; another customer or a visitor is told it does not exist', async () => {
    expect((await validate(owner.token)).json()).toMatchObject({ valid: true, value: 30, couponType: 'FIXED' });
    const stranger = await customerWithToken(t);
    expect((await validate(stranger.token)).json()).toMatchObject({ valid: false, reason: 'UNKNOWN', value: 0 });
    expect((await validate(null)).json()).toMatchObject({ valid: false, reason: 'UNKNOWN' });
  });

  it('§4 Loyalty: in another customer’s order the code is refused (product.basket.20); in the owner’s it lowers the total', async () => {
    const stranger = await shopperWithAddresses(t);
    const quantity = Math.ceil(100 / runner.startingPrice);
    const refused = await postOrder(t, stranger.token, orderBody([lineOf(runner, quantity)], stranger, { discountCode: code }));
    expectApiError(refused, 422, 'DISCOUNT_REFUSED');
    expect(refused.json().messageKey).toBe('product.basket.20');
    const own = await postOrder(t, owner.token, orderBody([lineOf(runner, quantity)], owner, { discountCode: code }));
    expect(own.statusCode, own.body).toBe(201);
    const [row] = await queryRows<{ discountTotal: number }>(t, 'select discount_total::float8 as "discountTotal" from orders where order_id = $1', [own.json()[0].orderId]);
    expect(row!.discountTotal).toBe(30);
  });
});
