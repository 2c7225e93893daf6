/**
 * Personal-shopper appointment rules (account §2 Personal shopper appointment, §9 Shopper
 * appointment), shared by the booking page and the API so both offer and accept the same slots.
 * Days and times are the shop's (Europe/Rome): a slot is `YYYY-MM-DDTHH:mm` in shop time.
 */
import { shopCalendarDay } from '../checkout/delivery.ts';

/** §9: the date slider offers 15 days starting tomorrow. */
export const SHOPPER_DAY_COUNT = 15;

/**
 * §9 (return time slots in the shared constants): half hours from 10:00 to 12:00 and from 14:00 to
 * 18:00, both ends included.
 */
export const SHOPPER_TIME_SLOTS: readonly string[] = [
  ...halfHours(10, 12),
  ...halfHours(14, 18),
];

function halfHours(fromHour: number, toHour: number): string[] {
  const slots: string[] = [];
  for (let minutes = fromHour * 60; minutes <= toHour * 60; minutes += 30) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`);
  }
  return slots;
}

/** An appointment lasts half an hour: a slot is offered only when it ends by the store's closing. */
export const SHOPPER_SLOT_MINUTES = 30;

/**
 * A store's opening hours (account §3 Store openingHours): `mon`…`sun` → `HH:MM-HH:MM` ranges
 * separated by `, `, or `closed`. Absent: the store's hours are not known, and the fixed slots stand.
 */
export type OpeningHours = Readonly<Record<string, string>>;

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's opening ranges in minutes from midnight; none for `closed` or a text that is not hours. */
function openingRanges(text: string): [number, number][] {
  return text
    .split(',')
    .map((part) => RANGE.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])] as [number, number]);
}

/**
 * The fixed times (SHOPPER_TIME_SLOTS) a store takes on `date` (YYYY-MM-DD): those whose half hour
 * lies inside one of its opening ranges that day (issue 29 point 16: Roma Babuino opens at 15:30 on
 * Mondays, so 10:00 is no appointment). Without hours for that day every fixed time.
 */
export function shopperTimesOn(date: string, openingHours?: OpeningHours | null): string[] {
  const day = openingHours?.[WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!];
  // A day the hours do not mention is not known to be closed: the fixed slots stand.
  if (!day) return [...SHOPPER_TIME_SLOTS];
  const ranges = openingRanges(day);
  return SHOPPER_TIME_SLOTS.filter((time) => {
    const start = minutesOf(time);
    return ranges.some(([open, close]) => start >= open && start + SHOPPER_SLOT_MINUTES <= close);
  });
}

export interface ShopperDay {
  /** YYYY-MM-DD, shop calendar. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** §2: Sundays are shown but cannot be chosen; nor can a day the store takes no appointment (closed, or open outside the slots). */
  disabled: boolean;
  /** The store takes no appointment that day (closed, or its hours hold none of the slots); false on Sundays, which are never booked. */
  storeClosed: boolean;
}

/**
 * §2, §9: the 15 days of the date slider, from tomorrow (shop calendar). Sundays are disabled
 * whatever the store's hours (§2: appointments are not booked on Sundays), and, with the store's
 * `openingHours`, so is a day on which none of its times fits.
 */
export function shopperDays(now: Date, openingHours?: OpeningHours | null): ShopperDay[] {
  const today = shopCalendarDay(now);
  return Array.from({ length: SHOPPER_DAY_COUNT }, (_, index) => {
    const day = new Date(today.getTime() + (index + 1) * 86_400_000);
    const weekday = day.getUTCDay();
    const date = day.toISOString().slice(0, 10);
    const storeClosed = weekday !== 0 && shopperTimesOn(date, openingHours).length === 0;
    return { date, weekday, disabled: weekday === 0 || storeClosed, storeClosed };
  });
}

export const shopperSlot = (date: string, time: string) => `${date}T${time}`;

const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * Whether `slot` (`YYYY-MM-DDTHH:mm`) is a time the page offers on a day it offers, as of `now`;
 * with the store's `openingHours`, only inside them (the API refuses the rest: issue 29 point 16).
 */
export function isOfferedShopperSlot(slot: string, now: Date, openingHours?: OpeningHours | null): boolean {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return false;
  const [, date, time] = match;
  return shopperTimesOn(date!, openingHours).includes(time!) && shopperDays(now).some((day) => day.date === date && !day.disabled);
}
