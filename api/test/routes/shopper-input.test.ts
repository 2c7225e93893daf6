/**
 * What the booking refuses (account §5 Shopper form, §9 Shopper appointment, §3 Shopper request):
 * slots the page does not offer, missing or malformed fields, stores without a personal shopper,
 * the captcha (answered as the contact form does) and hostile input — always a JSON 4xx, never a
 * 500, and nothing stored.
 */
import { shopperDays } from '@trama/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { BOOK_URL, book, offeredSlots, shopperRequest, shopperStores, shopperTicketCount, shopperTestApp, solvedCaptcha, type StoreFixture } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let store: StoreFixture;
let noShopper: StoreFixture;
/** A store of brand 1 with a personal shopper, added for this file. */
const OTHER_BRAND_STORE = 9_001;
beforeAll(async () => {
  t = await shopperTestApp();
  store = (await shopperStores(t, true, 1))[0]!;
  noShopper = (await shopperStores(t, false, 1))[0]!;
  await queryRows(
    t,
    `insert into stores (store_id, brand_id, store_code, name, address, zip, city, country, phone, opening_hours, personal_shopper)
     values ($1, 1, 'TA-TEST', 'Trama Atelier Test', 'Via Test 1', '20121', 'Milano', 'IT', '+39 02 0000', '{}', true)`,
    [OTHER_BRAND_STORE],
  );
});
afterAll(() => t.close());

let slots: string[] | null = null;
/** A distinct offered slot per booking that should succeed (10:00 of each day the store offers it, then 10:30…). */
const freeSlot = () => (slots ??= offeredSlots([store])).shift()!;

/** Refused, nothing stored; then, corrected, the same captcha still books (a refused booking does not spend it). */
async function expectRefused(payload: object, status: number, code: string, altcha: string): Promise<Record<string, unknown>> {
  const before = await shopperTicketCount(t);
  const res = await book(t, payload);
  expectApiError(res, status, code, JSON.stringify(payload).slice(0, 200));
  expect(await shopperTicketCount(t)).toBe(before);
  const corrected = await book(t, shopperRequest(store.storeId, freeSlot(), altcha));
  expect(corrected.statusCode, corrected.body).toBe(201);
  return res.json();
}

