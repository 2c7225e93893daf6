/**
 * How the page names a day `YYYY-MM-DD` (a shop calendar day): the slider's short weekday and
 * date, the full words for screen readers and the confirmation. Intl speaks the page's language.
 */
import { localeOf } from '@trama/shared/i18n';
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    // The day is a calendar date: read at UTC midnight, it is that day in every time zone.
    made = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

const atMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

export const weekdayShort = (date: string, language: string) => format(language, { weekday: 'short' }).format(atMidnight(date));
export const dayAndMonth = (date: string, language: string) => format(language, { day: 'numeric', month: 'short' }).format(atMidnight(date));
export const weekdayLong = (date: string, language: string) => format(language, { weekday: 'long' }).format(atMidnight(date));
export const longDate = (date: string, language: string) => format(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(atMidnight(date));
export const fullDay = (date: string, language: string) =>
  format(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(atMidnight(date));
