/**
 * The two sliders of the personal-shopper page (account §2, §9): the 15 days from tomorrow with
 * Sundays disabled, and the half-hour slots the store takes that day (inside its opening hours:
 * issue 29 point 16); a slot somebody booked is disabled, and so is a day with no free slot left.
 */
import { SHOPPER_TIME_SLOTS, shopperSlot, shopperTimesOn, type OpeningHours, type ShopperDay } from '@trama/shared/rules';

export interface DayChoice extends ShopperDay {
  /** Every slot of the day is booked. */
  full: boolean;
}

export interface TimeChoice {
  time: string;
  taken: boolean;
}

export function dayChoices(days: readonly ShopperDay[], taken: ReadonlySet<string>, openingHours?: OpeningHours | null): DayChoice[] {
  return days.map((day) => {
    const times = shopperTimesOn(day.date, openingHours);
    // A weekday the store's hours hold no slot (closed, or open only outside them).
    const storeClosed = day.storeClosed || (day.weekday !== 0 && times.length === 0);
    const full = !day.disabled && !storeClosed && times.every((time) => taken.has(shopperSlot(day.date, time)));
    return { ...day, storeClosed, full, disabled: day.disabled || storeClosed || full };
  });
}

/** The times the store takes on `date` (none chosen yet: every fixed time, none taken). */
export function timeChoices(date: string | null, taken: ReadonlySet<string>, openingHours?: OpeningHours | null): TimeChoice[] {
  const times = date === null ? SHOPPER_TIME_SLOTS : shopperTimesOn(date, openingHours);
  return times.map((time) => ({ time, taken: date !== null && taken.has(shopperSlot(date, time)) }));
}
