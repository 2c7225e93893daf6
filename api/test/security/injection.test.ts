/**
 * SQL and HTML injection: hostile strings in every text field the API accepts never cause a 500,
 * never change the schema or other rows (parameterised queries), are stored exactly as sent, and
 * come out escaped where the API renders HTML (the local mailbox shows names from the
 * activation e-mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSize, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { bearer, customerWithToken, loginBody, registerAndActivate, registrationBody, uniqueEmail } from '../helpers/auth.ts';
import { expectTablesIntact, rowCounts } from '../helpers/security.ts';
import { withCheapCaptcha } from '../helpers/cheap-captcha.ts';
import { solvedCaptcha } from '../helpers/shopper.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Each fits the shortest text field it is sent in (names: 30 characters). */
const SQL = ["' OR 1=1 --", "'); DROP TABLE customers; --", '1; DELETE FROM brands', "\\'; select pg_sleep(5); --", '%_%'];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')", '{{7*7}}${7*7}'];
const HOSTILE = [...SQL, ...HTML];

let t: TestApp;
let jewel: SizeFixture;
let token: string;
beforeAll(async () => {
  t = await withCheapCaptcha(() =>
    createTestApp({
      auth: { rateLimits: { authenticatePerEmail: 10_000, authenticatePerIp: 10_000, checkEmailPerIp: 10_000, resetPerEmail: 10_000, resetPerIp: 10_000 } },
    }),
  );
  jewel = await findSize(t, 'p.menu_id = 51 and s.old_price is null and s.starting_price > 0 and s.web_inventory >= 10');
  token = (await customerWithToken(t)).token;
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST'; url: string; query?: Record<string, string>; payload?: object; headers?: Record<string, string> };

/** Every request that carries a client text, with `s` in that text. */
function callsWith(s: string): Call[] {
  const email = `x${Math.random().toString(36).slice(2, 8)}@example.com`;
  return [
    { method: 'POST', url: '/api/checkemail', payload: { email: s, customerCode: s } },
    { method: 'POST', url: '/api/checkemail', payload: { email, customerCode: s } },
    { method: 'POST', url: '/api/register', payload: registrationBody({ email: s }) },
    { method: 'POST', url: '/api/register', payload: { ...registrationBody(), langKey: s.slice(0, 10), customerCode: s } },
    { method: 'POST', url: '/api/register', payload: { ...registrationBody(), password: s } },
    { method: 'POST', url: '/api/authenticate', payload: loginBody(s, s) },
    { method: 'POST', url: '/api/authenticate', payload: loginBody('demo@trama.shop', s, { customerCode: s, browserId: s, country: s.slice(0, 2) }) },
    { url: '/api/activate', query: { key: s } },
    { method: 'POST', url: '/api/account/reset-password/init', payload: { mail: s, customerCode: s } },
    { method: 'POST', url: '/api/account/reset-password/finish', payload: { key: s, newPassword: 'valida-1' } },
    { method: 'POST', url: '/api/account/change-password', payload: { currentPassword: s, newPassword: s }, headers: bearer(token) },
    { method: 'POST', url: '/api/external/azure/zg-newsletter-create', payload: { email: s, brandId: 3, mailingID: s, brandStore: s } },
    { url: '/api/external/search', query: { criteria: s } },
    { url: '/api/external/web-discount/validate-discount', query: { discountCode: s } },
    { method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [{ productId: jewel.productId, size: s, quantity: 1 }], discountCode: s } },
    { method: 'POST', url: '/api/external/basket/check-stock', payload: { lines: [{ productId: jewel.productId, size: s, quantity: 1 }] } },
    { url: '/api/external/product/by-canonical-url', query: { menu: s, canonicalUrl: s } },
    { url: '/api/external/product/by-canonical-url', query: { menu: s, canonicalUrl: 'lenzuolo' } },
    { url: '/api/external/product/get-barcodes-by-product-cluster-id', query: { productClusterId: s } },
    { url: '/api/external/clickstream/recommended-products', query: { browserId: s } },
    { method: 'POST', url: '/api/external/product/catalogue/menu/11', payload: { filters: [{ searchFilter: 'COLOR', values: [s] }] } },
    { method: 'POST', url: '/ofrep/v1/evaluate/flags', payload: { context: { targetingKey: s, email: s } } },
    { method: 'POST', url: `/ofrep/v1/evaluate/flags/${encodeURIComponent(s)}`, payload: { context: {} } },
    { url: `/media/products/${encodeURIComponent(s)}.svg` },
    { url: `/media/products/${encodeURIComponent(s)}-1.jpg`, query: { w: s } },
    { url: '/api/external/menu', headers: { language: s, brand: s } },
    { url: '/api/dev/outbox', query: { to: s } },
  ];
}

describe('hostile strings in every text field', () => {
  // One test per string: each sends 26 requests, some through scrypt, so one 30 s budget for all
  // nine strings timed out on a loaded 2-core machine.
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts(t);
  });

  it.each(HOSTILE)('%s: never a 500, always JSON for /api', async (s) => {
    for (const call of callsWith(s)) {
      const res = await t.app.inject({ method: call.method ?? 'GET', url: call.url, query: call.query, payload: call.payload, headers: call.headers });
      const context = `${call.method ?? 'GET'} ${call.url} with ${s}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      if (call.url.startsWith('/api')) expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
    }
  });

  it('after all of them the schema and the other rows are untouched', async () => {
    await expectTablesIntact(t);
    const after = await rowCounts(t);
    // Nothing deleted anywhere; only the tables a request may add to grew.
    for (const [table, count] of Object.entries(before)) expect(after[table], table).toBeGreaterThanOrEqual(count);
    for (const table of ['brands', 'products', 'product_sizes', 'coupons', 'menu_items', 'stores']) expect(after[table], table).toBe(before[table]);
    // The demo account still signs in with its own password (no `OR 1=1` sign-in happened).
    const demo = await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody('demo@trama.shop', 'trama2026') });
    expect(demo.statusCode).toBe(200);
  });

  it("a sign-in with `' OR 1=1 --` as e-mail or password is refused like any wrong password", async () => {
    for (const s of SQL) {
      expect((await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody('demo@trama.shop', s) })).statusCode, s).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/authenticate', payload: loginBody(s, s) })).statusCode, s).toBe(401);
    }
  });

  it('search and discount codes treat the strings as text: no match, no error', async () => {
    for (const s of HOSTILE) {
      const search = await t.app.inject({ url: '/api/external/search', query: { criteria: s } });
      expect([200, 400], s).toContain(search.statusCode);
      if (search.statusCode === 400) expect(search.json().code, s).toBe('INVALID_CRITERIA');
      const code = await t.app.inject({ url: '/api/external/web-discount/validate-discount', query: { discountCode: s } });
      expect(code.statusCode, s).toBe(200);
      expect(code.json(), s).toMatchObject({ valid: false, reason: 'UNKNOWN', discountCode: s.trim().toUpperCase() });
    }
    // `%_%` is not a LIKE wildcard for the code lookup: it matches no coupon.
    expect((await t.app.inject({ url: '/api/external/web-discount/validate-discount', query: { discountCode: '%' } })).json().valid).toBe(false);
  });
});

