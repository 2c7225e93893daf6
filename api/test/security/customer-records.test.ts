/**
 * Another customer's records (storefront §6): whatever a signed-in customer puts in the query or
 * the body, the account, web client, password and per-customer discount limits are the token's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { bearer, loginBody, MULTISITE, registerAndActivate, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: { email: string; password: string; token: string; customerId: number; webClientId: number };
let bob: { email: string; password: string; token: string; customerId: number; webClientId: number };
let jewel: SizeFixture;

async function account(token: string) {
  const info = (await t.app.inject({ url: '/api/account', headers: bearer(token) })).json();
  const [row] = await queryRows<{ customerId: number }>(t, 'select customer_id as "customerId" from customers where email = $1', [info.email]);
  return { customerId: row!.customerId, webClientId: info.webClientId as number };
}

const passwordHash = async (customerId: number) =>
  (await queryRows<{ hash: string }>(t, 'select password_hash as hash from customers where customer_id = $1', [customerId]))[0]!.hash;

beforeAll(async () => {
  t = await createTestApp({ auth: { rateLimits: { authenticatePerEmail: 1000, authenticatePerIp: 1000 } } });
  const a = await registerAndActivate(t, { firstName: 'Alice', lastName: 'Prima', password: 'alice-pass' });
  // Multisite: account §5 lets only a multisite customer change the password.
  const b = await registerAndActivate(t, { firstName: 'Bruno', lastName: 'Secondo', password: 'bruno-pass', ...MULTISITE });
  alice = { ...a, ...(await account(a.token)) };
  bob = { ...b, ...(await account(b.token)) };
  jewel = await findSize(t, 'p.menu_id = 51 and s.old_price is null and s.starting_price > 0 and s.web_inventory >= 10');
});
afterAll(() => t.close());

describe("a second customer's token never reaches the first customer's records", () => {
  it('GET /api/account and /api/external-secured/web-clients answer the token owner, whatever the query names', async () => {
    for (const query of ['', `?customerId=${alice.customerId}`, `?webClientId=${alice.webClientId}`, `?email=${encodeURIComponent(alice.email)}`]) {
      const info = (await t.app.inject({ url: `/api/account${query}`, headers: bearer(bob.token) })).json();
      expect(info, query).toMatchObject({ email: bob.email, firstName: 'Bruno', webClientId: bob.webClientId });
      const webClient = (await t.app.inject({ url: `/api/external-secured/web-clients${query}`, headers: bearer(bob.token) })).json();
      expect(webClient.webClientId, query).toBe(bob.webClientId);
    }
  });

  it("POST /api/account/change-password changes only the token owner's password, even with the other's ids and password", async () => {
    const aliceBefore = await passwordHash(alice.customerId);
    const bobBefore = await passwordHash(bob.customerId);
    // Alice's current password on Bob's token: wrong for Bob, and Alice is untouched.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/account/change-password?customerId=${alice.customerId}`,
      payload: { currentPassword: alice.password, newPassword: 'rubata-1', customerId: alice.customerId, email: alice.email },
      headers: bearer(bob.token),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(await passwordHash(alice.customerId)).toBe(aliceBefore);
    expect(await passwordHash(bob.customerId)).toBe(bobBefore);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: bob.password, newPassword: 'nuova-di-bob', customerId: alice.customerId, webClientId: alice.webClientId },
      headers: bearer(bob.token),
    });
    expect(own.statusCode, own.body).toBe(200);
    // Bob's session goes on with the token of the answer: every earlier one died with the change.
    bob = { ...bob, token: own.json().id_token };
    expect(await passwordHash(alice.customerId)).toBe(aliceBefore);
    expect(await signIn(t, alice.email, alice.password)).toBeTruthy();
    expect(await signIn(t, bob.email, 'nuova-di-bob')).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(alice.email, 'nuova-di-bob') })).statusCode).toBe(401);
  });
});

describe('per-customer discount limits follow the token, not a webClientId in the query or body', () => {
  beforeAll(async () => {
    // Alice has used her once-per-customer code.
    const redeemed = await t.app.discountService.redeem({ code: 'PRIMOORDINE', brandId: 3, webClientId: alice.webClientId, orderRef: `SEC-${alice.webClientId}` });
    expect(redeemed).toEqual({ redeemed: true });
  });

  const validate = (token: string | null, webClientId?: number) =>
    t.app.inject({
      url: '/api/external/web-discount/validate-discount',
      query: { discountCode: 'PRIMOORDINE', brandId: '3', ...(webClientId ? { webClientId: String(webClientId) } : {}) },
      headers: token ? bearer(token) : {},
    });

  it("validate-discount: Bob naming Alice's web client is still Bob (valid); Alice naming Bob's is still Alice (CUSTOMER_LIMIT)", async () => {
    expect((await validate(bob.token, alice.webClientId)).json()).toMatchObject({ valid: true, reason: null });
    expect((await validate(alice.token, bob.webClientId)).json()).toMatchObject({ valid: false, reason: 'CUSTOMER_LIMIT' });
    expect((await validate(alice.token)).json()).toMatchObject({ valid: false, reason: 'CUSTOMER_LIMIT' });
    // A visitor naming a web client is a visitor.
    expect((await validate(null, bob.webClientId)).json()).toEqual((await validate(null)).json());
  });

  it("basket pricing: the coupon is judged for the token's customer whatever body.webClientId says", async () => {
    const price = (token: string, webClientId: number) =>
      t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [lineOf(jewel)], discountCode: 'PRIMOORDINE', webClientId }, headers: bearer(token) });
    expect((await price(bob.token, alice.webClientId)).json().coupon).toMatchObject({ outcome: 'applied', reason: null });
    expect((await price(alice.token, bob.webClientId)).json().coupon).toMatchObject({ outcome: 'none', reason: 'CUSTOMER_LIMIT' });
  });

  it("web-clients: Bob still sees PRIMOORDINE among his codes, Alice no longer does", async () => {
    expect((await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(bob.token) })).json().discountCodes).toContain('PRIMOORDINE');
    expect((await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(alice.token) })).json().discountCodes).not.toContain('PRIMOORDINE');
  });
});
