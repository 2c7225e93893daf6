/**
 * The two sliders of the personal-shopper page (account §2, §9): the 15 days from tomorrow with
 * Sundays disabled, and the fixed half-hour slots; a slot somebody booked is disabled, and so is a
 * day with no free slot left.
 */
import { SHOPPER_TIME_SLOTS, shopperSlot, type ShopperDay } from '@trama/shared/rules';

export interface DayChoice extends ShopperDay {
  /** Every slot of the day is booked. */
  full: boolean;
}

export interface TimeChoice {
  time: string;
  taken: boolean;
}

export function dayChoices(days: readonly ShopperDay[], taken: ReadonlySet<string>): DayChoice[] {
  return days.map((day) => {
    const full = !day.disabled && SHOPPER_TIME_SLOTS.every((time) => taken.has(shopperSlot(day.date, time)));
    return { ...day, full, disabled: day.disabled || full };
  });
}

/** The times of `date` (none chosen yet: every time, none taken). */
export function timeChoices(date: string | null, taken: ReadonlySet<string>): TimeChoice[] {
  return SHOPPER_TIME_SLOTS.map((time) => ({ time, taken: date !== null && taken.has(shopperSlot(date, time)) }));
}
