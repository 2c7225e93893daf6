/**
 * Issue 12 point 14 (architecture §4 E-mail): the links in e-mails come only from PUBLIC_URL,
 * never from the Host or X-Forwarded-Host a client sends. PUBLIC_URL is checked at start (an
 * absolute http(s) origin, normalised); production refuses to start without it; elsewhere it is
 * the local shop, http://localhost:$PORT.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { authConfigFromEnv, normalisedPublicUrl, REPO_ROOT } from '../../src/config.ts';
import {
  ADYEN_TEST_ENV,
  createOrder,
  fixture,
  openSession,
  payableSize,
  paymentConfig,
  RecordingAdyenClient,
} from '../fixtures/payments/payment-test-app.ts';
import { mailsTo, registerAndActivate, registrationBody } from '../helpers/auth.ts';
import { shopperWithAddresses } from '../helpers/checkout-fixtures.ts';
import { createTestApp, testAuthConfig, type TestApp } from '../helpers/test-app.ts';

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ auth: { rateLimits: { resetPerEmail: 1000, resetPerIp: 1000 } } });
});
afterAll(() => t.close());

/** The newest mail of that kind to that address: its link, and that nothing in it names the attacker's host. */
async function mailedLink(to: string, kind: string): Promise<string> {
  const mail = (await mailsTo(t, to)).find((m) => m.kind === kind);
  expect(mail, `${kind} mail to ${to}`).toBeDefined();
  for (const part of [mail!.text, mail!.html, mail!.link]) expect(part).not.toContain('evil.example');
  return mail!.link!;
}

describe('a hostile Host or X-Forwarded-Host never reaches a mailed link', () => {
  it('password reset: the link is on the local shop (PUBLIC_URL unset outside production)', async () => {
    const { email } = await registerAndActivate(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' }, headers: HOSTILE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailedLink(email, 'password-reset')).toMatch(/^http:\/\/localhost:8080\/it\/reset\/finish\/[A-Za-z0-9_-]{43}$/);
  });

  it('registration: the activation link is on the local shop', async () => {
    const body = registrationBody();
    expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body, headers: HOSTILE })).statusCode).toBe(201);
    expect(await mailedLink(body.email, 'activation')).toMatch(/^http:\/\/localhost:8080\/it\/activate\//);
  });

  it('with PUBLIC_URL set, both links are on it whatever the request says', async () => {
    const other = await buildApp({
      databaseUrl: t.database.url,
      paths: t.paths,
      poolSize: 2,
      auth: testAuthConfig({ publicUrl: 'https://www.trama.example', rateLimits: { resetPerEmail: 1000, resetPerIp: 1000 } }),
    });
    try {
      const body = registrationBody();
      expect((await other.inject({ method: 'POST', url: '/api/register', payload: body, headers: HOSTILE })).statusCode).toBe(201);
      expect(await mailedLink(body.email, 'activation')).toMatch(/^https:\/\/www\.trama\.example\/it\/activate\//);
      const { email } = await registerAndActivate(t);
      await other.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' }, headers: HOSTILE });
      expect(await mailedLink(email, 'password-reset')).toMatch(/^https:\/\/www\.trama\.example\/it\/reset\/finish\//);
    } finally {
      await other.close();
    }
  });
});

describe('the payment provider sends the shopper back to PUBLIC_URL', () => {
  it('a return URL on another origin reaches Adyen on the shop origin, path and query kept', async () => {
    const adyen = new RecordingAdyenClient({ '/sessions': await fixture('adyen-sessions-response.json') });
    const shop = await createTestApp({
      payments: { config: paymentConfig(ADYEN_TEST_ENV), adyenHttpClient: adyen },
      auth: { publicUrl: 'https://www.trama.example' },
    });
    try {
      const shopper = await shopperWithAddresses(shop);
      const order = await createOrder(shop, shopper, await payableSize(shop), 1);
      const res = await openSession(shop, shopper.token, order.orderId, { returnUrl: `https://evil.example/it/accepted?orderId=${order.orderId}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(adyen.requests[0]!.body.returnUrl).toBe(`https://www.trama.example/it/accepted?orderId=${order.orderId}`);
    } finally {
      await shop.close();
    }
  });
});

describe('PUBLIC_URL at start-up', () => {
  it('outside production the default is the local shop on PORT (the e2e server runs on its own port)', () => {
    expect(authConfigFromEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(authConfigFromEnv({ PORT: '8180' }).publicUrl).toBe('http://localhost:8180');
    expect(authConfigFromEnv({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is normalised to an origin without a trailing slash', () => {
    expect(normalisedPublicUrl('https://Shop.Example/')).toBe('https://shop.example');
    expect(normalisedPublicUrl('https://shop.example:443')).toBe('https://shop.example');
    expect(normalisedPublicUrl('http://shop.example:8443/')).toBe('http://shop.example:8443');
  });

  it('anything but an absolute http(s) origin stops the start-up, naming PUBLIC_URL', () => {
    for (const bad of ['shop.example', '/it', 'ftp://shop.example', 'javascript:alert(1)', 'https://shop.example/it', 'https://shop.example/?a=1', 'https://shop.example#x', 'https://user:pw@shop.example', 'https://']) {
      expect(() => authConfigFromEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('NODE_ENV=production without PUBLIC_URL: the configuration and buildApp refuse, naming PUBLIC_URL', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) };
    expect(() => authConfigFromEnv(production)).toThrow(/PUBLIC_URL is not set/);
    expect(authConfigFromEnv({ ...production, PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe('https://shop.example');
    const auth = { ...testAuthConfig({ production: true, jwtSecret: 's'.repeat(40) }), publicUrl: '' };
    await expect(buildApp({ databaseUrl: t.database.url, paths: t.paths, poolSize: 1, auth })).rejects.toThrow(/PUBLIC_URL is not set/);
  });

  it('the server process exits 1 with the message before starting anything', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/src/server.ts')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), PG_PORT: '1', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/invalid configuration: PUBLIC_URL is not set/);
    expect(output).not.toMatch(/PostgreSQL/);
    // A whole Node process importing the API: slow on a loaded machine.
  }, 90_000);
});
