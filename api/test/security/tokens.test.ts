/**
 * Bearer tokens (storefront §6): every route that reads a customer — found from the app's own
 * route table (app.customerRoutes), so a new secured route is covered without editing this file —
 * refuses forged, expired, alg-none, tampered, garbage and deleted-customer tokens with 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRoute } from '../../src/plugins/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { buildApp } from '../../src/app.ts';
import { badTokens, bearer, customerWithToken, mailedKey, MULTISITE, registerAndActivate, signIn } from '../helpers/auth.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, testAuthConfig, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete request for a route: path parameters filled with 1, a JSON body for writes. */
function requestFor(route: CustomerRoute, authorization?: string) {
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
  const withBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  return {
    method: route.method as 'GET' | 'POST',
    url,
    headers: authorization === undefined ? {} : { authorization },
    ...(withBody ? { payload: {} } : {}),
  };
}

describe('the route table knows which routes need a customer', () => {
  it('lists the account routes as required and the discount and basket routes as optional', () => {
    const routes = t.app.customerRoutes.map((r) => `${r.method} ${r.url} ${r.customer}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/account required',
        'GET /api/external-secured/web-clients required',
        'POST /api/account/change-password required',
        'GET /api/external/web-discount/validate-discount optional',
        'POST /api/external/basket/pricing optional',
      ]),
    );
  });

  it('every route under /api/external-secured or /api/account that is not a sign-in step requires a customer', () => {
    const open = new Set(['POST /api/account/reset-password/init', 'POST /api/account/reset-password/finish']);
    const required = new Set(t.app.customerRoutes.filter((r) => r.customer === 'required').map((r) => `${r.method} ${r.url}`));
    const secured = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').trim())
      .filter((line) => /^\/api\/(account|external-secured)\b/.test(line));
    expect(secured.length).toBeGreaterThan(0);
    for (const line of secured) {
      const [, url, methods] = /^(\S+) \(([^)]+)\)/.exec(line) ?? [];
      for (const method of (methods ?? '').split(', ').filter((m) => m !== 'HEAD')) {
        const key = `${method} ${url}`;
        if (!open.has(key)) expect(required, key).toContain(key);
      }
    }
  });

  it('every required route is documented with the bearer scheme in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const route of t.app.customerRoutes.filter((r) => r.customer === 'required')) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.url}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});

describe('bad tokens are 401 on every customer route', () => {
  it('forged (other key), expired, alg none, HS512, tampered payload, missing claim, absent or forged token version and garbage tokens', async () => {
    const customer = await customerWithToken(t);
    const tokens = await badTokens(t, customer);
    expect(t.app.customerRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of t.app.customerRoutes) {
      for (const [name, token] of Object.entries(tokens)) {
        const res = await t.app.inject(requestFor(route, `Bearer ${token}`));
        const context = `${name} token on ${route.method} ${route.url}`;
        expectApiError(res, 401, 'UNAUTHORIZED', context);
        expect(res.headers['www-authenticate'], context).toMatch(/^Bearer/);
      }
      for (const authorization of ['Bearer', 'Bearer ', `Basic ${Buffer.from('a:b').toString('base64')}`, `Bearer ${customer.token} extra`, 'Bearer <script>', "Bearer ' OR 1=1 --"]) {
        expectApiError(await t.app.inject(requestFor(route, authorization)), 401, 'UNAUTHORIZED', `'${authorization}' on ${route.url}`);
      }
    }
  });

  it('no token at all: 401 on required routes (before the body is read), a visitor on optional ones', async () => {
    for (const route of t.app.customerRoutes) {
      const res = await t.app.inject(requestFor(route));
      if (route.customer === 'required') expectApiError(res, 401, 'UNAUTHORIZED', route.url);
      else expect(res.statusCode, route.url).not.toBe(401);
    }
  });

  it("a token of a since-deleted customer is 401 everywhere, also where a visitor would be welcome", async () => {
    const customer = await customerWithToken(t);
    expect((await t.app.inject({ url: '/api/account', headers: bearer(customer.token) })).statusCode).toBe(200);
    await queryRows(t, 'delete from customers where customer_id = $1', [customer.customerId]);
    for (const route of t.app.customerRoutes) {
      const res = await t.app.inject(requestFor(route, `Bearer ${customer.token}`));
      expectApiError(res, 401, 'UNAUTHORIZED', `${route.method} ${route.url}`);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('a token whose e-mail no longer matches its customer (address changed) is 401', async () => {
    const customer = await customerWithToken(t);
    await queryRows(t, `update customers set email = 'moved.' || email where customer_id = $1`, [customer.customerId]);
    expectApiError(await t.app.inject({ url: '/api/account', headers: bearer(customer.token) }), 401, 'UNAUTHORIZED');
    expectApiError(
      await t.app.inject({ url: '/api/external/web-discount/validate-discount?discountCode=SOLOCLIENTI', headers: bearer(customer.token) }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('a valid token still works on every customer route', async () => {
    const customer = await customerWithToken(t);
    // Logout ends the token it is called with: last.
    const logoutLast = [...t.app.customerRoutes].sort((a, b) => Number(a.url === '/api/account/logout') - Number(b.url === '/api/account/logout'));
    for (const route of logoutLast) {
      const res = await t.app.inject(requestFor(route, `Bearer ${customer.token}`));
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('a password change, a reset or a logout ends every earlier token (issue 12 point 13)', () => {
  const account = (token: string, app = t.app) => app.inject({ url: '/api/account', headers: bearer(token) });
  const resetPassword = async (email: string, newPassword: string) => {
    await t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' } });
    const key = await mailedKey(t, email, 'password-reset');
    return t.app.inject({ method: 'POST', url: '/api/account/reset-password/finish', payload: { key, newPassword } });
  };

  it('account §2 /reset/finish: a token signed before the reset is 401; a sign-in with the new password works', async () => {
    const shopper = await registerAndActivate(t);
    const before = await signIn(t, shopper.email, shopper.password);
    expect((await account(before)).statusCode).toBe(200);
    expect((await resetPassword(shopper.email, 'nuovo-segreto-2026')).statusCode).toBe(200);
    for (const token of [before, shopper.token]) expectApiError(await account(token), 401, 'UNAUTHORIZED');
    const after = await signIn(t, shopper.email, 'nuovo-segreto-2026');
    expect((await account(after)).json().email).toBe(shopper.email);
  });

  it('account §5 password change: other sessions are 401, this session goes on with the fresh token of the answer', async () => {
    const shopper = await registerAndActivate(t, MULTISITE);
    const otherDevice = await signIn(t, shopper.email, shopper.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: bearer(shopper.token),
      payload: { currentPassword: shopper.password, newPassword: 'cambiata-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { id_token: fresh } = changed.json();
    for (const token of [shopper.token, otherDevice]) expectApiError(await account(token), 401, 'UNAUTHORIZED');
    expect((await account(fresh)).json().email).toBe(shopper.email);
    // The fresh token does not outlive the one it replaces.
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims(fresh).exp).toBeLessThanOrEqual(claims(shopper.token).exp);
  });

  it('storefront §4 Logout: the token and every other one of the customer are 401 on every instance; signing in again works', async () => {
    const second = await buildApp({ databaseUrl: t.database.url, paths: t.paths, poolSize: 2, auth: testAuthConfig() });
    try {
      const shopper = await registerAndActivate(t);
      const otherDevice = await signIn(t, shopper.email, shopper.password);
      expect((await account(otherDevice, second)).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(shopper.token) });
      expect(out.statusCode, out.body).toBe(200);
      for (const token of [shopper.token, otherDevice]) {
        expectApiError(await account(token), 401, 'UNAUTHORIZED');
        expectApiError(await account(token, second), 401, 'UNAUTHORIZED');
      }
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(shopper.token) }), 401, 'UNAUTHORIZED');
      const again = await signIn(t, shopper.email, shopper.password);
      expect((await account(again, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
