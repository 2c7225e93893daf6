/**
 * Brute force and mail bombing (architecture §4): sign-in, e-mail lookup, registration and reset mails answer
 * 429 RATE_LIMITED with Retry-After once over their limit (low limits set through the test app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody, registrationBody, uniqueEmail } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const WINDOW = 600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    auth: { rateLimits: { windowSeconds: WINDOW, authenticatePerEmail: 2, authenticatePerIp: 3, checkEmailPerIp: 2, resetPerEmail: 1, resetPerIp: 2, registerPerEmail: 2, registerPerIp: 3 } },
  });
});
afterAll(() => t.close());

let ipSequence = 0;
const newIp = () => `10.9.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

function expectLimited(res: Parameters<typeof expectApiError>[0], context: string) {
  expectApiError(res, 429, 'RATE_LIMITED', context);
  expect(res.json(), context).toMatchObject({ messageKey: 'errors.tooManyRequests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter), context).toBe(true);
  expect(retryAfter, context).toBeGreaterThanOrEqual(1);
  expect(retryAfter, context).toBeLessThanOrEqual(WINDOW);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

const authenticate = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(email, password), remoteAddress });

describe('POST /api/authenticate', () => {
  it('password guessing on one e-mail: 429 after the per-e-mail limit, from any IP, even with the right password', async () => {
    const email = uniqueEmail('guessed');
    for (let i = 0; i < 2; i++) expect((await authenticate(email, `guess-${i}`, newIp())).statusCode).toBe(401);
    expectLimited(await authenticate(email, 'guess-3', newIp()), 'per e-mail');
  });

  it('credential stuffing from one IP: 429 after the per-IP limit, whatever the e-mail', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await authenticate(uniqueEmail('stuffed'), 'password', ip)).statusCode).toBe(401);
    expectLimited(await authenticate(uniqueEmail('stuffed'), 'password', ip), 'per IP');
    expect((await authenticate('demo@trama.shop', 'trama2026', newIp())).statusCode).toBe(200);
  });
});

describe('POST /api/checkemail', () => {
  it('account enumeration from one IP: 429 after the limit; another IP is answered', async () => {
    const ip = newIp();
    const lookup = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/checkemail', payload: { email: uniqueEmail('enum'), customerCode: 'TRAMA' }, remoteAddress });
    for (let i = 0; i < 2; i++) expect((await lookup(ip)).statusCode).toBe(200);
    expectLimited(await lookup(ip), 'checkemail');
    expect((await lookup(newIp())).statusCode).toBe(200);
  });
});

describe('POST /api/account/reset-password/init', () => {
  const init = (mail: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail, customerCode: 'TRAMA' }, remoteAddress });

  it('mail bombing one address: the second reset mail in the window is 429, and only one mail was written', async () => {
    const email = 'demo@trama.shop';
    expect((await init(email, newIp())).statusCode).toBe(200);
    expectLimited(await init(email, newIp()), 'reset per e-mail');
    const mails = (await t.app.inject({ url: '/api/dev/outbox', query: { to: email } })).json() as { kind: string }[];
    expect(mails.filter((m) => m.kind === 'password-reset')).toHaveLength(1);
  });

  it('one IP spraying addresses: 429 after the per-IP limit', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i++) expect((await init(uniqueEmail('spray'), ip)).statusCode).toBe(200);
    expectLimited(await init(uniqueEmail('spray'), ip), 'reset per IP');
  });
});

describe('POST /api/register (issue 12 point 15: no account enumeration through 409 ACCOUNT_EXISTS)', () => {
  const register = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ email }), remoteAddress });

  it('storefront §4 Account creation: probing one taken e-mail gets 409 up to the per-e-mail limit, then 429 from any IP', async () => {
    for (let i = 0; i < 2; i++) expectApiError(await register('demo@trama.shop', newIp()), 409, 'ACCOUNT_EXISTS', `probe ${i + 1}`);
    expectLimited(await register('demo@trama.shop', newIp()), 'register per e-mail');
  });

  it('one IP trying many e-mails: 429 after the per-IP limit, with no account created past it; another IP is answered', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await register(uniqueEmail('enum-reg'), ip)).statusCode).toBe(201);
    const blocked = uniqueEmail('enum-reg');
    expectLimited(await register(blocked, ip), 'register per IP');
    expect(await queryRows(t, 'select 1 from customers where email = $1', [blocked])).toHaveLength(0);
    expect((await register(uniqueEmail('enum-reg'), newIp())).statusCode).toBe(201);
  });
});
