/** A post's date for shoppers, in their language ("4 marzo 2025"); null when the CMS value is no date. */
export function formatPostDate(value: string | null | undefined, language: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  try {
    // UTC: a date-only value must not move a day with the shopper's time zone.
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return value.slice(0, 10);
  }
}
