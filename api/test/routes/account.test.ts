import type { UserInfo, WebClient } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import {
  badTokens,
  bearer,
  customerWithToken,
  loginBody,
  mailedKey,
  mailsTo,
  MULTISITE,
  registerAndActivate,
  registrationBody,
  signIn,
  uniqueEmail,
} from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ auth: { rateLimits: { authenticatePerEmail: 1000, authenticatePerIp: 1000, resetPerEmail: 1000, resetPerIp: 1000 } } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const resetInit = (mail: string, headers: Record<string, string> = {}) =>
  post('/api/account/reset-password/init?legacyUser=false&brandId=3', { mail, customerCode: 'TRAMA' }, headers);

describe('POST /api/account/reset-password/init (storefront §4 Password reset, §7)', () => {
  it('storefront §4: an existing account gets a reset link in the language of the request', async () => {
    const { email } = await registerAndActivate(t);
    const res = await resetInit(email.toUpperCase(), { language: 'de', host: 'negozio.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'RESET_PASSWORD_EMAIL_SENT' });
    const [mail] = await mailsTo(t, email);
    expect(mail).toMatchObject({ kind: 'password-reset', language: 'de', subject: 'Setzen Sie das Passwort Ihres Trama-Kontos zurück' });
    // Issue 12 point 14: the link is on PUBLIC_URL (here the local default), never the request's Host.
    expect(mail!.link).toMatch(/^http:\/\/localhost:8080\/de\/reset\/finish\/[A-Za-z0-9_-]{43}$/);
  });

  it('no account discovery: an unknown e-mail gets the same answer and no mail is written', async () => {
    const email = uniqueEmail('ghost');
    const res = await resetInit(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'RESET_PASSWORD_EMAIL_SENT' });
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('storefront §5 / §8 forgotPassword.7: an e-mail over 40 characters is 400; a malformed one 400 INVALID_EMAIL', async () => {
    const long = await resetInit(`${'c'.repeat(30)}@example.com`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'EMAIL_TOO_LONG', messageKey: 'forgotPassword.7' });
    expect((await resetInit('nope')).json()).toMatchObject({ statusCode: 400, code: 'INVALID_EMAIL' });
    expect((await post('/api/account/reset-password/init', { customerCode: 'TRAMA' })).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/account/reset-password/finish (account §2 /reset/finish/{resetKey}, §5)', () => {
  it('account §5: the key sets the new password once; the old one stops working; a second use is 400 forgotPassword.6', async () => {
    const { email, password } = await registerAndActivate(t);
    await resetInit(email);
    const key = await mailedKey(t, email, 'password-reset');
    const res = await post('/api/account/reset-password/finish', { key, newPassword: 'nuova-password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resetFinish: true });
    expect((await post('/api/authenticate', loginBody(email, password))).statusCode).toBe(401);
    expect(await signIn(t, email, 'nuova-password')).toBeTruthy();

    const again = await post('/api/account/reset-password/finish', { key, newPassword: 'terza-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_KEY_INVALID', messageKey: 'forgotPassword.6' });
    expect((await post('/api/authenticate', loginBody(email, 'terza-password'))).statusCode).toBe(401);
  });

  it('storefront §4 Connection status LEGACY_USER: a legacy customer gets a first password through the reset', async () => {
    expect((await post('/api/checkemail', { email: 'negozio@trama.shop', customerCode: 'TRAMA' })).json().status).toBe('LEGACY_USER');
    await resetInit('negozio@trama.shop', { language: 'it' });
    const key = await mailedKey(t, 'negozio@trama.shop', 'password-reset');
    expect((await post('/api/account/reset-password/finish', { key, newPassword: 'bottega-2026' })).statusCode).toBe(200);
    expect((await post('/api/checkemail', { email: 'negozio@trama.shop', customerCode: 'TRAMA' })).json().status).toBe('EXISTING_USER');
    expect(await signIn(t, 'negozio@trama.shop', 'bottega-2026')).toBeTruthy();
  });

  it('storefront §4: a reset also activates an account whose activation mail was never opened', async () => {
    const body = registrationBody();
    await post('/api/register', body);
    expect((await post('/api/authenticate', loginBody(body.email, body.password))).statusCode).toBe(403);
    await resetInit(body.email);
    const key = await mailedKey(t, body.email, 'password-reset');
    await post('/api/account/reset-password/finish', { key, newPassword: 'attivato' });
    expect(await signIn(t, body.email, 'attivato')).toBeTruthy();
  });

  it('an expired key and an unknown key are 400 RESET_KEY_INVALID; using one key kills the other outstanding ones', async () => {
    const { email } = await registerAndActivate(t);
    await resetInit(email);
    const first = await mailedKey(t, email, 'password-reset');
    await resetInit(email);
    const second = await mailedKey(t, email, 'password-reset');
    expect(second).not.toBe(first);
    await queryRows(t, `update password_reset_keys set expires_at = now() - interval '1 second' where key_hash = encode(sha256($1::bytea), 'hex')`, [second]);
    expect((await post('/api/account/reset-password/finish', { key: second, newPassword: 'scaduta-2026' })).json().code).toBe('RESET_KEY_INVALID');
    expect((await post('/api/account/reset-password/finish', { key: 'unknown-key', newPassword: 'qualsiasi' })).json().code).toBe('RESET_KEY_INVALID');

    await resetInit(email);
    const third = await mailedKey(t, email, 'password-reset');
    expect((await post('/api/account/reset-password/finish', { key: first, newPassword: 'valida-2026' })).statusCode).toBe(200);
    expect((await post('/api/account/reset-password/finish', { key: third, newPassword: 'altra-2026' })).json().code).toBe('RESET_KEY_INVALID');
    expect(await signIn(t, email, 'valida-2026')).toBeTruthy();
  });

  it('account §5 + baseline: a new password under 8 or over 40 characters, or a common one, is 400 and does not use up the key', async () => {
    const { email } = await registerAndActivate(t);
    await resetInit(email);
    const key = await mailedKey(t, email, 'password-reset');
    const refused: [string, string, string][] = [
      ['giusta7', 'PASSWORD_TOO_SHORT', 'signup.inputErrors.password'],
      ['x'.repeat(41), 'PASSWORD_TOO_LONG', 'signup.inputErrors.password'],
      ['Sunshine', 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'],
    ];
    for (const [newPassword, code, messageKey] of refused) {
      const res = await post('/api/account/reset-password/finish', { key, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json(), newPassword).toMatchObject({ code, messageKey });
    }
    expect((await post('/api/account/reset-password/finish', { key, newPassword: 'giusta-2026' })).statusCode).toBe(200);
    expect((await post('/api/account/reset-password/finish', { key })).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/account/change-password (account §5 Password change)', () => {
  it('account §5: with the right current password the new one replaces it', async () => {
    const { email, password, token } = await registerAndActivate(t, MULTISITE);
    const res = await post('/api/account/change-password', { currentPassword: password, newPassword: 'cambiata' }, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: true, id_token: expect.any(String) });
    expect((await post('/api/authenticate', loginBody(email, password))).statusCode).toBe(401);
    expect(await signIn(t, email, 'cambiata')).toBeTruthy();
  });

  it('account §8 mesInformations.18: a wrong current password is 400 WRONG_PASSWORD; a short or common new one 400 PASSWORD_TOO_SHORT / _COMMON', async () => {
    const { email, password, token } = await registerAndActivate(t, MULTISITE);
    const wrong = await post('/api/account/change-password', { currentPassword: 'sbagliata', newPassword: 'cambiata' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', messageKey: 'mesInformations.18' });
    const short = await post('/api/account/change-password', { currentPassword: password, newPassword: 'abc' }, bearer(token));
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', messageKey: 'signup.inputErrors.password' });
    const common = await post('/api/account/change-password', { currentPassword: password, newPassword: 'PASSWORD1' }, bearer(token));
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', messageKey: 'signup.inputErrors.passwordCommon' });
    expect(await signIn(t, email, password)).toBeTruthy();
  });

  it('account §5 / §6: a customer who is not multisite is refused (403 PASSWORD_CHANGE_NOT_MULTISITE) and keeps the password', async () => {
    const { email, password, token } = await registerAndActivate(t);
    const res = await post('/api/account/change-password', { currentPassword: password, newPassword: 'cambiata-2026' }, bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_CHANGE_NOT_MULTISITE', messageKey: 'mesInformations.notMultisite' });
    expect(await signIn(t, email, password)).toBeTruthy();
    // The session is untouched by a refusal.
    expect((await t.app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(200);
  });

  it("account §5: a change invalidates the customer's other tokens; the answer's token keeps this session", async () => {
    const { email, password, token } = await registerAndActivate(t, MULTISITE);
    const otherDevice = await signIn(t, email, password);
    const res = await post('/api/account/change-password', { currentPassword: password, newPassword: 'cambiata-2026' }, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    for (const old of [token, otherDevice]) expect((await t.app.inject({ url: '/api/account', headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/account', headers: bearer(res.json().id_token) })).statusCode).toBe(200);
  });

  it('storefront §6: without a bearer token it is 401 UNAUTHORIZED', async () => {
    const res = await post('/api/account/change-password', { currentPassword: 'a', newPassword: 'bbbb' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /api/external-secured/web-clients and GET /api/account (storefront §3 Web client, User info)', () => {
  it('storefront §3 User info: the demo customer, its web client on the brand and its customer codes', async () => {
    const token = await signIn(t, 'demo@trama.shop', 'trama2026');
    const info: UserInfo = (await t.app.inject({ url: '/api/account', headers: bearer(token) })).json();
    expect(info).toEqual({
      firstName: 'Giulia',
      lastName: 'Demo',
      email: 'demo@trama.shop',
      discountCodes: ['PRIMOORDINE', 'SOLOCLIENTI'],
      customerCode: 'TRAMA',
      webClientId: expect.any(Number),
      newsOptinDate: '2026-01-15T09:00:00.000Z',
    });
    const webClient: WebClient = (await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(token) })).json();
    // Issue 14: the answer also carries the profile (account §3 Web client profile; profile.test.ts).
    expect(webClient).toMatchObject({ webClientId: info.webClientId, discountCodes: ['PRIMOORDINE', 'SOLOCLIENTI'] });
    // On the sister brand the same account has another web client, and that brand's codes (none).
    const atelier = await signIn(t, 'demo@trama.shop', 'trama2026', { brandId: 1 });
    const onAtelier: WebClient = (await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(atelier) })).json();
    expect(onAtelier.webClientId).not.toBe(info.webClientId);
    expect(onAtelier.discountCodes).toEqual([]);
  });

  it('storefront §3 Web client: a once-per-customer code leaves discountCodes after this customer used it', async () => {
    const customer = await customerWithToken(t);
    const before: WebClient = (await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(customer.token) })).json();
    expect(before).toMatchObject({ webClientId: customer.webClientId, discountCodes: ['PRIMOORDINE', 'SOLOCLIENTI'] });
    await t.app.discountService.redeem({ code: 'PRIMOORDINE', brandId: 3, webClientId: customer.webClientId, orderRef: `ORD-${customer.webClientId}` });
    const after: WebClient = (await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(customer.token) })).json();
    expect(after.discountCodes).toEqual(['SOLOCLIENTI']);
  });

  it("ownership: a token whose web client belongs to another customer reads nothing (401)", async () => {
    const alice = await customerWithToken(t);
    const bob = await customerWithToken(t);
    const crossed = await t.app.tokenService.sign({ email: alice.email, customerId: alice.customerId, webClientId: bob.webClientId, brandId: 3, tokenVersion: 0 }, 3600);
    for (const url of ['/api/account', '/api/external-secured/web-clients']) {
      const res = await t.app.inject({ url, headers: bearer(crossed) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    const own = (await t.app.inject({ url: '/api/external-secured/web-clients', headers: bearer(bob.token) })).json();
    expect(own.webClientId).toBe(bob.webClientId);
  });
});

describe('bearer tokens (storefront §4 Login: a token is valid according to its expiry; §6)', () => {
  const secured: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/account' },
    { method: 'GET', url: '/api/external-secured/web-clients' },
    { method: 'POST', url: '/api/account/change-password', payload: { currentPassword: 'abcd', newPassword: 'efgh' } },
  ];

  it('expired, forged (other key), HS512, alg none, tampered, claim-less and garbage tokens are 401 on every secured endpoint', async () => {
    const customer = await customerWithToken(t);
    const tokens = await badTokens(t, customer);
    for (const call of secured) {
      for (const [name, token] of Object.entries(tokens)) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(res.statusCode, `${name} on ${call.url}`).toBe(401);
        expect(res.json(), `${name} on ${call.url}`).toMatchObject({ code: 'UNAUTHORIZED' });
        expect(res.headers['www-authenticate']).toContain('Bearer');
      }
      for (const authorization of [undefined, '', `Basic ${customer.token}`, 'Bearer']) {
        const res = await t.app.inject({ ...call, headers: authorization === undefined ? {} : { authorization } });
        expect(res.statusCode, `${authorization} on ${call.url}`).toBe(401);
      }
    }
    const ok = await t.app.inject({ url: '/api/account', headers: bearer(customer.token) });
    expect(ok.statusCode).toBe(200);
  });

  it('the same bad tokens on discount validation and basket pricing are 401, never a silent visitor', async () => {
    const customer = await customerWithToken(t);
    const tokens = await badTokens(t, customer);
    for (const [name, token] of Object.entries(tokens)) {
      const discount = await t.app.inject({ url: '/api/external/web-discount/validate-discount?discountCode=SOLOCLIENTI', headers: bearer(token) });
      expect(discount.statusCode, name).toBe(401);
      const pricing = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [] }, headers: bearer(token) });
      expect(pricing.statusCode, name).toBe(401);
    }
  });
});
