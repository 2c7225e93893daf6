/**
 * A weekday's opening hours as the API sends them (account §3 Store openingHours, contract-schemas:
 * 'HH:MM-HH:MM' ranges separated by ', ', or 'closed'). 'closed' is a code, not a text: the cards
 * show the translated word (locator.closed) in every language, never the data word.
 */

/** The weekday keys of Store.openingHours, in display order (Monday first, as Italian calendars). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening range of a day, in minutes after midnight (shop time). */
export interface OpeningRange {
  from: number;
  to: number;
}

const RANGE = /(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})/g;

/** The ranges of a day, in order; none for 'closed', an empty value or text that is not a range. */
export function openingRanges(value: string | undefined): OpeningRange[] {
  const ranges: OpeningRange[] = [];
  for (const [, fromH, fromM, toH, toM] of (value ?? '').matchAll(RANGE)) {
    const from = Number(fromH) * 60 + Number(fromM);
    const to = Number(toH) * 60 + Number(toM);
    if (from < to && to <= 24 * 60) ranges.push({ from, to });
  }
  return ranges.sort((a, b) => a.from - b.from);
}

/** 'HH:MM' of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What a day's row shows: its ranges ('09:30-13:00, 15:30-19:30'), or null for a closed day. */
export function openingHoursText(value: string | undefined): string | null {
  const ranges = openingRanges(value);
  return ranges.length ? ranges.map((r) => `${clockTime(r.from)}-${clockTime(r.to)}`).join(', ') : null;
}
