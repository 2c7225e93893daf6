/** A date of the API (ISO) in the page's language, or null when absent or unreadable. */
import { localeOf } from '@trama/shared/i18n';

export function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}
