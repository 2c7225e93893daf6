/**
 * Issue 32 §3: the rate limits are @fastify/rate-limit's, counted in a PostgreSQL store every API
 * instance shares (migration 0030, domain/rate-limits/postgres-store.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { PostgresRateLimitStore } from '../../src/domain/rate-limits/postgres-store.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { uniqueEmail } from '../helpers/auth.ts';
import { createTestApp, testAuthConfig, type TestApp } from '../helpers/test-app.ts';

const WINDOW = 3600;
const LIMITS = { windowSeconds: WINDOW, checkEmailPerIp: 3 };
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ auth: { rateLimits: LIMITS } });
  second = await buildApp({ databaseUrl: t.database.url, paths: t.paths, poolSize: 2, auth: testAuthConfig({ rateLimits: LIMITS }) });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('[32.3] rate limits by @fastify/rate-limit on a PostgreSQL store', () => {
  it('[32.3] two instances on one database share the count: the 4th e-mail lookup from one IP is 429 RATE_LIMITED with Retry-After, wherever it lands', async () => {
    const lookup = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/checkemail', payload: { email: uniqueEmail(), customerCode: 'TRAMA' }, remoteAddress: '10.32.3.1' });
    expect((await lookup(t.app)).statusCode).toBe(200);
    expect((await lookup(second)).statusCode).toBe(200);
    expect((await lookup(t.app)).statusCode).toBe(200);
    const blocked = await lookup(second);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', messageKey: 'errors.tooManyRequests' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    // Another IP is its own count.
    expect((await t.app.inject({ method: 'POST', url: '/api/checkemail', payload: { email: uniqueEmail(), customerCode: 'TRAMA' }, remoteAddress: '10.32.3.2' })).statusCode).toBe(200);
    // The IP is stored hashed, never as it is.
    const keys = await queryRows<{ key: string }>(t, `select key from rate_limits where key like 'checkemail:%'`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.some((row) => row.key.includes('10.32.3'))).toBe(false);
  });

  it('[32.3] the store counts atomically: simultaneous hits on one key get every count once, with the window end', async () => {
    const store = new PostgresRateLimitStore(t.app.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('test:atomic', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('[32.3] an ended window starts again at 1, and ended windows are cleaned away', async () => {
    const store = new PostgresRateLimitStore(t.app.db);
    await store.hit('test:ended', 60_000);
    await store.hit('test:ended', 60_000);
    await queryRows(t, `update rate_limits set window_end = now() - interval '1 second' where key = 'test:ended'`);
    expect((await store.hit('test:ended', 60_000)).current).toBe(1);
    await queryRows(t, `update rate_limits set window_end = now() - interval '1 second' where key = 'test:ended'`);
    await store.cleanUp();
    expect(await queryRows(t, `select 1 from rate_limits where key = 'test:ended'`)).toEqual([]);
    expect((await queryRows(t, `select 1 from rate_limits where key = 'test:atomic'`)).length).toBe(1);
  });
});
