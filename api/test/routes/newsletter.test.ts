import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/external/azure/zg-newsletter-create', payload: payload as object });

async function subscriptions(email: string): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`);
  return (result.rows[0] as { n: number }).n;
}

describe('POST /api/external/azure/zg-newsletter-create', () => {
  it('§4 a new address is stored and answered SUCCESS / OK', async () => {
    const res = await subscribe({ email: 'Giulia.Rossi@Example.it', brandId: 3, mailingID: 'TC-NL-2025' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', result: 'OK', alreadySubscribed: false });
    expect(await subscriptions('giulia.rossi@example.it')).toBe(1);
  });

  it('§4 subscribing twice is still a success and stores one row', async () => {
    await subscribe({ email: 'marco@example.com', brandId: 3 });
    const again = await subscribe({ email: 'MARCO@example.com', brandId: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'SUCCESS', result: 'OK', alreadySubscribed: true });
    expect(await subscriptions('marco@example.com')).toBe(1);
  });

  it('§5 refuses addresses that break the e-mail format, with message key footer.news.6', async () => {
    for (const email of ['no-at-sign.it', 'a b@example.it', 'anna@example', 'anna@example.i', 'anna(x)@example.it', '@example.it']) {
      const res = await subscribe({ email, brandId: 3 });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', messageKey: 'footer.news.6' });
    }
  });

  it('§5 the brand must be found', async () => {
    const res = await subscribe({ email: 'anna@example.it', brandId: 999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BRAND_NOT_FOUND', messageKey: 'footer.news.6' });
  });

  it('answers 400 for a wrong body', async () => {
    for (const payload of [{}, { email: 'anna@example.it' }, { brandId: 3 }, { email: '', brandId: 3 }, { email: { address: 'anna@example.it' }, brandId: 3 }, { email: 'anna@example.it', brandId: 'tre' }, []]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/external/azure/zg-newsletter-create',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "anna@example.it",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });
});
