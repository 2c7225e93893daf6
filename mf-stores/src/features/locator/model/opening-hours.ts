/**
 * A weekday's opening hours as the API sends them (contract-schemas: 'HH:MM-HH:MM' ranges
 * separated by ', ', or 'closed'). 'closed' is a code, not a text: null here, so the card shows
 * the translated word (locator.closed) in every language.
 */
export function openingHoursRanges(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'closed') return null;
  return text;
}
