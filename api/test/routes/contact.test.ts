/**
 * Long on purpose: one test a rule of the contact form, sharing one app and its captcha solving.
 *
 * Account §2 Contact, §5 Contact form, §7 contact message and support ticket through the API: the
 * form's subjects, the ALTCHA captcha (solved here as the widget does), the stored ticket, and the
 * help-desk forwarding against a real local HTTP receiver.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, FORM_LIMITS_LIFTED, testAuthConfig, type TestApp } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';
import { buildApp } from '../../src/app.ts';
import { contactConfigFromEnv } from '../../src/config.ts';

/** A desk that answers 503 to the first `failures` posts, then 201; it records every body. */
class DeskReceiver {
  readonly bodies: unknown[] = [];
  accepted = 0;
  failures: number;
  private server: Server | null = null;
  constructor(failures: number) {
    this.failures = failures;
  }
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        this.bodies.push(JSON.parse(text));
        if (this.failures > 0) {
          this.failures -= 1;
          res.writeHead(503).end('busy');
          return;
        }
        this.accepted += 1;
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/tickets`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** An app with the captcha kept cheap and the help desk at `url`, retrying every 150 ms. */
async function appWithDesk(url: string | null): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, { ALTCHA_MAX_NUMBER: '2000', HELP_DESK_RETRY_BASE_MS: '150', HELP_DESK_RETRY_MAX_MS: '300', HELP_DESK_POLL_MS: '100' });
  if (url) process.env.HELP_DESK_URL = url;
  else delete process.env.HELP_DESK_URL;
  try {
    return await createTestApp({ auth: { rateLimits: FORM_LIMITS_LIFTED } });
  } finally {
    process.env = saved;
  }
}

async function setSupportDesk(t: TestApp, on: boolean): Promise<void> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const doc = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
  doc.flags['support-desk'].defaultVariant = on ? 'on' : 'off';
  await writeFile(t.paths.flagsFile, JSON.stringify(doc));
}

/** What the widget does: fetch a challenge, find the number, send the base64 JSON payload. */
async function solved(t: TestApp, challenge?: Record<string, unknown>): Promise<string> {
  const c: Record<string, unknown> = challenge ?? (await t.app.inject({ url: '/api/external/altcha/challenge' })).json();
  const solution = await solveChallenge(c.challenge as string, c.salt as string, c.algorithm as string, 2000).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature, took: 1 })).toString('base64');
}

const ticket = (altcha: string | undefined, overrides: Record<string, unknown> = {}) => ({
  brandId: 3,
  contactName: 'Giulia Bianchi',
  contactPhone: '3331234567',
  contactEmail: 'Giulia@Example.com',
  ticketSubjectCode: 'ORD',
  ticketMessage: 'Dov’è il mio ordine?',
  orderId: '123456',
  ticketMessageFrom: 'C',
  language: 'it',
  country: 'IT',
  altcha,
  ...overrides,
});

const send = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/external/tickets', payload, headers });

const ticketCount = async (t: TestApp) => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from tickets'))[0]!.n;

const outboxOf = async (t: TestApp, ticketId: number) =>
  (
    await queryRows<{ status: string; attempts: number; lastError: string | null; sentAt: Date | null }>(
      t,
      'select status, attempts, last_error as "lastError", sent_at as "sentAt" from help_desk_outbox where ticket_id = $1',
      [ticketId],
    )
  )[0];

describe('contact form and captcha (account §5 Contact form)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithDesk(null);
  });
  afterAll(() => t.close());

  it('§3 subject list: GET /api/external/contact/form answers {code, subject} in the language, without SHO or RET', async () => {
    const it = (await t.app.inject({ url: '/api/external/contact/form?brandId=3&language=it' })).json();
    expect(it.subjects[0]).toEqual({ code: 'ORD', subject: 'Il mio ordine' });
    expect(it.subjects.map((s: { code: string }) => s.code)).not.toContain('SHO');
    const en = (await t.app.inject({ url: '/api/external/contact/form?brandId=3&language=en' })).json();
    expect(en.subjects[0]).toEqual({ code: 'ORD', subject: 'My order' });
    expectApiError(await t.app.inject({ url: '/api/external/contact/form?brandId=999&language=it' }), 404, 'BRAND_NOT_FOUND');
  });

  it('the challenge is a signed ALTCHA v1 challenge with an expiry, never cached', async () => {
    const res = await t.app.inject({ url: '/api/external/altcha/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), signature: expect.any(String), maxnumber: 2000 });
    expect(res.json().salt).toMatch(/\?expires=\d+/);
  });

  it('§5 a visitor with a solved captcha is answered 201 {ticketId}; the ticket is stored as sent, without a web client', async () => {
    const res = await send(t, ticket(await solved(t)));
    expect(res.statusCode, res.body).toBe(201);
    const { ticketId } = res.json();
    const [row] = await queryRows(t, 'select * from tickets where ticket_id = $1', [ticketId]);
    expect(row).toMatchObject({
      brand_id: 3,
      web_client_id: null,
      subject_code: 'ORD',
      contact_name: 'Giulia Bianchi',
      contact_email: 'giulia@example.com',
      contact_phone: '3331234567',
      message: 'Dov’è il mio ordine?',
      order_reference: '123456',
      message_from: 'C',
      language: 'it',
      country: 'IT',
    });
  });

  it("§6 a customer's bearer links the ticket to the token's web client, whatever the body says", async () => {
    const customer = await customerWithToken(t);
    const res = await send(t, { ...ticket(await solved(t)), webClientId: 1 }, bearer(customer.token));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await queryRows<{ webClientId: number }>(t, 'select web_client_id as "webClientId" from tickets where ticket_id = $1', [res.json().ticketId]);
    expect(row!.webClientId).toBe(customer.webClientId);
    // An invalid bearer is refused, never silently a visitor.
    expectApiError(await send(t, ticket(await solved(t)), bearer('nope')), 401, 'UNAUTHORIZED');
  });

  it('§8 captcha missing: 422 CAPTCHA_INVALID with validation.required on recaptcha; nothing stored', async () => {
    const before = await ticketCount(t);
    const res = await send(t, ticket(undefined));
    expectApiError(res, 422, 'CAPTCHA_INVALID');
    expect(res.json()).toMatchObject({ messageKey: 'validation.required', fields: { recaptcha: 'validation.required' } });
    expect(await ticketCount(t)).toBe(before);
  });

  it('§5 captcha wrong: a wrong number, a forged signature or garbage is 422 CAPTCHA_INVALID', async () => {
    const before = await ticketCount(t);
    const good = JSON.parse(Buffer.from(await solved(t), 'base64').toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    const forged = Buffer.from(JSON.stringify({ ...good, signature: 'f'.repeat(64) })).toString('base64');
    for (const altcha of [wrongNumber, forged, 'bm90IGpzb24=', '!!!']) expectApiError(await send(t, ticket(altcha)), 422, 'CAPTCHA_INVALID', altcha);
    expect(await ticketCount(t)).toBe(before);
  });

  it('§5 captcha expired: a solution of an expired challenge is 422 CAPTCHA_INVALID', async () => {
    const old = await t.app.captchaService.challenge(new Date(Date.now() - 10 * 60_000));
    const res = await send(t, ticket(await solved(t, old as unknown as Record<string, unknown>)));
    expectApiError(res, 422, 'CAPTCHA_INVALID');
  });

  it('§5 captcha replayed: the same solution twice is 409 CAPTCHA_REPLAYED, the second ticket is not stored', async () => {
    const altcha = await solved(t);
    expect((await send(t, ticket(altcha))).statusCode).toBe(201);
    const before = await ticketCount(t);
    expectApiError(await send(t, ticket(altcha, { ticketMessage: 'di nuovo' })), 409, 'CAPTCHA_REPLAYED');
    expect(await ticketCount(t)).toBe(before);
  });

  it('§5 two racing sends of one solution store one ticket (the unique key decides)', async () => {
    const altcha = await solved(t);
    const answers = await Promise.all([send(t, ticket(altcha)), send(t, ticket(altcha))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no name', { contactName: ' ' }, 'contactName', 'validation.required'],
    ['no e-mail', { contactEmail: '' }, 'contactEmail', 'validation.required'],
    ['a malformed e-mail', { contactEmail: 'giulia@' }, 'contactEmail', 'validation.email'],
    ['no message', { ticketMessage: '' }, 'ticketMessage', 'validation.required'],
    ['a message over 2000', { ticketMessage: 'm'.repeat(2001) }, 'ticketMessage', 'contact.tooLong'],
    ['a subject outside the list', { ticketSubjectCode: 'SHO' }, 'ticketSubjectCode', 'validation.required'],
    ['an order number of 10 digits', { orderId: '1234567890' }, 'orderId', 'contact.orderNumber'],
    ['an order number with letters', { orderId: '12A' }, 'orderId', 'contact.orderNumber'],
  ])('§5 %s is 422 INVALID_CONTACT with fields.%s; nothing stored and the captcha is not spent', async (_label, change, field, key) => {
    const altcha = await solved(t);
    const before = await ticketCount(t);
    const res = await send(t, ticket(altcha, change));
    expectApiError(res, 422, 'INVALID_CONTACT');
    expect(res.json().fields).toMatchObject({ [field]: key });
    expect(await ticketCount(t)).toBe(before);
    // Corrected, the same solution still goes through.
    expect((await send(t, ticket(altcha))).statusCode).toBe(201);
  });

  it('§9 an order number of 9 digits, a numeric one, or none is accepted', async () => {
    for (const orderId of ['123456789', 42, null]) expect((await send(t, ticket(await solved(t), { orderId }))).statusCode, String(orderId)).toBe(201);
  });
});

describe('help-desk forwarding (account §7 support ticket)', () => {
  let desk: DeskReceiver;
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
    await desk?.stop();
  });

  /** A desk that answers `failures` 503s before accepting, an app forwarding to it with the flag `on`, one ticket sent (201): its id. */
  async function ticketWithDesk(failures: number, on: boolean): Promise<number> {
    desk = new DeskReceiver(failures);
    t = await appWithDesk(await desk.start());
    await setSupportDesk(t, on);
    const res = await send(t, ticket(await solved(t)));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().ticketId;
  }

  it('§7 flag on: the ticket is stored, the desk answers 503 then accepts: forwarded after a retry, exactly once', async () => {
    const ticketId = await ticketWithDesk(1, true);
    const row = await until(() => outboxOf(t!, ticketId), (r) => r?.status === 'SENT');
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null, sentAt: expect.any(Date) });
    expect(desk.bodies).toHaveLength(2);
    expect(desk.bodies[1]).toEqual({
      comment: 'Dov’è il mio ordine?\n\nOrdine n. 123456',
      email: 'giulia@example.com',
      name: 'Giulia Bianchi',
      subject: 'Il mio ordine',
      brandId: 3,
    });
    // Several poll intervals later, still accepted once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(desk.accepted).toBe(1);
    expect(desk.bodies).toHaveLength(2);
  });

  it('§7 the desk down: the ticket is stored and stays pending with its attempts recorded; the desk back, the retry loop delivers it', async () => {
    desk = new DeskReceiver(0);
    const url = await desk.start();
    await desk.stop();
    t = await appWithDesk(url);
    await setSupportDesk(t, true);
    const res = await send(t, ticket(await solved(t)));
    expect(res.statusCode, res.body).toBe(201);
    const { ticketId } = res.json();
    const pending = await until(() => outboxOf(t!, ticketId), (r) => (r?.attempts ?? 0) >= 2);
    expect(pending).toMatchObject({ status: 'PENDING', sentAt: null, lastError: expect.any(String) });
    expect(pending!.attempts).toBeGreaterThanOrEqual(2);
    expect((await queryRows(t, 'select 1 from tickets where ticket_id = $1', [ticketId])).length).toBe(1);

    // The desk comes back on the same address: the retry loop delivers the ticket.
    desk = new DeskReceiver(0);
    await desk.start(Number(new URL(url).port));
    const sent = await until(() => outboxOf(t!, ticketId), (r) => r?.status === 'SENT');
    expect(sent?.status).toBe('SENT');
    expect(desk.accepted).toBe(1);
  });

  it('§7 a ticket left pending by a stopped API is sent by the next one at start-up', async () => {
    desk = new DeskReceiver(0);
    const url = await desk.start();
    // First API: no desk configured, the forward stays pending when it stops.
    t = await appWithDesk(null);
    await setSupportDesk(t, true);
    const { ticketId } = (await send(t, ticket(await solved(t)))).json();
    expect(await outboxOf(t, ticketId)).toMatchObject({ status: 'PENDING', attempts: 0 });
    const next = await buildApp({
      databaseUrl: t.database.url,
      paths: t.paths,
      poolSize: 2,
      auth: testAuthConfig(),
      contact: { ...contactConfigFromEnv({}), helpDeskUrl: url, helpDeskPollMs: 100, helpDeskRetryBaseMs: 100 },
    });
    try {
      await next.ready();
      const row = await until(() => outboxOf(t!, ticketId), (r) => r?.status === 'SENT');
      expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(desk.accepted).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('§7 flag off: the ticket is stored and nothing is forwarded', async () => {
    const ticketId = await ticketWithDesk(0, false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await outboxOf(t!, ticketId)).toBeUndefined();
    expect(desk.bodies).toHaveLength(0);
  });
});
