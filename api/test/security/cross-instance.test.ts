/**
 * Issue 18 §5 (architecture §4, §5: a stateless API that scales out on one PostgreSQL): two app
 * instances on ONE database, and an attack sent in halves, one to each. What must stop the second
 * half — the rate-limit counts, the Idempotency-Keys, the spent captcha solutions, the token
 * versions — lives in PostgreSQL, so instance B knows what instance A saw. A limit or a key kept
 * in one process's memory would let the second half through, and these tests would fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTISITE, bearer, loginBody, registerAndActivate, uniqueEmail } from '../helpers/auth.ts';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { withCheapCaptcha } from '../helpers/cheap-captcha.ts';
import { newKey, orderBody, postOrder, shopperWithAddresses } from '../helpers/checkout-fixtures.ts';
import { secondInstance } from '../helpers/second-instance.ts';
import { expectApiError } from '../helpers/security.ts';
import { solvedCaptcha } from '../helpers/shopper.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';

/** Low limits, one long window: the halves of one attack fall in the same window. */
const AUTH: TestAppOptions['auth'] = { rateLimits: { windowSeconds: 600, authenticatePerEmail: 2, authenticatePerIp: 1000 } };

/** Instance A owns the test database; instance B is a second app (its own pool and memory) on it. */
let a: TestApp;
let b: TestApp;
let runner: SizeFixture;

beforeAll(async () => {
  // Both instances check the captcha's proof of work with the same cheap range (ALTCHA_MAX_NUMBER).
  a = await withCheapCaptcha(() => createTestApp({ auth: AUTH }));
  b = await withCheapCaptcha(() => secondInstance(a, { auth: AUTH }));
  runner = await findSize(a, 'p.menu_id = 33 and s.web_inventory >= 10 and s.old_price is null');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const authenticate = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(email, password), remoteAddress: '10.18.5.1' });

describe('issue 18 §5: the halves of an attack sent to different instances', () => {
  it('issue 18 §5: sign-in guesses on one e-mail split across A and B count together: the over-limit one is 429 on whichever instance gets it', async () => {
    const email = uniqueEmail('halves');
    expect((await authenticate(a, email, 'guess-1')).statusCode).toBe(401);
    expect((await authenticate(b, email, 'guess-2')).statusCode).toBe(401);
    // The limit is 2 per e-mail: A and B saw one each, so the third is refused on B, and on A too.
    expectApiError(await authenticate(b, email, 'guess-3'), 429, 'RATE_LIMITED', 'third guess, on B');
    expectApiError(await authenticate(a, email, 'guess-4'), 429, 'RATE_LIMITED', 'fourth guess, on A');
  });

  it('issue 18 §5: an order posted on A and sent again on B with its Idempotency-Key replays the same order, no second one', async () => {
    const shopper = await shopperWithAddresses(a);
    const body = orderBody([lineOf(runner, 1)], shopper);
    const key = newKey();
    const first = await postOrder(a, shopper.token, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postOrder(b, shopper.token, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()[0].orderId).toBe(first.json()[0].orderId);
    // The same key with another body is refused on B as on A.
    expectApiError(await postOrder(b, shopper.token, orderBody([lineOf(runner, 2)], shopper), key), 422, 'IDEMPOTENCY_KEY_REUSED');
    const orders = await queryRows<{ n: number }>(a, 'select count(*)::int as n from orders where web_client_id = $1', [shopper.webClientId]);
    expect(orders[0]!.n).toBe(1);
  });

  it('issue 18 §5: the same order sent to A and B at the same moment (a retry racing its original) makes one order', async () => {
    const shopper = await shopperWithAddresses(a);
    const body = orderBody([lineOf(runner, 1)], shopper);
    const key = newKey();
    const [onA, onB] = await Promise.all([postOrder(a, shopper.token, body, key), postOrder(b, shopper.token, body, key)]);
    expect([onA.statusCode, onB.statusCode], `${onA.body} ${onB.body}`).toEqual([201, 201]);
    expect(onB.json()[0].orderId).toBe(onA.json()[0].orderId);
    const orders = await queryRows<{ n: number }>(a, 'select count(*)::int as n from orders where web_client_id = $1', [shopper.webClientId]);
    expect(orders[0]!.n).toBe(1);
  });

  it('issue 18 §5: a captcha solution spent on A is refused on B (409 CAPTCHA_REPLAYED); a challenge signed by A is good on B', async () => {
    const subscribe = (t: TestApp, altcha: string) =>
      t.app.inject({ method: 'POST', url: '/api/external/azure/zg-newsletter-create', payload: { email: uniqueEmail('halves-news'), brandId: 3, altcha } });
    const spentOnA = await solvedCaptcha(a);
    expect((await subscribe(a, spentOnA)).statusCode).toBe(200);
    expectApiError(await subscribe(b, spentOnA), 409, 'CAPTCHA_REPLAYED', 'replayed on B');
    // The HMAC key is shared too (app_secrets): A's challenge, solved, is spent on B once, then refused on A.
    const signedByA = await solvedCaptcha(a);
    expect((await subscribe(b, signedByA)).statusCode).toBe(200);
    expectApiError(await subscribe(a, signedByA), 409, 'CAPTCHA_REPLAYED', 'replayed on A');
  });

  it('issue 18 §5: a token signed out on A is refused on B (storefront §4 Logout: every token, every instance)', async () => {
    const { token } = await registerAndActivate(a);
    const webClients = (t: TestApp) => t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(token) });
    expect((await webClients(b)).statusCode, 'B accepts a token signed by A').toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(token) })).statusCode).toBe(200);
    expectApiError(await webClients(b), 401, 'UNAUTHORIZED', 'after the logout on A');
  });

  it('issue 18 §5: a password changed on B revokes the tokens A signed before (account §5 Password change)', async () => {
    const { password, token } = await registerAndActivate(a, MULTISITE);
    const changed = await b.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: password, newPassword: 'cambiata' },
      headers: bearer(token),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectApiError(await a.app.inject({ url: '/api/account', headers: bearer(token) }), 401, 'UNAUTHORIZED', 'old token on A');
    expect((await a.app.inject({ url: '/api/account', headers: bearer(changed.json().id_token) })).statusCode).toBe(200);
  });
});
