/**
 * Issue 29 point 16: a personal-shopper appointment is only booked inside the store's opening
 * hours. Roma Babuino (seeded CITY_HOURS) opens at 15:30 on Mondays: 10:00 on a Monday was offered
 * by the page and booked by the API; now the API refuses it with 422 SLOT_UNAVAILABLE
 * (shopper.slotUnavailable), as it refuses a Sunday, and still books 15:30.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { book, bookableDays, shopperRequest, shopperTicketCount, shopperTestApp, solvedCaptcha } from '../helpers/shopper.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let babuino: { storeId: number; openingHours: Record<string, string> };
beforeAll(async () => {
  t = await shopperTestApp();
  [babuino] = (await queryRows(t, `select store_id as "storeId", opening_hours as "openingHours" from stores where store_code = 'TC-RM01'`)) as [typeof babuino];
});
afterAll(() => t.close());

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('[29.16] the API books a personal shopper only while the store is open', () => {
  it('[29.16] Roma Babuino opens at 15:30 on Mondays: 10:00 on a Monday is 422 SLOT_UNAVAILABLE and nothing is stored; 15:30 is booked', async () => {
    expect(babuino.openingHours.mon).toBe('15:30-19:30');
    const monday = bookableDays().find((day) => weekday(day) === 1)!;
    const before = await shopperTicketCount(t);
    for (const time of ['10:00', '11:30', '14:00', '15:00']) {
      const refused = await book(t, shopperRequest(babuino.storeId, `${monday}T${time}`, await solvedCaptcha(t)));
      expectApiError(refused, 422, 'SLOT_UNAVAILABLE', time);
      expect(refused.json().messageKey).toBe('shopper.slotUnavailable');
    }
    expect(await shopperTicketCount(t)).toBe(before);
    const booked = await book(t, shopperRequest(babuino.storeId, `${monday}T15:30`, await solvedCaptcha(t)));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().appointmentDate).toBe(`${monday}T15:30`);
  });

  it('[29.16] a store closed on a weekday takes no appointment that day, even at a fixed slot', async () => {
    const tuesday = bookableDays().find((day) => weekday(day) === 2)!;
    await queryRows(t, `update stores set opening_hours = opening_hours || '{"tue": "closed"}'::jsonb where store_id = $1`, [babuino.storeId]);
    try {
      expectApiError(await book(t, shopperRequest(babuino.storeId, `${tuesday}T10:00`, await solvedCaptcha(t))), 422, 'SLOT_UNAVAILABLE');
    } finally {
      await queryRows(t, `update stores set opening_hours = $2::jsonb where store_id = $1`, [babuino.storeId, JSON.stringify(babuino.openingHours)]);
    }
  });
});
