/**
 * Personal-shopper booking through the API (account §2 Personal shopper appointment, §3 Shopper
 * request, §5 Shopper form, §7 shopper send, §9 Shopper appointment): taken slots, the stored
 * appointment, conflicts (also in parallel: the unique index decides), the confirmation e-mail
 * and the help-desk forward.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken, mailsTo } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import {
  book,
  bookableDays,
  offeredSlots,
  shopperRequest,
  shopperStores,
  shopperTicketCount,
  shopperTestApp,
  solvedCaptcha,
  takenSlots,
  type StoreFixture,
} from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ShopperRepository } from '../../src/domain/shopper/shopper-repository.ts';
import { ShopperService } from '../../src/domain/shopper/shopper-service.ts';

let t: TestApp;
let milan: StoreFixture;
let other: StoreFixture;
let noShopper: StoreFixture;
beforeAll(async () => {
  t = await shopperTestApp();
  [milan, other] = (await shopperStores(t, true, 2)) as [StoreFixture, StoreFixture];
  noShopper = (await shopperStores(t, false, 1))[0]!;
});
afterAll(() => t.close());

/** Every test books slots of its own: the next day and time both stores offer, not handed out yet. */
let freeSlots: string[] | null = null;
const nextSlot = () => (freeSlots ??= offeredSlots([milan, other])).shift()!;

/** The instant PostgreSQL stored, read back in the shop's zone by JavaScript (not by the SQL that wrote it). */
const romeTime = (instant: Date) => {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
};

