import { formatDate } from '@trama/shared/i18n';

/**
 * A post's date for shoppers, in their language and the brand's locale ("4 marzo 2025", en
 * "4 March 2025"); null when the CMS value is no date. UTC: a date-only value must not move a day
 * with the shopper's time zone, and server and browser then write the same text.
 */
export function formatPostDate(value: string | null | undefined, language: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return formatDate(date, language, { dateStyle: 'long' });
  } catch {
    return value.slice(0, 10);
  }
}
