/**
 * Issue 18 §5, "a test sends the halves of an attack to different instances", over real HTTP at
 * the end of the multi-instance run: each half goes to an instance's own port, not through the
 * balancer, so the two halves surely meet different processes. What must stop the second half is
 * kept in PostgreSQL (architecture §4), never in one process's memory. The rate limits are raised
 * for the run's load, so their half is left to api/test/security/cross-instance.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { SHOP_HEADERS } from '../bench/load.ts';
import { HOME_DELIVERY, orderBody, type CheckoutIngredients } from './checkout-cycle.ts';
import { solvedCaptcha, subscribe } from './durability.ts';
import type { AttackHalf } from './instances-types.ts';
import { DEMO_ACCOUNT } from './mix.ts';

const JSON_HEADERS = { ...SHOP_HEADERS, 'content-type': 'application/json' };

async function call(origin: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  try {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? SHOP_HEADERS : JSON_HEADERS), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: the status is what counts.
    }
    return { status: response.status, json };
  } catch (error) {
    return { status: 0, json: { error: error instanceof Error ? error.message : String(error) } };
  }
}

const code = (json: unknown) => (json && typeof json === 'object' && 'code' in json ? ` ${String((json as { code: unknown }).code)}` : '');

/** A captcha solution spent on A is refused on B. */
async function captchaReplay(a: string, b: string, brandId: number): Promise<AttackHalf> {
  const altcha = await solvedCaptcha(a);
  const email = (n: number) => `reliability-halves-${randomUUID().slice(0, 8)}-${n}@example.com`;
  const first = await subscribe(a, email(1), brandId, altcha).catch(() => 0);
  const second = await call(b, '/api/external/azure/zg-newsletter-create', { method: 'POST', body: { email: email(2), brandId, altcha } });
  return {
    attack: 'captcha solution replayed (newsletter)',
    first: `A: ${first}`,
    second: `B: ${second.status}${code(second.json)}`,
    held: first >= 200 && first < 300 && second.status === 409,
  };
}

/** An order's Idempotency-Key sent to A, then the same request to B: the same order, no second one. */
async function idempotencyReplay(a: string, b: string, checkout: CheckoutIngredients, brandId: number): Promise<AttackHalf> {
  const key = `rel-halves-${randomUUID()}`;
  const body = orderBody(checkout, brandId, checkout.line, HOME_DELIVERY, key);
  const headers = { authorization: `Bearer ${checkout.token}`, 'idempotency-key': key };
  const post = (origin: string) => call(origin, '/api/external-secured/orders/create', { method: 'POST', headers, body });
  const orderId = (json: unknown) => (Array.isArray(json) ? (json[0] as { orderId?: number } | undefined)?.orderId : undefined);
  const first = await post(a);
  const second = await post(b);
  const ids = [orderId(first.json), orderId(second.json)];
  return {
    attack: 'order sent twice with one Idempotency-Key',
    first: `A: ${first.status} order ${ids[0] ?? '-'}`,
    second: `B: ${second.status} order ${ids[1] ?? '-'}`,
    held: first.status === 201 && second.status === 201 && ids[0] !== undefined && ids[0] === ids[1],
  };
}

/** A token signed out on A is refused on B (storefront §4 Logout: every token of the customer). */
async function revokedToken(a: string, b: string, brandId: number): Promise<AttackHalf> {
  const signIn = await call(a, '/api/authenticate', { method: 'POST', body: { customerCode: '', ...DEMO_ACCOUNT, brandId, rememberMe: false } });
  const token = (signIn.json as { id_token?: string } | null)?.id_token;
  if (!token) return { attack: 'token used after sign-out', first: `A: sign-in ${signIn.status}`, second: 'B: not tried', held: false };
  const auth = { authorization: `Bearer ${token}` };
  const before = await call(b, '/api/external-secured/web-clients', { headers: auth });
  const logout = await call(a, '/api/account/logout', { method: 'POST', headers: auth, body: {} });
  const after = await call(b, '/api/external-secured/web-clients', { headers: auth });
  return {
    attack: 'token used after sign-out',
    first: `A: logout ${logout.status} (B answered ${before.status} before it)`,
    second: `B: ${after.status}${code(after.json)}`,
    held: before.status === 200 && logout.status === 200 && after.status === 401,
  };
}

/**
 * Run after the load and the order writers: the sign-out revokes every token of the demo account,
 * the load's and the writers' included.
 */
export async function attackHalves(origins: [string, string], checkout: CheckoutIngredients | null, brandId: number): Promise<AttackHalf[]> {
  const [a, b] = origins;
  const halves = [await captchaReplay(a, b, brandId)];
  if (checkout) halves.push(await idempotencyReplay(a, b, checkout, brandId));
  halves.push(await revokedToken(a, b, brandId));
  return halves;
}
