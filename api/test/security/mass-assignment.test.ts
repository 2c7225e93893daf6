/**
 * Mass assignment: fields a client has no say over (activated, customerId, webClientId,
 * passwordHash, times_used, prices…) sent in a body change nothing that is stored or computed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { bearer, loginBody, MULTISITE, registerAndActivate, registrationBody, uniqueEmail } from '../helpers/auth.ts';
import { withCheapCaptcha } from '../helpers/cheap-captcha.ts';
import { solvedCaptcha } from '../helpers/shopper.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let jewel: SizeFixture;
beforeAll(async () => {
  t = await withCheapCaptcha(() => createTestApp({ auth: { rateLimits: { authenticatePerEmail: 1000, authenticatePerIp: 1000 } } }));
  jewel = await findSize(t, 'p.menu_id = 51 and s.old_price is null and s.starting_price > 0 and s.web_inventory >= 10');
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const ATTACK = { activated: true, customerId: 424242, webClientId: 424242, passwordHash: 'scrypt$1$1$1$AAAA$AAAA', password_hash: 'x', times_used: 999, admin: true, role: 'ADMIN' };

describe('register', () => {
  it('stores what the schema allows: not activated, its own id, a real hash, no web-client fields from the body', async () => {
    const body = registrationBody({ email: uniqueEmail('mass') });
    const res = await post('/api/register', {
      ...body,
      ...ATTACK,
      createdAt: '2000-01-01T00:00:00Z',
      webClientRequest: { ...body.webClientRequest, webClientId: ATTACK.webClientId, customerId: ATTACK.customerId, newsOptinDate: '2000-01-01T00:00:00Z', brandId: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ email: body.email, activated: false });
    const [customer] = await queryRows<{ customerId: number; activated: boolean; hash: string; createdAt: Date }>(
      t,
      'select customer_id as "customerId", activated, password_hash as hash, created_at as "createdAt" from customers where email = $1',
      [body.email],
    );
    expect(customer!.activated).toBe(false);
    expect(customer!.customerId).not.toBe(ATTACK.customerId);
    expect(customer!.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(customer!.createdAt.getFullYear()).toBeGreaterThan(2020);
    const webClients = await queryRows<{ webClientId: number; newsOptinDate: Date | null; customerId: number }>(
      t,
      'select web_client_id as "webClientId", news_optin_date as "newsOptinDate", customer_id as "customerId" from web_clients where customer_id = $1',
      [customer!.customerId],
    );
    expect(webClients).toHaveLength(1);
    expect(webClients[0]).toMatchObject({ newsOptinDate: null, customerId: customer!.customerId });
    expect(webClients[0]!.webClientId).not.toBe(ATTACK.webClientId);
    // Still needs its activation mail: the body's `activated` did nothing.
    expect((await post('/api/authenticate', loginBody(body.email, body.password))).json().code).toBe('ACCOUNT_NOT_ACTIVATED');
  });
});

describe('authenticate', () => {
  it('the token carries the signed-in customer and its web client, not ids from the body', async () => {
    const res = await post('/api/authenticate', { ...loginBody('demo@trama.shop', 'trama2026'), ...ATTACK, sub: 'someone@else', exp: 4102444800 });
    expect(res.statusCode, res.body).toBe(200);
    const claims = claimsOf(res.json().id_token);
    const [demo] = await queryRows<{ customerId: number; webClientId: number }>(
      t,
      `select c.customer_id as "customerId", w.web_client_id as "webClientId" from customers c
       join web_clients w on w.customer_id = c.customer_id and w.brand_id = 3 where c.email = 'demo@trama.shop'`,
    );
    expect(claims).toMatchObject({ sub: 'demo@trama.shop', customerId: demo!.customerId, webClientId: demo!.webClientId, brandId: 3 });
    expect(claims.exp).toBeLessThan(4102444800);
    expect(claims).not.toHaveProperty('admin');
    expect(claims).not.toHaveProperty('role');
  });
});

describe('change-password', () => {
  it('changes the password of the token owner only; passwordHash or activated in the body are ignored', async () => {
    const shopper = await registerAndActivate(t, { password: 'prima-pass', ...MULTISITE });
    const other = await registerAndActivate(t, { password: 'altra-pass' });
    const [otherBefore] = await queryRows<{ hash: string }>(t, 'select password_hash as hash from customers where email = $1', [other.email]);
    const [otherRow] = await queryRows<{ customerId: number }>(t, 'select customer_id as "customerId" from customers where email = $1', [other.email]);
    const res = await post(
      '/api/account/change-password',
      { currentPassword: 'prima-pass', newPassword: 'seconda-pass', ...ATTACK, customerId: otherRow!.customerId, email: other.email },
      bearer(shopper.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = await queryRows<{ hash: string }>(t, 'select password_hash as hash from customers where email = $1', [shopper.email]);
    expect(mine!.hash).toMatch(/^scrypt\$/);
    expect(mine!.hash).not.toBe(ATTACK.passwordHash);
    const [otherAfter] = await queryRows<{ hash: string }>(t, 'select password_hash as hash from customers where email = $1', [other.email]);
    expect(otherAfter!.hash).toBe(otherBefore!.hash);
  });
});

describe('basket pricing', () => {
  it('prices from the database: prices, totals and coupon fields in the body are dropped; times_used is untouched', async () => {
    const [couponBefore] = await queryRows<{ timesUsed: number }>(t, `select times_used as "timesUsed" from coupons where code = 'BENVENUTO10'`);
    const honest = (await post('/api/external/basket/pricing', { lines: [lineOf(jewel, 2)], discountCode: 'BENVENUTO10' })).json();
    const line = { ...lineOf(jewel, 2), unitPrice: 0.01, price: 0.01, amount: 0.01, startingPrice: 0.01, oldPrice: 0, discount: 99 };
    const res = await post('/api/external/basket/pricing', {
      lines: [line],
      discountCode: 'BENVENUTO10',
      totals: { price: 0, totalPrice: 0 },
      price: 0,
      totalPrice: 0,
      livraison: 0,
      coupon: { outcome: 'applied', amount: 1000 },
      couponValue: 100,
      ...ATTACK,
      times_used: 0,
      timesUsed: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual(honest);
    expect(answer.lines[0].unitPrice).toBe(jewel.startingPrice);
    expect(answer.totals.price).toBeGreaterThan(1);
    const [couponAfter] = await queryRows<{ timesUsed: number }>(t, `select times_used as "timesUsed" from coupons where code = 'BENVENUTO10'`);
    expect(couponAfter!.timesUsed).toBe(couponBefore!.timesUsed);
  });
});

describe('newsletter', () => {
  it('stores the e-mail, brand and mailing id only: no id, date or other brand from the body', async () => {
    const email = uniqueEmail('news');
    const res = await post('/api/external/azure/zg-newsletter-create', {
      email,
      brandId: 3,
      mailingID: 'CAMPAGNA-1',
      id: 1,
      brand_id: 1,
      mailingId: 'ALTRA',
      createdAt: '2000-01-01T00:00:00Z',
      created_at: '2000-01-01T00:00:00Z',
      ...ATTACK,
      altcha: await solvedCaptcha(t),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await queryRows<{ id: number; brandId: number; mailingId: string; createdAt: Date }>(
      t,
      'select id, brand_id as "brandId", mailing_id as "mailingId", created_at as "createdAt" from newsletter_subscriptions where email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: 3, mailingId: 'CAMPAGNA-1' });
    expect(rows[0]!.createdAt.getFullYear()).toBeGreaterThan(2020);
  });
});
