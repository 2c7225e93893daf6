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

export interface ShopperDay {
  /** YYYY-MM-DD, shop calendar. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** §2: Sundays are shown but cannot be chosen. */
  disabled: boolean;
}

/** §2, §9: the 15 days of the date slider, from tomorrow (shop calendar), Sundays disabled. */
export function shopperDays(now: Date): ShopperDay[] {
  const today = shopCalendarDay(now);
  return Array.from({ length: SHOPPER_DAY_COUNT }, (_, index) => {
    const day = new Date(today.getTime() + (index + 1) * 86_400_000);
    const weekday = day.getUTCDay();
    return { date: day.toISOString().slice(0, 10), weekday, disabled: weekday === 0 };
  });
}

export const shopperSlot = (date: string, time: string) => `${date}T${time}`;

const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** Whether `slot` (`YYYY-MM-DDTHH:mm`) is a time the page offers on a day it offers, as of `now`. */
export function isOfferedShopperSlot(slot: string, now: Date): boolean {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return false;
  const [, date, time] = match;
  return SHOPPER_TIME_SLOTS.includes(time!) && shopperDays(now).some((day) => day.date === date && !day.disabled);
}
