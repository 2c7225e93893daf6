/**
 * Issue 31 point 10 H3 (account §4 Shopper and contact forms: "A 503 with id 21 triggers a fallback
 * action on the personal shopper send"; docs/stores.md "When the desk cannot take a booking"): when
 * the ticket desk cannot take the booking — the product owner closed it (`shopper-booking` off) or
 * the database refuses the ticket's write — the API answers 503 SHOPPER_DESK_UNAVAILABLE with
 * `id: 21`, stores nothing and leaves the captcha unspent. Every other refusal keeps its own answer.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { book, offeredSlots, shopperRequest, shopperStores, shopperTicketCount, shopperTestApp, solvedCaptcha, type StoreFixture } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let milan: StoreFixture;
let slots: string[];
beforeAll(async () => {
  t = await shopperTestApp();
  [milan] = (await shopperStores(t, true, 1)) as [StoreFixture];
  slots = offeredSlots([milan]);
});
afterAll(() => t.close());

async function setBookingFlag(on: boolean): Promise<void> {
  const doc = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
  doc.flags['shopper-booking'].defaultVariant = on ? 'on' : 'off';
  await writeFile(t.paths.flagsFile, JSON.stringify(doc));
}

const spentCaptchas = async () => Number((await queryRows<{ n: string }>(t, 'select count(*) as n from captcha_solutions'))[0]!.n);

function expectDeskUnavailable(res: Awaited<ReturnType<typeof book>>): void {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject({ statusCode: 503, code: 'SHOPPER_DESK_UNAVAILABLE', messageKey: 'shopper.deskUnavailable', id: 21 });
}

describe('[31.10] account §4 H3 the shopper send when the desk cannot take it', () => {
  it('[31.10] account §4 H3 the shopper-booking flag off: 503 with id 21, nothing stored, the captcha still books once the desk opens', async () => {
    const before = await shopperTicketCount(t);
    const captchasBefore = await spentCaptchas();
    const altcha = await solvedCaptcha(t);
    const slot = slots.shift()!;
    await setBookingFlag(false);
    try {
      expectDeskUnavailable(await book(t, shopperRequest(milan.storeId, slot, altcha)));
      expect(await shopperTicketCount(t)).toBe(before);
      expect(await spentCaptchas()).toBe(captchasBefore);
      // Any other refusal keeps its own answer while the desk is closed: a field error is still a field error.
      const invalid = await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t), { contactName: '' }));
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().code).toBe('INVALID_SHOPPER');
    } finally {
      await setBookingFlag(true);
    }
    const res = await book(t, shopperRequest(milan.storeId, slot, altcha));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('[31.10] account §4 H3 the database refuses the ticket: 503 with id 21, nothing stored, the captcha unspent', async () => {
    const before = await shopperTicketCount(t);
    const captchasBefore = await spentCaptchas();
    const altcha = await solvedCaptcha(t);
    const slot = slots.shift()!;
    // The ticket desk's table refuses every write, as a failing or read-only database would.
    await queryRows(
      t,
      `create function refuse_tickets() returns trigger language plpgsql as $$ begin raise exception 'tickets are read-only'; end $$;
       create trigger refuse_tickets before insert on tickets for each statement execute function refuse_tickets()`,
    );
    try {
      expectDeskUnavailable(await book(t, shopperRequest(milan.storeId, slot, altcha)));
      expect(await shopperTicketCount(t)).toBe(before);
      expect(await spentCaptchas()).toBe(captchasBefore);
    } finally {
      await queryRows(t, 'drop trigger refuse_tickets on tickets; drop function refuse_tickets()');
    }
    const res = await book(t, shopperRequest(milan.storeId, slot, altcha));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('[31.10] account §4 H3 a slot taken meanwhile is still 409 SLOT_TAKEN, not the desk fallback', async () => {
    const slot = slots.shift()!;
    expect((await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t)))).statusCode).toBe(201);
    const res = await book(t, shopperRequest(milan.storeId, slot, await solvedCaptcha(t)));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    expect(res.json().id).toBeUndefined();
  });
});
