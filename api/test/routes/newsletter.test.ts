import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperTestApp as cheapCaptchaApp, solvedCaptcha } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { mailsTo } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { until } from '../helpers/until.ts';

let t: TestApp;
beforeAll(async () => {
  t = await cheapCaptchaApp();
});
afterAll(() => t.close());

const URL = '/api/external/azure/zg-newsletter-create';
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object });
/** What the footer form and the popup send: the fields and a freshly solved captcha. */
const subscribe = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload: { ...payload, altcha: await solvedCaptcha(t) }, headers });
const confirm = (key: string) => t.app.inject({ method: 'POST', url: '/api/external/newsletter/confirm', payload: { key } });

async function confirmed(email: string): Promise<boolean> {
  const rows = await queryRows(t, 'select 1 from newsletter_subscriptions where email = $1 and brand_id = 3 and confirmed_at is not null', [email]);
  return rows.length > 0;
}

/** The key of the newest confirmation e-mail to `email` (sent just after the answer). */
async function confirmationKey(email: string): Promise<string> {
  const [mail] = await until(() => mailsTo(t, email), (mails) => mails.length > 0);
  if (!mail?.link) throw new Error(`no confirmation mail to ${email}`);
  return mail.link.split('/').pop()!;
}

async function subscriptions(email: string): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`);
  return (result.rows[0] as { n: number }).n;
}

async function spentCaptchas(): Promise<number> {
  const result = await t.app.db.execute(sql`select count(*)::int as n from captcha_solutions`);
  return (result.rows[0] as { n: number }).n;
}

describe('POST /api/external/azure/zg-newsletter-create', () => {
  it('[29.6] one answer for a new, a pending and a subscribed address: same status, same body, never alreadySubscribed', async () => {
    const email = 'giulia.rossi@example.it';
    const answers = [];
    answers.push(await subscribe({ email: 'Giulia.Rossi@Example.it', brandId: 3, mailingID: 'TC-NL-2025' }));
    answers.push(await subscribe({ email, brandId: 3 }));
    await confirm(await confirmationKey(email));
    answers.push(await subscribe({ email, brandId: 3 }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'SUCCESS', result: 'OK' });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await subscriptions(email)).toBe(1);
  });

  it('[29.6] double opt-in: the form only mails a link; the address is subscribed once the link is followed, and the link works once', async () => {
    const email = 'marco@example.com';
    expect((await subscribe({ email: 'MARCO@example.com', brandId: 3 }, { language: 'en' })).statusCode).toBe(200);
    expect(await confirmed(email)).toBe(false);
    const [mail] = await until(() => mailsTo(t, email), (mails) => mails.length > 0);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', language: 'en', subject: 'Confirm your subscription to the Trama newsletter' });
    expect(mail!.link).toMatch(/^http:\/\/localhost:8080\/en\/newsletter\/confirm\/[A-Za-z0-9_-]{43}$/);
    const key = mail!.link!.split('/').pop()!;
    // Only the key's hash is stored.
    expect(await queryRows(t, 'select 1 from newsletter_subscriptions where confirm_key_hash = $1', [key])).toEqual([]);

    const res = await confirm(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', result: 'OK', email });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await confirmed(email)).toBe(true);
    const again = await confirm(key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'NEWSLETTER_KEY_INVALID', messageKey: 'newsletterConfirm.failed' });

    // Subscribed: the form answers the same and mails nothing more.
    expect((await subscribe({ email, brandId: 3 })).json()).toEqual({ status: 'SUCCESS', result: 'OK' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('[29.6] a link expires: after 3 days it is refused and the address stays unsubscribed; a new request mails a new link', async () => {
    const email = 'late@example.com';
    await subscribe({ email, brandId: 3 });
    const key = await confirmationKey(email);
    await queryRows(t, `update newsletter_subscriptions set confirm_key_expires_at = now() - interval '1 second' where email = $1`, [email]);
    expect((await confirm(key)).json()).toMatchObject({ code: 'NEWSLETTER_KEY_INVALID' });
    expect(await confirmed(email)).toBe(false);
    for (const bad of ['unknown-key', 'x'.repeat(43)]) expect((await confirm(bad)).statusCode).toBe(400);
    await subscribe({ email, brandId: 3 });
    const fresh = await until(() => mailsTo(t, email), (mails) => mails.length > 1);
    const freshKey = fresh[0]!.link!.split('/').pop()!;
    expect(freshKey).not.toBe(key);
    expect((await confirm(freshKey)).statusCode).toBe(200);
    expect(await confirmed(email)).toBe(true);
  });

  it('[29.12] the demo customer, whose sign-up opt-in is Y on an activated account, is subscribed', async () => {
    expect(await confirmed('demo@trama.shop')).toBe(true);
  });

  it('[29.6] the confirmation e-mail holds nothing the visitor wrote (it goes to an unconfirmed address)', async () => {
    const email = 'lure@example.com';
    await subscribe({ email, brandId: 3, mailingID: 'https://evil.example' });
    const [mail] = await until(() => mailsTo(t, email), (mails) => mails.length > 0);
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain('evil');
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
