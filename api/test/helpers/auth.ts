/** Accounts and tokens for tests: through the real endpoints, or straight rows plus the app's own signer. */
import type { LoginRequest, RegistrationRequest } from '@trama/shared/contract';
import { SignJWT } from 'jose';
import type { MailMessage } from '../../src/domain/mail/mailer.ts';
import { queryRows } from './basket-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;
/** A fresh address per call, so tests in one file never collide. */
export const uniqueEmail = (label = 'shopper') => `${label}.${process.pid}.${++sequence}@example.com`;

export function registrationBody(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  const email = overrides.email ?? uniqueEmail();
  return {
    customerCode: 'TRAMA',
    password: 'segreto1',
    firstName: 'Anna',
    lastName: 'Rossi',
    email,
    login: email,
    langKey: 'it',
    gender: 'F',
    birthdate: '1990-05-17',
    webClientRequest: { brandId: 3, preferredStoreId: null, multisiteOptin: 'N', dataOptin: 'Y', newsOptin: 'N', country: 'IT' },
    ...overrides,
  };
}

export function loginBody(username: string, password: string, overrides: Partial<LoginRequest> = {}): LoginRequest {
  return { customerCode: 'TRAMA', username, password, brandId: 3, rememberMe: false, ...overrides };
}

/** A mail as the dev outbox lists it: the message sent, its row id and the link it carries. */
export interface OutboxMessage extends MailMessage {
  id: number;
  link: string | null;
}

export async function mailsTo(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ url: '/api/dev/outbox', query: { to } });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The key at the end of the newest mailed link of that kind. */
export async function mailedKey(t: TestApp, to: string, kind: 'activation' | 'password-reset'): Promise<string> {
  const mail = (await mailsTo(t, to)).find((m) => m.kind === kind);
  if (!mail?.link) throw new Error(`no ${kind} mail to ${to}`);
  return decodeURIComponent(mail.link.split('/').pop()!);
}

/** Register, follow the activation mail: an active account signed in through the endpoints. */
export async function registerAndActivate(t: TestApp, overrides: Partial<RegistrationRequest> = {}) {
  const body = registrationBody(overrides);
  const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const key = await mailedKey(t, body.email.toLowerCase(), 'activation');
  const activated = await t.app.inject({ url: '/api/activate', query: { key } });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  return { email: body.email.toLowerCase(), password: body.password, token: activated.json().id_token as string };
}

export async function signIn(t: TestApp, email: string, password: string, overrides: Partial<LoginRequest> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(email, password, overrides) });
  if (res.statusCode !== 200) throw new Error(`authenticate: ${res.statusCode} ${res.body}`);
  return res.json().id_token;
}

export interface TestCustomer {
  customerId: number;
  webClientId: number;
  email: string;
  token: string;
}

/**
 * A customer row with a web client on `brandId`, and a token from the app's own signer: fast,
 * for tests about what a signed-in customer may do rather than about signing in.
 */
export async function customerWithToken(t: TestApp, brandId = 3, validitySeconds = 3600): Promise<TestCustomer> {
  const email = uniqueEmail('token');
  const [customer] = await queryRows<{ customerId: number }>(
    t,
    `insert into customers (email, first_name, last_name, customer_code, activated, password_hash)
     values ($1, 'Test', 'Cliente', 'TRAMA', true, null) returning customer_id as "customerId"`,
    [email],
  );
  const [webClient] = await queryRows<{ webClientId: number }>(
    t,
    `insert into web_clients (customer_id, brand_id) values ($1, $2) returning web_client_id as "webClientId"`,
    [customer!.customerId, brandId],
  );
  const token = await t.app.tokenService.sign(
    { email, customerId: customer!.customerId, webClientId: webClient!.webClientId, brandId, tokenVersion: 0 },
    validitySeconds,
  );
  return { customerId: customer!.customerId, webClientId: webClient!.webClientId, email, token };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens every secured endpoint must refuse, built from the claims of a valid one. */
export async function badTokens(t: TestApp, valid: TestCustomer): Promise<Record<string, string>> {
  const claims = { customerId: valid.customerId, webClientId: valid.webClientId, brandId: 3 };
  const now = Math.floor(Date.now() / 1000);
  const sign = (alg: string, key: Uint8Array, payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg }).setSubject(valid.email).setIssuedAt(now - 10).setExpirationTime(now + 3600).sign(key);
  const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!');
  const [header, payload, signature] = valid.token.split('.');
  const tamperedPayload = base64url({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), webClientId: valid.webClientId + 1 });
  return {
    expired: await t.app.tokenService.sign(
      { email: valid.email, customerId: valid.customerId, webClientId: valid.webClientId, brandId: 3, tokenVersion: 0 },
      60,
      new Date(Date.now() - 3_600_000),
    ),
    forged: await sign('HS256', otherSecret, claims),
    hs512: await sign('HS512', new Uint8Array(64).fill(7), claims),
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, sub: valid.email, iat: now, exp: now + 3600 })}.`,
    tampered: `${header}.${tamperedPayload}.${signature}`,
    missingClaim: await sign('HS256', await appSecret(t), { customerId: valid.customerId }),
    // Signed with the right key (as if it leaked): the version must still match the database.
    noTokenVersion: await sign('HS256', await appSecret(t), claims),
    forgedTokenVersion: await sign('HS256', await appSecret(t), { ...claims, tokenVersion: 7 }),
    textTokenVersion: await sign('HS256', await appSecret(t), { ...claims, tokenVersion: '0' }),
    garbage: 'not.a.token',
  };
}

/** The generated dev key, for a token signed right but missing claims. */
async function appSecret(t: TestApp): Promise<Uint8Array> {
  const [row] = await queryRows<{ value: string }>(t, `select value from app_secrets where name = 'jwt-hs256'`);
  return new TextEncoder().encode(row!.value);
}

/** Registration overrides for a multisite customer (account §5: only they may change the password). */
export const MULTISITE: Partial<RegistrationRequest> = {
  webClientRequest: { ...registrationBody().webClientRequest, multisiteOptin: 'Y' },
};