describe('§9 only the offered days and times can be booked (SLOT_UNAVAILABLE)', () => {
  const offered = shopperDays(new Date());
  const dayAfter = (date: string, count: number) => new Date(Date.parse(`${date}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
  const sunday = offered.find((day) => day.disabled)!.date;
  const today = dayAfter(offered[0]!.date, -1);
  const day16 = dayAfter(offered.at(-1)!.date, 1);
  const monday = offered.find((day) => day.weekday === 1)!.date;

  it.each([
    ['a Sunday', `${sunday}T10:00`],
    ['today', `${today}T14:00`],
    ['the 16th day', `${day16}T10:00`],
    ['a day in the past', '2020-06-01T10:00'],
    ['12:30 (the lunch break)', `${monday}T12:30`],
    ['09:30 (before the first slot)', `${monday}T09:30`],
    ['18:30 (after the last slot)', `${monday}T18:30`],
    ['10:15 (not a half hour)', `${monday}T10:15`],
    ['a date without a time', monday],
    ['an ISO instant', `${monday}T10:00:00.000Z`],
    ['a word', 'domani'],
  ])('§2 §9 %s is 422 SLOT_UNAVAILABLE (shopper.slotUnavailable)', async (_label, appointmentDate) => {
    const altcha = await solvedCaptcha(t);
    const answer = await expectRefused(shopperRequest(store.storeId, appointmentDate, altcha), 422, 'SLOT_UNAVAILABLE', altcha);
    expect(answer.messageKey).toBe('shopper.slotUnavailable');
  });
});

describe('§5 Shopper form: required fields and formats (INVALID_SHOPPER)', () => {
  it('§5 a request without name, e-mail, phone, subject, date or store is 422 with every field validation.required', async () => {
    const altcha = await solvedCaptcha(t);
    const answer = await expectRefused({ brandId: 3, language: 'it', country: 'IT', altcha }, 422, 'INVALID_SHOPPER', altcha);
    expect(answer.fields).toEqual({
      contactName: 'validation.required',
      contactEmail: 'validation.required',
      contactPhone: 'validation.required',
      ticketSubjectCode: 'validation.required',
      appointmentDate: 'validation.required',
      storeId: 'validation.required',
    });
  });

  it.each([
    ['a blank name', { contactName: '   ' }, 'contactName', 'validation.required'],
    ['a blank phone', { contactPhone: ' ' }, 'contactPhone', 'validation.required'],
    ['a blank e-mail', { contactEmail: '' }, 'contactEmail', 'validation.required'],
    ['an e-mail without domain', { contactEmail: 'giulia@' }, 'contactEmail', 'validation.email'],
    ['an e-mail without @', { contactEmail: 'giulia.example.com' }, 'contactEmail', 'validation.email'],
    ['an e-mail with a space', { contactEmail: 'giu lia@example.com' }, 'contactEmail', 'validation.email'],
    ['a contact subject (ORD)', { ticketSubjectCode: 'ORD' }, 'ticketSubjectCode', 'validation.required'],
    ['a name over 60', { contactName: 'n'.repeat(61) }, 'contactName', 'contact.tooLong'],
    ['a phone over 20', { contactPhone: '3'.repeat(21) }, 'contactPhone', 'contact.tooLong'],
    ['a message over 2000', { ticketMessage: 'm'.repeat(2001) }, 'ticketMessage', 'contact.tooLong'],
  ])('§5 %s is 422 INVALID_SHOPPER with fields.%s', async (_label, change, field, key) => {
    const altcha = await solvedCaptcha(t);
    const answer = await expectRefused(shopperRequest(store.storeId, freeSlot(), altcha, change), 422, 'INVALID_SHOPPER', altcha);
    expect(answer.fields).toEqual({ [field]: key });
  });

  it('§3 the message is optional', async () => {
    const { ticketMessage: _none, ...request } = shopperRequest(store.storeId, freeSlot(), await solvedCaptcha(t));
    const res = await book(t, request);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await queryRows<{ message: string }>(t, 'select message from tickets where ticket_id = $1', [res.json().ticketId]);
    expect(row!.message).toBe('');
  });
});

describe('§2 the store must offer a personal shopper (STORE_NOT_FOUND)', () => {
  it('§2 a store without a personal shopper, an unknown store or a store of another brand is 404 STORE_NOT_FOUND; nothing stored', async () => {
    for (const storeId of [noShopper.storeId, 999_999, OTHER_BRAND_STORE]) {
      const altcha = await solvedCaptcha(t);
      const answer = await expectRefused(shopperRequest(storeId, freeSlot(), altcha), 404, 'STORE_NOT_FOUND', altcha);
      expect(answer.messageKey).toBe('shopper.storeUnavailable');
    }
  });

  it("§3 the other brand's store is booked from its own brand; an unknown brand is 404 BRAND_NOT_FOUND", async () => {
    const res = await book(t, shopperRequest(OTHER_BRAND_STORE, freeSlot(), await solvedCaptcha(t), { brandId: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ storeId: OTHER_BRAND_STORE, storeName: 'Trama Atelier Test' });
    expectApiError(await book(t, shopperRequest(store.storeId, freeSlot(), await solvedCaptcha(t), { brandId: 999 })), 404, 'BRAND_NOT_FOUND');
  });
});

describe('§5 captcha: the same answers as the contact form', () => {
  it('§5 §8 no captcha is 422 CAPTCHA_INVALID with validation.required on recaptcha; garbage too; nothing stored', async () => {
    const before = await shopperTicketCount(t);
    const missing = await book(t, shopperRequest(store.storeId, freeSlot(), undefined));
    expectApiError(missing, 422, 'CAPTCHA_INVALID');
    expect(missing.json()).toMatchObject({ messageKey: 'validation.required', fields: { recaptcha: 'validation.required' } });
    for (const altcha of ['', 'bm90IGpzb24=', '!!!']) expectApiError(await book(t, shopperRequest(store.storeId, freeSlot(), altcha)), 422, 'CAPTCHA_INVALID', altcha);
    expect(await shopperTicketCount(t)).toBe(before);
  });

  it('§5 a solution already used (by a booking or by the contact form) is 409 CAPTCHA_REPLAYED; nothing stored', async () => {
    const altcha = await solvedCaptcha(t);
    expect((await book(t, shopperRequest(store.storeId, freeSlot(), altcha))).statusCode).toBe(201);
    const before = await shopperTicketCount(t);
    expectApiError(await book(t, shopperRequest(store.storeId, freeSlot(), altcha)), 409, 'CAPTCHA_REPLAYED');

    const contact = await solvedCaptcha(t);
    const ticket = { brandId: 3, contactName: 'Giulia', contactEmail: 'giulia@example.com', ticketSubjectCode: 'ORD', ticketMessage: 'Ciao', language: 'it', country: 'IT', altcha: contact };
    expect((await t.app.inject({ method: 'POST', url: '/api/external/tickets', payload: ticket })).statusCode).toBe(201);
    expectApiError(await book(t, shopperRequest(store.storeId, freeSlot(), contact)), 409, 'CAPTCHA_REPLAYED');
    expect(await shopperTicketCount(t)).toBe(before);
  });
});

describe('hostile input: a JSON 400 or 422, never a 500, nothing stored', () => {
  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: BOOK_URL, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });

  it('§9 over-long strings, NUL characters, wrong types and broken bodies', async () => {
    const altcha = await solvedCaptcha(t);
    const base = shopperRequest(store.storeId, freeSlot(), altcha);
    const before = await shopperTicketCount(t);
    const cases: [string, unknown, number, string][] = [
      ['a 10 000-character name', { ...base, contactName: 'x'.repeat(10_000) }, 400, 'VALIDATION_ERROR'],
      ['a 5 000-character captcha', { ...base, altcha: 'a'.repeat(5_000) }, 400, 'VALIDATION_ERROR'],
      ['a 1 000-character date', { ...base, appointmentDate: '2'.repeat(1_000) }, 400, 'VALIDATION_ERROR'],
      ['a NUL in the name', { ...base, contactName: 'Giu\u0000lia' }, 400, 'INVALID_CHARACTERS'],
      ['a NUL in the date', { ...base, appointmentDate: `${base.appointmentDate}\u0000` }, 400, 'INVALID_CHARACTERS'],
      ['a lone surrogate in the message', { ...base, ticketMessage: 'ciao \ud800' }, 400, 'INVALID_CHARACTERS'],
      ['an object as name', { ...base, contactName: { first: 'Giulia' } }, 400, 'VALIDATION_ERROR'],
      ['a text as brand', { ...base, brandId: 'tre' }, 400, 'VALIDATION_ERROR'],
      ['an object as store', { ...base, storeId: { id: 1 } }, 400, 'VALIDATION_ERROR'],
      ['a negative store', { ...base, storeId: -1 }, 400, 'VALIDATION_ERROR'],
      ['a store beyond integers', { ...base, storeId: 1e12 }, 400, 'VALIDATION_ERROR'],
      ['a fractional store', { ...base, storeId: 1.5 }, 400, 'VALIDATION_ERROR'],
      ['a message from the shop', { ...base, ticketMessageFrom: 'S' }, 400, 'VALIDATION_ERROR'],
      ['no language', { ...base, language: undefined }, 400, 'VALIDATION_ERROR'],
      ['a number as date', { ...base, appointmentDate: 20300101 }, 422, 'SLOT_UNAVAILABLE'],
      ['a null name', { ...base, contactName: null }, 422, 'INVALID_SHOPPER'],
      ['a null store', { ...base, storeId: null }, 400, 'VALIDATION_ERROR'],
      ['an array body', [base], 400, 'VALIDATION_ERROR'],
      ['a null body', 'null', 400, 'VALIDATION_ERROR'],
      ['broken JSON', '{"brandId": 3,', 400, 'INVALID_JSON'],
    ];
    for (const [label, payload, status, code] of cases) expectApiError(await post(payload), status, code, label);
    expectApiError(await post('brandId=3', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'text/plain');
    expect(await shopperTicketCount(t)).toBe(before);
    // The captcha was never spent: the clean request still books.
    expect((await post(base)).statusCode).toBe(201);
  });

  it('§3 SQL and markup in the texts are stored exactly as typed; extra properties are ignored', async () => {
    const name = "'); DROP TABLE tickets; --";
    const message = '<script>alert(1)</script>';
    const res = await book(t, { ...shopperRequest(store.storeId, freeSlot(), await solvedCaptcha(t), { contactName: name, ticketMessage: message }), webClientId: 1, ticketId: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await queryRows(t, 'select contact_name, message, web_client_id from tickets where ticket_id = $1', [res.json().ticketId]);
    expect(row).toEqual({ contact_name: name, message, web_client_id: null });
  });

  it('§9 the slots call: a NUL, a text or a missing store id is a JSON 400', async () => {
    for (const query of ['storeId=a%00b', 'storeId=abc', '', 'storeId=1&storeId=2']) {
      const res = await t.app.inject({ url: `/storeservice/api/external/shopper/slots?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });
});
