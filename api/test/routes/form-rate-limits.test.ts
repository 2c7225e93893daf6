/**
 * Issue 29 §5: the visitor forms (contact, newsletter, personal-shopper booking) are counted in
 * PostgreSQL per e-mail and per client IP, as sign-in is, with the shipped limits (config.ts:
 * 3 per e-mail and 10 per IP in the window), and an e-mail has at most one appointment to come
 * per store. Over a limit: 429 RATE_LIMITED (errors.tooManyRequests) with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { bookableDays, shopperRequest, shopperStores, shopperTestApp, solvedCaptcha, type StoreFixture } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A long window, so a test never straddles two windows; the per-form limits are the shipped ones. */
const WINDOW = 600;
let t: TestApp;
let stores: StoreFixture[];
beforeAll(async () => {
  t = await shopperTestApp({ auth: { rateLimits: { windowSeconds: WINDOW } } });
  stores = await shopperStores(t, true, 2);
});
afterAll(() => t.close());

let ipSequence = 0;
const newIp = () => `10.29.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;
let emailSequence = 0;
const newEmail = (label: string) => `${label}.${process.pid}.${++emailSequence}@example.com`;

function expectLimited(res: Parameters<typeof expectApiError>[0], context: string) {
  expectApiError(res, 429, 'RATE_LIMITED', context);
  expect(res.json(), context).toMatchObject({ messageKey: 'errors.tooManyRequests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= WINDOW, `${context}: Retry-After ${retryAfter}`).toBe(true);
}

const contact = async (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/external/tickets',
    remoteAddress,
    payload: {
      brandId: 3,
      contactName: 'Giulia',
      contactEmail: email,
      ticketSubjectCode: 'ORD',
      ticketMessage: 'Dov’è il mio ordine?',
      language: 'it',
      country: 'IT',
      altcha: await solvedCaptcha(t),
    },
  });

const newsletter = async (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/external/azure/zg-newsletter-create',
    remoteAddress,
    payload: { email, brandId: 3, altcha: await solvedCaptcha(t) },
  });

/** Afternoon slots of the offered days: inside every store's opening hours. */
const freeSlots = bookableDays().flatMap((day) => ['16:00', '16:30', '17:00', '17:30'].map((time) => `${day}T${time}`));
const nextSlot = () => freeSlots.shift()!;

const booking = async (store: StoreFixture, email: string, remoteAddress: string, slot = nextSlot()) =>
  t.app.inject({
    method: 'POST',
    url: '/storeservice/api/external/shopper/appointments',
    remoteAddress,
    payload: shopperRequest(store.storeId, slot, await solvedCaptcha(t), { contactEmail: email }),
  });

type Send = (email: string, remoteAddress: string) => ReturnType<typeof contact>;

/** Ten answered `ok` from one IP, the 11th refused per IP, another IP still answered. */
async function expectIpLimit(send: Send, ok: number, label: string, what: string) {
  const ip = newIp();
  for (let i = 0; i < 10; i++) expect((await send(newEmail(label), ip)).statusCode, `${what} ${i + 1}`).toBe(ok);
  expectLimited(await send(newEmail(label), ip), 'per IP');
  expect((await send(newEmail(label), newIp())).statusCode).toBe(ok);
}

/** Three answered `ok` for `email` from three IPs, the 4th (sent as `fourth`) refused per e-mail from yet another. */
async function expectEmailLimit(send: Send, ok: number, email: string, fourth = email) {
  for (let i = 0; i < 3; i++) expect((await send(email, newIp())).statusCode).toBe(ok);
  expectLimited(await send(fourth, newIp()), 'per e-mail');
}

describe('[29.5] contact tickets', () => {
  it('the 11th ticket in the window from one IP is refused with 429 and Retry-After; another IP is still answered', () =>
    expectIpLimit(contact, 201, 'contact-ip', 'ticket'));

  it('the 4th ticket for one e-mail is refused, from any IP', () => {
    const email = newEmail('contact-mail');
    return expectEmailLimit(contact, 201, email, email.toUpperCase());
  });
});

describe('[29.5] newsletter subscriptions', () => {
  it('the 11th subscription in the window from one IP is refused with 429 and Retry-After', () =>
    expectIpLimit(newsletter, 200, 'news-ip', 'subscription'));

  it('the 4th subscription of one e-mail is refused, from any IP (no mail bombing of one address)', () =>
    expectEmailLimit(newsletter, 200, newEmail('news-mail')));
});

describe('[29.5] personal-shopper bookings', () => {
  it('consecutive slots of one store by one anonymous client: the first is booked, the next are 409 APPOINTMENT_OPEN, then 429', async () => {
    const email = newEmail('booker');
    const ip = newIp();
    expect((await booking(stores[0]!, email, ip)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await booking(stores[0]!, email, ip);
      expectApiError(res, 409, 'APPOINTMENT_OPEN');
      expect(res.json().messageKey).toBe('shopper.alreadyBooked');
    }
    expectLimited(await booking(stores[0]!, email, ip), 'per e-mail');
    const [row] = await queryRows<{ n: number }>(t, `select count(*)::int as n from tickets where subject_code = 'SHO' and contact_email = $1`, [email]);
    expect(row!.n).toBe(1);
  });

  it('the 11th booking in the window from one IP is refused with 429, whatever the e-mails', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await booking(stores[i % 2]!, newEmail('booker-ip'), ip)).statusCode, `booking ${i + 1}`).toBe(201);
    expectLimited(await booking(stores[0]!, newEmail('booker-ip'), ip), 'per IP');
  });

  it('one appointment to come per e-mail and store: two at once give one 201 and one 409; another store, or a past appointment, do not count', async () => {
    const email = newEmail('parallel');
    const answers = await Promise.all([booking(stores[0]!, email, newIp()), booking(stores[0]!, email, newIp())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await booking(stores[1]!, email, newIp())).statusCode).toBe(201);

    const past = newEmail('returning');
    await queryRows(
      t,
      `insert into tickets (brand_id, subject_code, contact_name, contact_email, message, language, country, store_id, appointment_date)
       values (3, 'SHO', 'Già venuta', $1, '', 'it', 'IT', $2, now() - interval '2 days')`,
      [past, stores[0]!.storeId],
    );
    expect((await booking(stores[0]!, past, newIp())).statusCode).toBe(201);
  });
});