describe('stored exactly as sent (parameterised queries)', () => {
  it('registration names are stored verbatim', async () => {
    for (const [i, s] of HOSTILE.entries()) {
      const body = registrationBody({ email: uniqueEmail(`inj${i}`), firstName: s, lastName: s });
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode, `${s}: ${res.body}`).toBe(201);
      const [row] = await queryRows<{ firstName: string; lastName: string }>(
        t,
        'select first_name as "firstName", last_name as "lastName" from customers where email = $1',
        [body.email],
      );
      expect(row, s).toEqual({ firstName: s, lastName: s });
    }
  });

  it('newsletter mailing ids, clickstream texts and basket sizes come back unchanged', async () => {
    for (const s of HOSTILE) {
      const email = uniqueEmail('news');
      expect((await t.app.inject({ method: 'POST', url: '/api/external/azure/zg-newsletter-create', payload: { email, brandId: 3, mailingID: s, altcha: await solvedCaptcha(t) } })).statusCode).toBe(200);
      const [subscription] = await queryRows<{ mailingId: string }>(t, 'select mailing_id as "mailingId" from newsletter_subscriptions where email = $1', [email]);
      expect(subscription!.mailingId, s).toBe(s);

      const browserId = `b-${Math.random().toString(36).slice(2)}${s}`;
      const event = {
        brandId: 3,
        browserType: s,
        clickTime: '2026-11-22T10:00:00.000Z',
        ipAddress: s,
        menuId: 11,
        product: s,
        orginUrl: `http://localhost:8080/it?q=${s}`,
        recommended: false,
        productId: null,
        browserId,
        browserOS: s,
        browserPlatform: s,
        browserCountry: s.slice(0, 10),
      };
      const created = await t.app.inject({ method: 'POST', url: '/api/external/clickstream/create', payload: event });
      expect(created.statusCode, `${s}: ${created.body}`).toBe(201);
      const [stored] = await queryRows<Record<string, string>>(
        t,
        'select product, origin_url as "originUrl", browser_type as "browserType", browser_os as "browserOs", ip_address as "ipAddress" from clickstream_events where browser_id = $1',
        [browserId],
      );
      expect(stored, s).toEqual({ product: s, originUrl: event.orginUrl, browserType: s, browserOs: s, ipAddress: s });

      const priced = await t.app.inject({
        method: 'POST',
        url: '/api/external/basket/pricing',
        payload: { lines: [{ productId: jewel.productId, size: s, quantity: 1 }] },
      });
      expect(priced.statusCode).toBe(200);
      expect(priced.json().unknownLines, s).toEqual([{ productId: jewel.productId, size: s }]);
    }
  });
});

describe('echoed escaped where the API renders HTML', () => {
  it('the reset e-mail of an activated account greets the shopper by name; the mailbox pages show the name escaped, never as markup', async () => {
    const name = '<script>alert(1)</script>';
    const last = '"><img src=x onerror=alert(1)>';
    // Issue 29 §4: only an activated (confirmed) address is greeted by the name typed at registration.
    const { email } = await registerAndActivate(t, { email: uniqueEmail('xss'), firstName: name, lastName: last });
    await t.app.inject({ method: 'POST', url: '/api/account/reset-password/init', payload: { mail: email, customerCode: 'TRAMA' } });
    const [mail] = (await t.app.inject({ url: '/api/dev/outbox', query: { to: email } })).json() as { id: number; text: string; html: string }[];
    expect(mail!.text).toContain(name);
    // The e-mail's own HTML escapes it too.
    expect(mail!.html).not.toContain(name);
    expect(mail!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');

    const page = await t.app.inject({ url: `/dev/mailbox/${mail!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.body).not.toContain('<script');
    // And no script could run there anyway.
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'none'/);
  });

  it('an HTML e-mail address in the outbox listing is escaped', async () => {
    // A valid address with characters that matter in HTML (quotes, ampersand, apostrophe).
    const email = `o'neil&"x${Date.now()}@example.com`.toLowerCase();
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ email }) });
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.body).not.toContain(email);
    expect(list.body).toContain('o&#39;neil&#38;&#34;x');
  });
});