describe('booking a personal shopper (account §3 Shopper request, §7 shopper send)', () => {
  it('§2 §7 a booking is 201 ShopperAppointment, stored as a SHO ticket of the store at that shop time, and the slot then shows as taken', async () => {
    const slot = nextSlot();
    expect((await takenSlots(t, milan.storeId)).json().taken).not.toContain(slot);
    const res = await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t)));
    expect(res.statusCode, res.body).toBe(201);
    const appointment = res.json();
    expect(appointment).toEqual({ ticketId: expect.any(Number), storeId: milan.storeId, storeName: milan.name, appointmentDate: slot });

    const [row] = await queryRows(t, 'select * from tickets where ticket_id = $1', [appointment.ticketId]);
    expect(row).toMatchObject({
      brand_id: 3,
      web_client_id: null,
      subject_code: 'SHO',
      store_id: milan.storeId,
      contact_name: 'Giulia Bianchi',
      contact_email: expect.stringMatching(/^giulia\.bianchi\+\d+@example\.com$/),
      contact_phone: '333 1234567',
      message: 'Cerco una parure per il letto matrimoniale.',
      message_from: 'C',
      language: 'it',
      country: 'IT',
    });
    expect(romeTime(row!.appointment_date as Date)).toBe(slot);

    const slots = await takenSlots(t, milan.storeId);
    expect(slots.statusCode).toBe(200);
    expect(slots.headers['cache-control']).toBe('no-store');
    expect(slots.json()).toEqual({ storeId: milan.storeId, taken: expect.arrayContaining([slot]) });
    // Another store's page does not see it.
    expect((await takenSlots(t, other.storeId)).json().taken).not.toContain(slot);
  });

  it('§9 the taken slots are those of the 15 offered days only, in order', async () => {
    const [first, second] = [nextSlot(), nextSlot()];
    for (const slot of [second, first]) expect((await book(t, shopperRequest(other.storeId, slot, await solvedCaptcha(t)))).statusCode).toBe(201);
    // Appointments outside the window (yesterday, a month ahead) are not the page's business.
    await queryRows(
      t,
      `insert into tickets (brand_id, subject_code, contact_name, contact_email, message, language, country, store_id, appointment_date)
       values (3, 'SHO', 'Old', 'old@example.com', '', 'it', 'IT', $1, now() - interval '1 day'),
              (3, 'SHO', 'Far', 'far@example.com', '', 'it', 'IT', $1, now() + interval '30 days')`,
      [other.storeId],
    );
    const { taken } = (await takenSlots(t, other.storeId)).json();
    expect(taken.filter((slot: string) => slot === first || slot === second)).toEqual([first, second].sort());
    const window = bookableDays();
    for (const slot of taken) expect(window, slot).toContain(slot.slice(0, 10));
  });

  it('§3 the same store slot twice: 409 SLOT_TAKEN (shopper.slotTaken), nothing stored, and the refused captcha still books another slot', async () => {
    const slot = nextSlot();
    expect((await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t)))).statusCode).toBe(201);
    const before = await shopperTicketCount(t);
    const altcha = await solvedCaptcha(t);
    const res = await book(t, shopperRequest(milan.storeId, slot, altcha, { contactName: 'Marco Rossi', contactEmail: 'marco@example.com' }));
    expectApiError(res, 409, 'SLOT_TAKEN');
    expect(res.json().messageKey).toBe('shopper.slotTaken');
    expect(await shopperTicketCount(t)).toBe(before);
    expect(await mailsTo(t, 'marco@example.com')).toHaveLength(0);
    expect((await book(t, shopperRequest(milan.storeId, nextSlot(), altcha))).statusCode).toBe(201);
  });

  it('§3 two bookings of the same store slot at once: exactly one 201 and one 409 SLOT_TAKEN, one ticket', async () => {
    const slot = nextSlot();
    const [a, b] = [await solvedCaptcha(t), await solvedCaptcha(t)];
    const answers = await Promise.all([
      book(t, shopperRequest(milan.storeId, slot, a, { contactEmail: 'prima@example.com' })),
      book(t, shopperRequest(milan.storeId, slot, b, { contactEmail: 'seconda@example.com' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('SLOT_TAKEN');
    const rows = await queryRows(t, `select 1 from tickets where subject_code = 'SHO' and store_id = $1 and appointment_date = ($2::timestamp at time zone 'Europe/Rome')`, [
      milan.storeId,
      slot,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('§3 five bookings of one slot at once: one wins, four are 409 SLOT_TAKEN', async () => {
    const slot = nextSlot();
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solvedCaptcha(t)));
    const answers = await Promise.all(captchas.map((altcha) => book(t, shopperRequest(other.storeId, slot, altcha))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('§3 the same time in two different stores: both are booked', async () => {
    const slot = nextSlot();
    const answers = await Promise.all([
      book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t))),
      book(t, shopperRequest(other.storeId, slot, await solvedCaptcha(t))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  });

  it("§6 a customer's bearer links the appointment to the token's web client", async () => {
    const customer = await customerWithToken(t);
    const res = await book(t, shopperRequest(milan.storeId, nextSlot(), await solvedCaptcha(t)), bearer(customer.token));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await queryRows<{ webClientId: number }>(t, 'select web_client_id as "webClientId" from tickets where ticket_id = $1', [res.json().ticketId]);
    expect(row!.webClientId).toBe(customer.webClientId);
  });
});

describe('the confirmation e-mail (account §2 Personal shopper appointment)', () => {
  it('§2 the shopper gets day, date, time, store name and address in the request language', async () => {
    const slot = nextSlot();
    const res = await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t), { contactEmail: 'anna.en@example.com', contactName: 'Anna', language: 'en-GB' }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'anna.en@example.com');
    expect(mail).toMatchObject({ kind: 'shopper-appointment', language: 'en', subject: expect.stringContaining(milan.name) });
    const [date, time] = slot.split('T') as [string, string];
    const day = new Date(`${date}T00:00:00Z`);
    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day.getUTCDay()]!;
    const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][day.getUTCMonth()]!;
    // A visitor's booking: the address is not confirmed, so the greeting names nobody (issue 29 §4).
    expect(mail!.text).toMatch(/^Hello,\n/);
    const dayLine = mail!.text.split('\n').find((line) => line.startsWith('Day: '));
    for (const part of [weekday, month, String(day.getUTCDate()), String(day.getUTCFullYear())]) expect(dayLine).toContain(part);
    expect(mail!.text).toContain(`Time: ${time}`);
    expect(mail!.text).toContain(`Store: ${milan.name}`);
    expect(mail!.text).toContain(`Address: ${milan.address}, ${milan.zip} ${milan.city}`);
  });

  it('§2 in Italian by default', async () => {
    const res = await book(t, shopperRequest(other.storeId, nextSlot(), await solvedCaptcha(t), { contactEmail: 'luca@example.com', contactName: 'Luca', language: 'xx' }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'luca@example.com');
    expect(mail).toMatchObject({ language: 'it', subject: expect.stringContaining('personal shopper confermato') });
    expect(mail!.text).toMatch(/^Ciao,\n/);
  });

  it('[29.4] a visitor booking for any address: the mail carries none of the text the visitor wrote (name, message)', async () => {
    const lure = 'Vinci un buono: https://evil.example/premio';
    const res = await book(
      t,
      shopperRequest(milan.storeId, nextSlot(), await solvedCaptcha(t), { contactEmail: 'victim@example.com', contactName: lure, ticketMessage: `Clicca ${lure}` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'victim@example.com');
    expect(mail!.kind).toBe('shopper-appointment');
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Vinci');
    }
    expect(mail!.text).toMatch(/^Ciao,\n/);
  });

  it('[29.4] a signed-in customer booking for the account\'s own (confirmed) address is greeted by name, escaped in the HTML', async () => {
    const customer = await customerWithToken(t);
    const res = await book(
      t,
      shopperRequest(other.storeId, nextSlot(), await solvedCaptcha(t), { contactEmail: customer.email.toUpperCase(), contactName: '<b>Luca</b>' }),
      bearer(customer.token),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, customer.email);
    expect(mail!.text).toContain('Ciao <b>Luca</b>,');
    expect(mail!.html).not.toContain('<b>Luca</b>');
    expect(mail!.html).toContain('&#60;b&#62;Luca');
  });

  it('[29.4] a signed-in customer booking for another address: that address is not confirmed, so no name either', async () => {
    const customer = await customerWithToken(t);
    const res = await book(
      t,
      shopperRequest(milan.storeId, nextSlot(), await solvedCaptcha(t), { contactEmail: 'someone.else@example.com', contactName: 'https://evil.example' }),
      bearer(customer.token),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'someone.else@example.com');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toMatch(/^Ciao,\n/);
  });
});

describe('help-desk forward (account §7 support ticket)', () => {
  it('§7 with the support-desk flag on, the appointment gets a help-desk outbox row naming the store and the slot', async () => {
    const doc = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
    doc.flags['support-desk'].defaultVariant = 'on';
    await writeFile(t.paths.flagsFile, JSON.stringify(doc));
    try {
      const slot = nextSlot();
      const res = await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t), { ticketMessage: '' }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await queryRows<{ payload: Record<string, unknown> }>(t, 'select payload from help_desk_outbox where ticket_id = $1', [res.json().ticketId]);
      const [date, time] = slot.split('T');
      expect(row!.payload).toEqual({
        comment: `Appuntamento personal shopper: ${milan.name} (${milan.storeId}), ${date} ore ${time}\nTelefono: 333 1234567`,
        email: expect.stringMatching(/^giulia\.bianchi\+\d+@example\.com$/),
        name: 'Giulia Bianchi',
        subject: 'Personal shopper',
        brandId: 3,
      });
    } finally {
      doc.flags['support-desk'].defaultVariant = 'off';
      await writeFile(t.paths.flagsFile, JSON.stringify(doc));
    }
  });
});

describe('the slots a page may show (account §9 Shopper appointment)', () => {
  it('§2 a store without a personal shopper, an unknown store or a store of another brand: 404 STORE_NOT_FOUND', async () => {
    for (const storeId of [noShopper.storeId, 999_999]) expectApiError(await takenSlots(t, storeId), 404, 'STORE_NOT_FOUND', String(storeId));
    // The store is the shop brand's: asked from brand 1 it does not exist.
    expectApiError(await takenSlots(t, milan.storeId, { brand: '1' }), 404, 'STORE_NOT_FOUND');
    for (const storeId of ['abc', '0', '-1', '99999999999']) expectApiError(await takenSlots(t, storeId), 400, 'VALIDATION_ERROR', storeId);
  });

  it('§9 days follow the shop clock: an injected now offers its own 15 days, and 10:00 is stored as Rome time across the DST change', async () => {
    // Saturday 30 March 2030, noon in Rome: summer time starts on Sunday 31 March.
    const now = new Date('2030-03-30T11:00:00Z');
    const service = new ShopperService({
      repository: new ShopperRepository(t.app.db),
      brands: t.app.brandService,
      captcha: t.app.captchaService,
      flags: t.app.flagService,
      outbox: t.app.helpDeskOutbox,
      forwarder: t.app.helpDeskForwarder,
      mailer: t.app.mailer,
      rateLimiter: t.app.rateLimiter,
      rateLimits: t.app.rateLimits,
      log: t.app.log,
      now: () => now,
    });
    const booking = (appointmentDate: string, altcha: string) => service.book(shopperRequest(milan.storeId, appointmentDate, altcha), null, { ip: '127.0.0.1' });
    // The 15 days run from Sunday 31 March to Sunday 14 April: today, both Sundays and Monday 15 April (day 16) are refused;
    // Tuesday 2 April (summer time) and Saturday 13 April are offered (the store opens at 15:30 on Mondays: issue 29 point 16).
    for (const refused of ['2030-03-30T14:00', '2030-03-31T10:00', '2030-04-14T10:00', '2030-04-15T10:00']) {
      await expect(booking(refused, await solvedCaptcha(t)), refused).rejects.toMatchObject({ statusCode: 422, code: 'SLOT_UNAVAILABLE' });
    }
    const summer = await booking('2030-04-02T10:00', await solvedCaptcha(t));
    expect(summer).toMatchObject({ storeId: milan.storeId, appointmentDate: '2030-04-02T10:00' });
    const [row] = await queryRows<{ at: Date }>(t, 'select appointment_date as at from tickets where ticket_id = $1', [summer.ticketId]);
    expect(row!.at.toISOString()).toBe('2030-04-02T08:00:00.000Z');
    const last = await booking('2030-04-13T18:00', await solvedCaptcha(t));
    expect(last.appointmentDate).toBe('2030-04-13T18:00');
    expect(await service.takenSlots(milan.storeId, 3)).toEqual({ storeId: milan.storeId, taken: ['2030-04-02T10:00', '2030-04-13T18:00'] });
  });
});
