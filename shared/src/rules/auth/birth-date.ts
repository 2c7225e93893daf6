/**
 * Storefront §5 / account §5 birth date: day 01-31 and month 01-12 with two digits, a four-digit
 * year from 1900 to the current year; a missing year defaults to 1900. A date that does not exist
 * (31/02) is as invalid as a malformed one (date.1).
 */
export const FIRST_BIRTH_YEAR = 1900;

export interface BirthDateInput {
  day: string;
  month: string;
  year?: string | null;
}

const TWO_DIGITS = /^\d{2}$/;
const FOUR_DIGITS = /^\d{4}$/;

/** 'YYYY-MM-DD', or null when the date is invalid. */
export function parseBirthDate(input: BirthDateInput, now: Date = new Date()): string | null {
  const day = input.day.trim();
  const month = input.month.trim();
  const year = (input.year ?? '').trim() || String(FIRST_BIRTH_YEAR);
  if (!TWO_DIGITS.test(day) || !TWO_DIGITS.test(month) || !FOUR_DIGITS.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (d < 1 || d > 31 || m < 1 || m > 12 || y < FIRST_BIRTH_YEAR || y > now.getUTCFullYear()) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  if (date.getTime() > now.getTime()) return null;
  return `${year}-${month}-${day}`;
}

/** The same rule for an ISO date sent to the API ('YYYY-MM-DD'). */
export function isValidBirthDate(iso: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  return parseBirthDate({ year: match[1]!, month: match[2]!, day: match[3]! }, now) === iso;
}
