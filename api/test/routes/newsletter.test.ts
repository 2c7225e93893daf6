import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperTestApp as cheapCaptchaApp, solvedCaptcha } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await cheapCaptchaApp();
});
afterAll(() => t.close());

const URL = '/api/external/azure/zg-newsletter-create';
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object });
/** What the footer form and the popup send: the fields and a freshly solved captcha. */
const subscribe = async (payload: Record<string, unknown>) => post({ ...payload, altcha: await solvedCaptcha(t) });

async function subscriptions(email: string): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`);
  return (result.rows[0] as { n: number }).n;
}

async function spentCaptchas(): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from captcha_solutions`);
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
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "anna@example.it",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });
});

describe('the newsletter captcha (issue 16: ALTCHA on the footer form and the popup)', () => {
  it('§4 captcha missing: 422 CAPTCHA_INVALID with footer.news.6; nothing stored', async () => {
    const res = await post({ email: 'no-captcha@example.it', brandId: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_INVALID', messageKey: 'footer.news.6' });
    expect(await subscriptions('no-captcha@example.it')).toBe(0);
  });

  it('§4 captcha wrong: a wrong number, a forged signature or garbage is 422 CAPTCHA_INVALID; nothing stored', async () => {
    const good = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString()) as Record<string, unknown>;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongNumber = encode({ ...good, number: (good.number as number) + 1 });
    const forged = encode({ ...good, signature: 'f'.repeat(64) });
    for (const altcha of [wrongNumber, forged, 'bm90IGpzb24=', '!!!']) {
      const res = await post({ email: 'wrong-captcha@example.it', brandId: 3, altcha });
      expect(res.statusCode, altcha).toBe(422);
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_INVALID', messageKey: 'footer.news.6' });
    }
    expect(await subscriptions('wrong-captcha@example.it')).toBe(0);
  });

  it('§4 captcha replayed: the same solution twice is 409 CAPTCHA_REPLAYED, the second address is not stored', async () => {
    const altcha = await solvedCaptcha(t);
    expect((await post({ email: 'first@example.it', brandId: 3, altcha })).statusCode).toBe(200);
    const replay = await post({ email: 'second@example.it', brandId: 3, altcha });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_REPLAYED', messageKey: 'footer.news.6' });
    expect(await subscriptions('second@example.it')).toBe(0);
  });

  it('§5 a refused address does not spend the captcha: corrected, the same solution subscribes', async () => {
    const altcha = await solvedCaptcha(t);
    const before = await spentCaptchas();
    expect((await post({ email: 'typo@example', brandId: 3, altcha })).statusCode).toBe(400);
    expect(await spentCaptchas()).toBe(before);
    const res = await post({ email: 'typo@example.it', brandId: 3, altcha });
    expect(res.statusCode).toBe(200);
    expect(await subscriptions('typo@example.it')).toBe(1);
  });
});
