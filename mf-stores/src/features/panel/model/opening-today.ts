/** Today's opening of a store (the panel's list; account §2 opening hours per weekday). */

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

let weekdayFormat: Intl.DateTimeFormat | null = null;

/**
 * The shop's weekday key (mon…sun) of `now`: the stores keep Italian time (CET, as FR, CH, MC and
 * AD do). The formatter is made on first use, not at import (docs/rendering.md).
 */
export function shopWeekday(now: Date): (typeof WEEKDAY_KEYS)[number] {
  weekdayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', weekday: 'short' });
  const short = weekdayFormat.format(now).slice(0, 3).toLowerCase();
  return WEEKDAY_KEYS.find((key) => key === short) ?? WEEKDAY_KEYS[now.getDay()]!;
}

/**
 * The store's hours today as the API sends them ('HH:MM-HH:MM' ranges), or null when it is closed
 * today: 'closed' and an empty day are codes, shown as a translated word, never as they come.
 */
export function openingToday(openingHours: Record<string, string>, now: Date): string | null {
  const text = openingHours[shopWeekday(now)]?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'closed' ? null : text;
}
