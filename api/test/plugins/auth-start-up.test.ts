import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { authConfigFromEnv } from '../../src/config.ts';
import { bearer, customerWithToken, mailsTo, registrationBody, signIn } from '../helpers/auth.ts';
import { createTestApp, testAuthConfig, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anotherInstance = (auth = testAuthConfig()) => buildApp({ databaseUrl: t.database.url, paths: t.paths, poolSize: 2, auth });

describe('JWT signing key (architecture §4: stateless tokens, any number of instances)', () => {
  it('the demo customer of the seed signs in with the generated key', async () => {
    expect(await signIn(t, 'demo@trama.shop', 'trama2026')).toMatch(/^ey/);
  });

  it('without JWT_SECRET outside production, instances on one database share the generated key', async () => {
    const customer = await customerWithToken(t);
    const other = await anotherInstance();
    try {
      const res = await other.inject({ url: '/api/account', headers: bearer(customer.token) });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('with JWT_SECRET the tokens are signed HS256 with it; a token of the generated key is then refused', async () => {
    const secret = 'a-configured-secret-that-is-long-enough';
    const dev = await customerWithToken(t);
    const configured = await anotherInstance(testAuthConfig({ jwtSecret: secret }));
    try {
      const res = await configured.inject({ method: 'POST', url: '/api/authenticate', payload: { customerCode: 'TRAMA', username: 'demo@trama.shop', password: 'trama2026', brandId: 3, rememberMe: false } });
      const { payload, protectedHeader } = await jwtVerify(res.json().id_token, new TextEncoder().encode(secret));
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload.sub).toBe('demo@trama.shop');
      expect((await configured.inject({ url: '/api/account', headers: bearer(dev.token) })).statusCode).toBe(401);
    } finally {
      await configured.close();
    }
  });

  it('NODE_ENV=production without JWT_SECRET, or with a short one, fails start-up with a clear message', async () => {
    await expect(anotherInstance(testAuthConfig({ production: true, jwtSecret: null }))).rejects.toThrow(/JWT_SECRET is not set/);
    await expect(anotherInstance(testAuthConfig({ jwtSecret: 'short' }))).rejects.toThrow(/at least 32 characters/);
  });
});

describe('configuration from the environment (api/README.md)', () => {
  it('defaults: 1-day tokens, 30 days with remember-me, 30-day maximum; 10 sign-ins per e-mail per minute', () => {
    const config = authConfigFromEnv({});
    expect(config).toMatchObject({
      production: false,
      jwtSecret: null,
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      mailFrom: 'Trama <noreply@trama.local>',
      tokenValiditySeconds: 86_400,
      rememberMeValiditySeconds: 2_592_000,
      maxTokenValiditySeconds: 2_592_000,
    });
    expect(config.rateLimits).toEqual({
      windowSeconds: 60,
      authenticatePerEmail: 10,
      authenticatePerIp: 60,
      checkEmailPerIp: 60,
      resetPerEmail: 5,
      resetPerIp: 20,
      registerPerEmail: 5,
      registerPerIp: 60,
      // Issue 29 §5: the visitor forms.
      contactPerEmail: 3,
      contactPerIp: 10,
      newsletterPerEmail: 3,
      newsletterPerIp: 10,
      shopperPerEmail: 3,
      shopperPerIp: 10,
      // Issue 33 §3: the browsers' remote reports (a page sends a batch at most every 5 s).
      remoteReportsPerIp: 120,
    });
  });

  it('reads every variable, caps validities at the maximum and refuses a malformed number', () => {
    const config = authConfigFromEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://shop.example/',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Shop <shop@example.com>',
      TOKEN_MAX_VALIDITY_SECONDS: '3600',
      TOKEN_VALIDITY_SECONDS: '7200',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      REGISTER_RATE_LIMIT_PER_IP: '7',
      CONTACT_RATE_LIMIT_PER_IP: '4',
      NEWSLETTER_RATE_LIMIT_PER_EMAIL: '2',
      SHOPPER_RATE_LIMIT_PER_IP: '6',
    });
    expect(config).toMatchObject({ production: true, publicUrl: 'https://shop.example', tokenValiditySeconds: 3600, maxTokenValiditySeconds: 3600 });
    expect(config.rateLimits.authenticatePerEmail).toBe(3);
    expect(config.rateLimits.registerPerIp).toBe(7);
    expect(config.rateLimits).toMatchObject({ contactPerIp: 4, newsletterPerEmail: 2, shopperPerIp: 6 });
    expect(() => authConfigFromEnv({ AUTH_RATE_LIMIT_PER_IP: 'many' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
    expect(() => authConfigFromEnv({ RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/positive integer/);
  });
});

describe('e-mail transport (architecture §4 E-mail)', () => {
  it('PUBLIC_URL decides the origin of mailed links, whatever the Host header says', async () => {
    const other = await anotherInstance(testAuthConfig({ publicUrl: 'https://www.trama.example' }));
    try {
      const body = registrationBody();
      await other.inject({ method: 'POST', url: '/api/register', payload: body, headers: { host: 'evil.example' } });
      const [mail] = await mailsTo(t, body.email);
      expect(mail!.link).toMatch(/^https:\/\/www\.trama\.example\/it\/activate\//);
    } finally {
      await other.close();
    }
  });

  it('with SMTP_URL nothing goes to the outbox; an unreachable server does not fail the registration', async () => {
    const other = await anotherInstance(testAuthConfig({ smtpUrl: 'smtp://127.0.0.1:1' }));
    try {
      const body = registrationBody();
      const res = await other.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(201);
      expect(await mailsTo(t, body.email)).toEqual([]);
      // The account exists: a reset (which also activates) gets the shopper in.
      expect((await other.inject({ method: 'POST', url: '/api/checkemail', payload: { email: body.email, customerCode: 'TRAMA' } })).json().status).toBe('EXISTING_USER');
    } finally {
      await other.close();
    }
  });
});
