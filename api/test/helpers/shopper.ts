/** Personal-shopper booking fixtures (account §2, §3 Shopper request): stores, offered slots, a solved captcha. */
import { solveChallenge } from 'altcha-lib/v1';
import type { ShopperRequest } from '@trama/shared/contract';
import { SHOPPER_TIME_SLOTS, shopperDays, shopperTimesOn, type OpeningHours } from '@trama/shared/rules';
import { queryRows } from './basket-fixtures.ts';
import { createTestApp, FORM_LIMITS_LIFTED, type TestApp, type TestAppOptions } from './test-app.ts';

export const SLOTS_URL = '/storeservice/api/external/shopper/slots';
export const BOOK_URL = '/storeservice/api/external/shopper/appointments';

/**
 * A test app whose captcha challenges are cheap to solve (ALTCHA_MAX_NUMBER 2000), as the contact
 * tests do, and (unless `options` say otherwise) without the forms' rate limits (issue 29 §5).
 */
export async function shopperTestApp(options: TestAppOptions = { auth: { rateLimits: FORM_LIMITS_LIFTED } }): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, { ALTCHA_MAX_NUMBER: '2000' });
  delete process.env.HELP_DESK_URL;
  try {
    return await createTestApp(options);
  } finally {
    process.env = saved;
  }
}

/** What the widget does: fetch a challenge, find the number, send the base64 JSON payload. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const c = (await t.app.inject({ url: '/api/external/altcha/challenge' })).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, 2000).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature, took: 1 })).toString(
    'base64',
  );
}

export interface StoreFixture {
  storeId: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  openingHours: OpeningHours;
}

/** Seeded stores of the shop's brand, with or without a personal shopper, by id. */
export async function shopperStores(t: TestApp, personalShopper: boolean, limit: number): Promise<StoreFixture[]> {
  const rows = await queryRows<StoreFixture>(
    t,
    `select store_id as "storeId", name, address, zip, city, opening_hours as "openingHours" from stores
     where brand_id = 3 and personal_shopper = $1 order by store_id limit $2`,
    [personalShopper, limit],
  );
  if (rows.length < limit) throw new Error(`only ${rows.length} stores with personal_shopper = ${personalShopper}`);
  return rows;
}

/** The days the page offers as of now (shop calendar), Sundays left out. */
export const bookableDays = (now = new Date()) => shopperDays(now).filter((day) => !day.disabled).map((day) => day.date);

/**
 * Every slot the page offers as of now in the stores given (issue 29 point 16: inside their opening
 * hours), time by time across the days (10:00 of each day first), so consecutive bookings spread out.
 */
export function offeredSlots(stores: readonly Pick<StoreFixture, 'openingHours'>[], now = new Date()): string[] {
  const days = bookableDays(now);
  return SHOPPER_TIME_SLOTS.flatMap((time) =>
    days.filter((day) => stores.every((store) => shopperTimesOn(day, store.openingHours).includes(time))).map((day) => `${day}T${time}`),
  );
}

let bookingSequence = 0;

export const shopperRequest = (storeId: number, appointmentDate: string, altcha: string | undefined, overrides: Record<string, unknown> = {}): ShopperRequest =>
  ({
    brandId: 3,
    contactName: 'Giulia Bianchi',
    contactPhone: '333 1234567',
    // One address per booking: an address has one appointment to come per store (issue 29 §5).
    contactEmail: `Giulia.Bianchi+${++bookingSequence}@Example.com`,
    ticketSubjectCode: 'SHO',
    ticketMessage: 'Cerco una parure per il letto matrimoniale.',
    ticketMessageFrom: 'C',
    language: 'it',
    country: 'IT',
    appointmentDate,
    storeId,
    altcha,
    ...overrides,
  }) as ShopperRequest;

export const book = (t: TestApp, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: BOOK_URL, payload, headers });

export const takenSlots = (t: TestApp, storeId: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: SLOTS_URL, query: { storeId: String(storeId) }, headers });

export const shopperTicketCount = async (t: TestApp) =>
  (await queryRows<{ n: number }>(t, `select count(*)::int as n from tickets where subject_code = 'SHO'`))[0]!.n;
