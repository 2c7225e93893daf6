// Long on purpose: one test a rule of sign-in, sign-up, activation and password reset, sharing one app and its rate-limit set-up.
import type { ApiErrorBody, TokenClaims } from '@trama/shared/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/domain/auth/password-hasher.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { bearer, loginBody, mailedKey, mailsTo, registerAndActivate, registrationBody, signIn, uniqueEmail } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Sign-in rules, not rate limits, are under test here (rate-limits.test.ts has the defaults).
  t = await createTestApp({ auth: { rateLimits: { authenticatePerEmail: 1000, authenticatePerIp: 1000, checkEmailPerIp: 1000 } } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const claimsOf = (token: string) => decodeJwt(token) as unknown as TokenClaims;

describe('POST /api/checkemail (storefront §4 Connection status, §7)', () => {
  it('storefront §4: an unknown e-mail is NEW_USER, the demo account EXISTING_USER, an imported one LEGACY_USER', async () => {
    expect((await post('/api/checkemail', { email: 'nobody@example.com', customerCode: 'TRAMA' })).json()).toEqual({ status: 'NEW_USER' });
    expect((await post('/api/checkemail', { email: 'demo@trama.shop', customerCode: 'TRAMA' })).json()).toEqual({ status: 'EXISTING_USER' });
    expect((await post('/api/checkemail', { email: 'negozio@trama.shop', customerCode: 'TRAMA' })).json()).toEqual({ status: 'LEGACY_USER' });
  });

  it('storefront §3: the e-mail is compared trimmed and lower-cased', async () => {
    expect((await post('/api/checkemail', { email: '  Demo@TRAMA.shop ', customerCode: 'TRAMA' })).json()).toEqual({ status: 'EXISTING_USER' });
  });

  it('storefront §5 lookup e-mail: longer than 40 characters is 400 forgotPassword.7; a malformed one 400 INVALID_EMAIL', async () => {
    const long = await post('/api/checkemail', { email: `${'a'.repeat(30)}@example.com`, customerCode: 'TRAMA' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'EMAIL_TOO_LONG', messageKey: 'forgotPassword.7' });
    const bad = await post('/api/checkemail', { email: 'not an email', customerCode: 'TRAMA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_EMAIL', messageKey: 'validation.email' });
  });

  it('answers 400 for a missing field, a wrong type and malformed JSON', async () => {
    expect((await post('/api/checkemail', { customerCode: 'TRAMA' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await post('/api/checkemail', { email: 42, customerCode: 'TRAMA' })).statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/checkemail', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
  });
});

describe('POST /api/register (storefront §4 Account creation, §5 sign-up)', () => {
  it('storefront §4: creates the account not activated (201) and mails the activation link in the shopper language', async () => {
    const body = registrationBody({ email: uniqueEmail('Nuova').replace('nuova', 'Nuova'), langKey: 'fr' });
    const res = await post('/api/register', body, { host: 'shop.example:8443' });
    expect(res.statusCode, res.body).toBe(201);
    const email = body.email.toLowerCase();
    expect(res.json()).toEqual({ email, activated: false });
    expect((await post('/api/checkemail', { email, customerCode: 'TRAMA' })).json()).toEqual({ status: 'EXISTING_USER' });

    const [mail] = await mailsTo(t, email);
    expect(mail).toMatchObject({ to: email, kind: 'activation', language: 'fr', subject: 'Activez votre compte Trama' });
    // Issue 12 point 14: the link is on PUBLIC_URL (here the local default), never the request's Host.
    expect(mail!.link).toMatch(/^http:\/\/localhost:8080\/fr\/activate\/[A-Za-z0-9_-]{43}$/);
    // Issue 29 §4: the address is not confirmed yet, so nothing the visitor typed (the name) is in the mail.
    expect(mail!.text).toMatch(/^Bonjour,\n/);
    expect(mail!.text).not.toContain('Anna');
    expect(mail!.html).toContain(`href="${mail!.link}"`);
    // Only the key's hash is stored.
    const key = mail!.link!.split('/').pop()!;
    expect(await queryRows(t, 'select 1 from activation_keys where key_hash = $1', [key])).toEqual([]);
  });

  it('storefront §1: the activation mail is in the language of langKey (en-GB is en), Italian for an unsupported one', async () => {
    const body = registrationBody({ langKey: 'pt' });
    const british = registrationBody({ langKey: 'en-GB' });
    expect((await post('/api/register', british)).statusCode).toBe(201);
    expect((await mailsTo(t, british.email))[0]).toMatchObject({ language: 'en' });
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const [mail] = await mailsTo(t, body.email);
    expect(mail).toMatchObject({ language: 'it', subject: 'Attiva il tuo account Trama' });
    expect(mail!.link).toContain('/it/activate/');
  });

  it('storefront §8 forgotPassword.1: an e-mail already registered is 409 ACCOUNT_EXISTS, in any case', async () => {
    const res = await post('/api/register', registrationBody({ email: 'DEMO@trama.shop' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', messageKey: 'forgotPassword.1' });
  });

  it('account §1: without multisiteOptin one web client on the brand; with it one per brand of the group', async () => {
    const single = registrationBody();
    await post('/api/register', single);
    const multi = registrationBody({ webClientRequest: { ...single.webClientRequest, multisiteOptin: 'Y', newsOptin: 'Y' } });
    await post('/api/register', multi);
    const brandsOf = async (email: string) =>
      (
        await queryRows<{ brandId: number; newsOptinDate: Date | null }>(
          t,
          `select w.brand_id as "brandId", w.news_optin_date as "newsOptinDate" from web_clients w join customers c using (customer_id)
           where c.email = $1 order by w.brand_id`,
          [email],
        )
      );
    expect((await brandsOf(single.email)).map((w) => w.brandId)).toEqual([3]);
    const multiClients = await brandsOf(multi.email);
    expect(multiClients.map((w) => w.brandId)).toEqual([1, 2, 3]);
    expect(multiClients.every((w) => w.newsOptinDate instanceof Date)).toBe(true);
  });

  it('storefront §5 sign-up rules: names 2+, password 8-40 (baseline, not 4), gender M|F, birth date 1900..today, e-mail ≤ 40', async () => {
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ firstName: 'A' }, 400, 'signup.inputErrors.username'],
      [{ lastName: ' B ' }, 400, 'signup.inputErrors.lastname'],
      [{ firstName: 'A'.repeat(31) }, 400, 'signup.inputErrors.username'],
      [{ password: 'abc' }, 400, 'signup.inputErrors.password'],
      [{ password: 'lino202' }, 400, 'signup.inputErrors.password'],
      [{ password: 'a'.repeat(41) }, 400, 'signup.inputErrors.password'],
      [{ birthdate: '1899-12-31' }, 400, 'date.1'],
      [{ birthdate: '2999-01-01' }, 400, 'date.1'],
      [{ birthdate: '1990-02-31' }, 400, 'date.1'],
      [{ birthdate: '17/05/1990' }, 400, 'date.1'],
      [{ gender: 'X' }, 400, undefined],
      [{ email: `${'b'.repeat(30)}@example.com` }, 400, 'forgotPassword.7'],
      [{ email: 'broken@' }, 400, 'validation.email'],
    ];
    for (const [override, status, messageKey] of cases) {
      const res = await post('/api/register', { ...registrationBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(status);
      if (messageKey) expect(res.json().messageKey, JSON.stringify(override)).toBe(messageKey);
    }
  });

  it('baseline (architecture §7): a short, long or common password is refused with its own code, case-insensitively, and no account is made', async () => {
    const cases: [string, string, string][] = [
      ['lino202', 'PASSWORD_TOO_SHORT', 'signup.inputErrors.password'],
      ['a'.repeat(41), 'PASSWORD_TOO_LONG', 'signup.inputErrors.password'],
      ['password1', 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'],
      ['QwErTyUiOp', 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'],
      ['iloveyou', 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'],
    ];
    for (const [password, code, messageKey] of cases) {
      const body = registrationBody({ password });
      const res = await post('/api/register', body);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ code, messageKey });
      expect((await post('/api/checkemail', { email: body.email, customerCode: 'TRAMA' })).json().status, password).toBe('NEW_USER');
    }
    expect((await post('/api/register', registrationBody({ password: 'lino-e-cotone' }))).statusCode).toBe(201);
  });

  it('existing accounts keep signing in whatever the new policy: the demo password and a 4-character one', async () => {
    expect(await signIn(t, 'demo@trama.shop', 'trama2026')).toBeTruthy();
    const body = registrationBody({ password: 'lino-2026' });
    expect((await post('/api/register', body)).statusCode).toBe(201);
    // An account from before the policy, with the 4 characters the spec allowed.
    await queryRows(t, 'update customers set password_hash = $2, activated = true where email = $1', [body.email, await hashPassword('lino')]);
    expect(await signIn(t, body.email, 'lino')).toBeTruthy();
  });

  it('answers 400 VALIDATION_ERROR for a missing field and 404 BRAND_NOT_FOUND for an unknown brand', async () => {
    const { webClientRequest: _dropped, ...withoutWebClient } = registrationBody();
    expect((await post('/api/register', withoutWebClient)).json().code).toBe('VALIDATION_ERROR');
    const { password: _password, ...withoutPassword } = registrationBody();
    expect((await post('/api/register', withoutPassword)).statusCode).toBe(400);
    const body = registrationBody();
    const res = await post('/api/register', { ...body, webClientRequest: { ...body.webClientRequest, brandId: 99 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });

  it('no mass assignment: activated, customerId or a password hash sent with the registration change nothing', async () => {
    const body = registrationBody();
    const res = await post('/api/register', { ...body, activated: true, customerId: 1, passwordHash: 'x', webClientRequest: { ...body.webClientRequest, webClientId: 1 } });
    expect(res.statusCode).toBe(201);
    const [row] = await queryRows<{ activated: boolean; customerId: number }>(t, 'select activated, customer_id as "customerId" from customers where email = $1', [body.email]);
    expect(row).toMatchObject({ activated: false });
    expect(row!.customerId).not.toBe(1);
    const login = await post('/api/authenticate', loginBody(body.email, body.password));
    expect(login.statusCode).toBe(403);
  });
});

describe('[29.4] mail to an address not confirmed carries no visitor-written text', () => {
  it('the activation mail of a registration whose name is a lure holds none of it; a reset mail names only an activated account', async () => {
    const lure = 'www.evil.example/premio';
    const body = registrationBody({ firstName: lure, lastName: lure });
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    const [activation] = await mailsTo(t, email);
    for (const part of [activation!.subject, activation!.text, activation!.html]) expect(part).not.toContain('evil');

    // The account is not activated: its reset mail goes to an address nobody confirmed either.
    expect((await post('/api/account/reset-password/init', { mail: email, customerCode: 'TRAMA' })).statusCode).toBe(200);
    const reset = (await mailsTo(t, email)).find((m) => m.kind === 'password-reset')!;
    expect(reset.text).not.toContain('evil');
    expect(reset.text).toMatch(/^Ciao,\n/);

    const active = await registerAndActivate(t, { firstName: 'Marta' });
    expect((await post('/api/account/reset-password/init', { mail: active.email, customerCode: 'TRAMA' })).statusCode).toBe(200);
    const named = (await mailsTo(t, active.email)).find((m) => m.kind === 'password-reset')!;
    expect(named.text).toMatch(/^Ciao Marta,\n/);
  });
});

describe('[29.12] the sign-up newsletter box (storefront §3 connection_3, §4 Account creation)', () => {
  const subscribed = async (email: string) =>
    (await queryRows(t, 'select 1 from newsletter_subscriptions where email = $1 and brand_id = 3 and confirmed_at is not null', [email])).length > 0;

  it('ticked: not subscribed while the account waits for activation; the activation link (which confirms the address) subscribes it', async () => {
    const body = registrationBody({ webClientRequest: { ...registrationBody().webClientRequest, newsOptin: 'Y' } });
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    expect(await subscribed(email)).toBe(false);
    const key = await mailedKey(t, email, 'activation');
    expect((await t.app.inject({ url: '/api/activate', query: { key } })).statusCode).toBe(200);
    expect(await subscribed(email)).toBe(true);
    // One e-mail only: the activation link was the confirmation.
    expect((await mailsTo(t, email)).map((m) => m.kind)).toEqual(['activation']);
  });

  it('ticked, then activated through a password reset: subscribed too', async () => {
    const body = registrationBody({ webClientRequest: { ...registrationBody().webClientRequest, newsOptin: 'Y' } });
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    await post('/api/account/reset-password/init', { mail: email, customerCode: 'TRAMA' });
    const key = await mailedKey(t, email, 'password-reset');
    expect((await post('/api/account/reset-password/finish', { key, newPassword: 'Lino-e-seta-2026' })).statusCode).toBe(200);
    expect(await subscribed(email)).toBe(true);
  });

  it('not ticked: activation subscribes nobody', async () => {
    const { email } = await registerAndActivate(t);
    expect(await subscribed(email)).toBe(false);
  });
});

describe('GET /api/activate (storefront §2 Account activation, §4 then automatic login)', () => {
  it('storefront §4: the mailed key activates the account and signs the shopper in', async () => {
    const body = registrationBody();
    await post('/api/register', body);
    const key = await mailedKey(t, body.email, 'activation');
    const res = await t.app.inject({ url: '/api/activate', query: { key } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.activated).toBe(true);
    const claims = claimsOf(answer.id_token);
    expect(claims).toMatchObject({ sub: body.email, brandId: 3 });
    const account = await t.app.inject({ url: '/api/account', headers: bearer(answer.id_token) });
    expect(account.json()).toMatchObject({ email: body.email, firstName: 'Anna', webClientId: claims.webClientId });
    expect(await signIn(t, body.email, body.password)).toBeTruthy();
  });

  it('storefront §2: a key works once; an unknown or expired key is 400 ACTIVATION_KEY_INVALID', async () => {
    const body = registrationBody();
    await post('/api/register', body);
    const key = await mailedKey(t, body.email, 'activation');
    expect((await t.app.inject({ url: '/api/activate', query: { key } })).statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/activate', query: { key } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ACTIVATION_KEY_INVALID');
    expect((await t.app.inject({ url: '/api/activate', query: { key: 'made-up' } })).json().code).toBe('ACTIVATION_KEY_INVALID');

    const late = registrationBody();
    await post('/api/register', late);
    const lateKey = await mailedKey(t, late.email, 'activation');
    await queryRows(t, `update activation_keys set expires_at = now() - interval '1 second' where customer_id = (select customer_id from customers where email = $1)`, [late.email]);
    expect((await t.app.inject({ url: '/api/activate', query: { key: lateKey } })).json().code).toBe('ACTIVATION_KEY_INVALID');
    expect((await post('/api/authenticate', loginBody(late.email, late.password))).statusCode).toBe(403);
  });

  it('answers 400 VALIDATION_ERROR without a key', async () => {
    expect((await t.app.inject({ url: '/api/activate' })).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/authenticate (storefront §4 Login, §7)', () => {
  it('storefront §4 Login: the demo account gets an HS256 id_token with its customer, web client and brand', async () => {
    const res = await post('/api/authenticate', loginBody('Demo@Trama.shop', 'trama2026'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.json().id_token as string;
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'demo@trama.shop', brandId: 3, customerId: expect.any(Number), webClientId: expect.any(Number) });
    expect(claims.exp - claims.iat).toBe(86_400);
  });

  it('storefront §8 signIn.1: a wrong password, an unknown e-mail and a legacy account get the very same 401', async () => {
    const answers = await Promise.all([
      post('/api/authenticate', loginBody('demo@trama.shop', 'wrong-password')),
      post('/api/authenticate', loginBody('nobody@example.com', 'trama2026')),
      post('/api/authenticate', loginBody('negozio@trama.shop', 'anything')),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      const body: ApiErrorBody = res.json();
      expect(body).toEqual({ statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Wrong e-mail or password.', messageKey: 'signIn.1' });
    }
  });

  it('storefront §4 Account creation: an account not yet activated cannot sign in (403 ACCOUNT_NOT_ACTIVATED)', async () => {
    const body = registrationBody();
    await post('/api/register', body);
    const res = await post('/api/authenticate', loginBody(body.email, body.password));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_ACTIVATED');
    // A wrong password on it says nothing about the account.
    expect((await post('/api/authenticate', loginBody(body.email, 'wrong-one'))).json().code).toBe('BAD_CREDENTIALS');
  });

  it('storefront §3 Login request: rememberMe and tokenValidityInMilliseconds are honoured within the 30-day maximum', async () => {
    const validity = async (extra: Record<string, unknown>) => {
      const claims = claimsOf(await signIn(t, 'demo@trama.shop', 'trama2026', extra));
      return claims.exp - claims.iat;
    };
    expect(await validity({ rememberMe: true })).toBe(30 * 86_400);
    expect(await validity({ tokenValidityInMilliseconds: 120_000 })).toBe(120);
    expect(await validity({ rememberMe: true, tokenValidityInMilliseconds: 365 * 86_400_000 })).toBe(30 * 86_400);
  });

  it('[31.4] storefront §3 Login request: browserType, operatingSystem, country, browserId, awinCampaign and awinAwc are kept with the sign-in', async () => {
    const { email, password } = await registerAndActivate(t);
    await signIn(t, email, password, {
      browserType: 'Firefox',
      operatingSystem: 'Android',
      country: 'FR',
      browserId: 'b-31',
      awinCampaign: 'spring-linen',
      awinAwc: '1234_abc',
      tokenValidityInMilliseconds: 600_000,
    });
    const rows = await queryRows<Record<string, unknown>>(
      t,
      `SELECT s.browser_type, s.operating_system, s.country, s.browser_id, s.awin_campaign, s.awin_awc,
              extract(epoch from s.token_expires_at - s.signed_in_at)::int AS validity
         FROM sign_ins s JOIN customers c USING (customer_id) WHERE c.email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        browser_type: 'Firefox',
        operating_system: 'Android',
        country: 'FR',
        browser_id: 'b-31',
        awin_campaign: 'spring-linen',
        awin_awc: '1234_abc',
        validity: 600,
      },
    ]);
  });

  it('[31.4] storefront §3 Login request: a malformed browserType, operatingSystem or awinCampaign is 400 INVALID_SIGN_IN_CONTEXT', async () => {
    for (const bad of [{ browserType: '<script>' }, { operatingSystem: 'x'.repeat(61) }, { awinCampaign: 'a b\nc' }, { browserType: '' }]) {
      const res = await post('/api/authenticate', loginBody('demo@trama.shop', 'trama2026', bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGN_IN_CONTEXT', messageKey: 'signIn.1' });
    }
  });

  it('[31.4] storefront §3 Login request: tokenValidityInMilliseconds under a minute or not a whole number is 400 INVALID_TOKEN_VALIDITY', async () => {
    for (const tokenValidityInMilliseconds of [0, -5, 59_999, 1500.5]) {
      const res = await post('/api/authenticate', loginBody('demo@trama.shop', 'trama2026', { tokenValidityInMilliseconds }));
      expect(res.statusCode, String(tokenValidityInMilliseconds)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN_VALIDITY', messageKey: 'signIn.1' });
    }
  });

  it('account §1: a group customer signing in on a sister brand gets a web client created for it', async () => {
    const { email, password } = await registerAndActivate(t);
    const onCasa = claimsOf(await signIn(t, email, password));
    const onFilo = claimsOf(await signIn(t, email, password, { brandId: 2 }));
    expect(onFilo.brandId).toBe(2);
    expect(onFilo.webClientId).not.toBe(onCasa.webClientId);
    expect(claimsOf(await signIn(t, email, password, { brandId: 2 })).webClientId).toBe(onFilo.webClientId);
  });

  it('answers 400 for a missing password or brandId, 404 for an unknown brand', async () => {
    const { password: _p, ...noPassword } = loginBody('demo@trama.shop', 'x');
    expect((await post('/api/authenticate', noPassword)).statusCode).toBe(400);
    expect((await post('/api/authenticate', { ...loginBody('demo@trama.shop', 'trama2026'), password: '' })).statusCode).toBe(400);
    const { brandId: _b, ...noBrand } = loginBody('demo@trama.shop', 'trama2026');
    expect((await post('/api/authenticate', noBrand)).json().code).toBe('VALIDATION_ERROR');
    expect((await post('/api/authenticate', { ...loginBody('demo@trama.shop', 'trama2026'), brandId: 99 })).json().code).toBe('BRAND_NOT_FOUND');
  });

  it('no mass assignment: customerId or webClientId sent with the sign-in do not end up in the token', async () => {
    const res = await post('/api/authenticate', { ...loginBody('demo@trama.shop', 'trama2026'), customerId: 999, webClientId: 999, sub: 'x' });
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().id_token);
    expect(claims.customerId).not.toBe(999);
    expect(claims.webClientId).not.toBe(999);
    expect(claims.sub).toBe('demo@trama.shop');
  });
});
