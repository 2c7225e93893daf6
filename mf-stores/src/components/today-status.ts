/**
 * Today's status of a store (account §2 Store locator: the list shows opening hours per weekday;
 * the status line says what they mean right now). Computed in the store's own time zone, so a
 * shopper abroad reads the shop's hours, not their own clock.
 */
import { WEEKDAYS, clockTime, openingRanges, type Weekday } from './opening-hours.ts';

/** The next day the store opens, when it is closed for the rest of today. */
export interface NextOpening {
  weekday: Weekday;
  /** 'HH:MM', shop time. */
  opensAt: string;
  tomorrow: boolean;
}

export type TodayStatus =
  | { state: 'open'; closesAt: string }
  /** Closed now, opens later today (before opening, or during a lunch break). */
  | { state: 'opens-later'; opensAt: string }
  /** No opening hours today. */
  | { state: 'closed-today'; next: NextOpening | null }
  /** Today's hours are over. */
  | { state: 'closed-now'; next: NextOpening | null };

/** The stores' countries (issue 15: IT, FR, CH, MC, AD) and their neighbours; others read Rome time (§9 default country IT). */
const TIME_ZONES: Readonly<Record<string, string>> = {
  IT: 'Europe/Rome',
  SM: 'Europe/San_Marino',
  VA: 'Europe/Vatican',
  FR: 'Europe/Paris',
  MC: 'Europe/Monaco',
  CH: 'Europe/Zurich',
  AD: 'Europe/Andorra',
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
};

export function storeTimeZone(country: string): string {
  return TIME_ZONES[country.trim().toUpperCase()] ?? 'Europe/Rome';
}

// Made on first use: creating a time-zone formatter loads ICU's zone data (docs/rendering.md).
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The weekday and the minutes after midnight of `now` on the wall clock of `timeZone`. */
export function shopClock(now: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  const parts = Object.fromEntries(clockOf(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const weekday = (parts.weekday ?? 'Mon').slice(0, 3).toLowerCase() as Weekday;
  return { weekday: WEEKDAYS.includes(weekday) ? weekday : 'mon', minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function nextOpening(openingHours: Record<string, string>, today: Weekday): NextOpening | null {
  const start = WEEKDAYS.indexOf(today);
  for (let ahead = 1; ahead <= WEEKDAYS.length; ahead += 1) {
    const weekday = WEEKDAYS[(start + ahead) % WEEKDAYS.length]!;
    const first = openingRanges(openingHours[weekday])[0];
    if (first) return { weekday, opensAt: clockTime(first.from), tomorrow: ahead === 1 };
  }
  return null;
}

/** The store's status at `now`: open until, opening later today, or closed (and when it opens next). */
export function todayStatus(openingHours: Record<string, string>, now: Date, timeZone: string): TodayStatus {
  const { weekday, minutes } = shopClock(now, timeZone);
  const ranges = openingRanges(openingHours[weekday]);
  if (ranges.length === 0) return { state: 'closed-today', next: nextOpening(openingHours, weekday) };
  const current = ranges.find((range) => range.from <= minutes && minutes < range.to);
  if (current) return { state: 'open', closesAt: clockTime(current.to) };
  const later = ranges.find((range) => range.from > minutes);
  if (later) return { state: 'opens-later', opensAt: clockTime(later.from) };
  return { state: 'closed-now', next: nextOpening(openingHours, weekday) };
}
