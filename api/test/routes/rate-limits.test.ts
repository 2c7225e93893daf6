import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { loginBody, registrationBody, uniqueEmail } from '../helpers/auth.ts';
import { createTestApp, testAuthConfig, type TestApp } from '../helpers/test-app.ts';

/** The default limits; an hour-long window so a minute boundary cannot reset a count mid-test. */
const WINDOW = 3600;
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ auth: { rateLimits: { windowSeconds: WINDOW } } });
  // Another API instance on the same database (architecture §4: limits are shared).
  second = await buildApp({ databaseUrl: t.database.url, paths: t.paths, poolSize: 2, auth: testAuthConfig({ rateLimits: { windowSeconds: WINDOW } }) });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

let ipSequence = 0;
const newIp = () => `10.0.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

function expectRateLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', messageKey: 'errors.tooManyRequests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('rate limits (architecture §4, shared by every instance)', () => {
  it('authenticate: the 11th attempt on one e-mail is 429 with Retry-After, whatever the IP and the instance', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? t.app : second;
      const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(email, `guess-${i}`), remoteAddress: newIp() });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(email, 'guess'), remoteAddress: newIp() });
    expectRateLimited(blocked);
    // Also with the right password: the limit counts attempts, not failures.
    const other = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody('demo@trama.shop', 'trama2026'), remoteAddress: newIp() });
    expect(other.statusCode).toBe(200);
  });

  it('checkemail: the 61st lookup from one IP is 429; another IP is still answered', async () => {
    const ip = newIp();
    const lookup = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/checkemail', payload: { email: uniqueEmail(), customerCode: 'TRAMA' }, remoteAddress });
    for (let i = 0; i < 60; i++) expect((await lookup(ip)).statusCode).toBe(200);
    expectRateLimited(await lookup(ip));
    expect((await lookup(newIp())).statusCode).toBe(200);
  });

  it('reset init: the 6th request for one e-mail is 429 (no mail bombing), counted before the account is looked up', async () => {
    const email = uniqueEmail('bombed');
    const init = () =>
      t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' }, remoteAddress: newIp() });
    for (let i = 0; i < 5; i++) expect((await init()).statusCode).toBe(200);
    expectRateLimited(await init());
  });

  it('register (issue 12 point 15): the 6th attempt on one e-mail is 429, whatever the IP; 409 ACCOUNT_EXISTS never answers at will', async () => {
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ email: 'demo@trama.shop' }), remoteAddress: newIp() });
    for (let i = 0; i < 5; i++) expect((await register()).statusCode, `attempt ${i + 1}`).toBe(409);
    expectRateLimited(await register());
  });

  it('a new window starts the count again', async () => {
    const email = uniqueEmail('patient');
    const ip = newIp();
    const init = () => t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) await init();
    expect((await init()).statusCode).toBe(429);
    // The window ends (moved back instead of waiting an hour).
    await queryRows(t, `update rate_limits set window_end = window_end - make_interval(secs => ${WINDOW})`);
    expect((await init()).statusCode).toBe(200);
  });
});
