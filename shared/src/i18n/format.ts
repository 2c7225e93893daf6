/**
 * Numbers, prices and dates per locale (issue 17 §3), through Intl. The brand's locale rules:
 *
 * | language | locale | price    | example     |
 * |----------|--------|----------|-------------|
 * | it       | it-IT  | after    | 1200,00 €   |
 * | en       | en-IE  | before   | €1,200.00   |
 * | fr       | fr-FR  | after    | 1 200,00 €  |
 * | de       | de-DE  | after    | 1.200,00 €  |
 * | es       | es-ES  | after    | 1200,00 €   |
 *
 * English is Ireland's English: the shop sells in euros inside the EU, so the euro sign leads as
 * in Irish usage. Intl's no-break spaces (U+00A0, U+202F) are written as plain spaces: the server
 * (Node's ICU) and the browser (Chromium's ICU) disagree on which one fr uses, and a difference
 * would be a hydration mismatch. Prices never wrap because their elements are `white-space: nowrap`.
 */
export const LOCALES = { it: 'it-IT', en: 'en-IE', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' } as const;

type KnownLanguage = keyof typeof LOCALES;

/** The Intl locale of a shop language ('fr' -> 'fr-FR'); Italian for anything unknown. */
export function localeOf(language: string | undefined): string {
  return language !== undefined && language in LOCALES ? LOCALES[language as KnownLanguage] : LOCALES.it;
}

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Storefront §5: a price with two decimals in the shopper's locale ("49,90 €", en "€49.90"). */
export function formatPrice(amount: number, currency = 'EUR', language = 'it'): string {
  const key = `${language}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    priceFormats.set(key, format);
  }
  return plainSpaces(format.format(Math.round(amount * 100) / 100));
}

/** A count or measure in the shopper's locale ("1.200" in de, "1 200" in fr). */
export function formatNumber(value: number, language = 'it', options: Intl.NumberFormatOptions = {}): string {
  return plainSpaces(new Intl.NumberFormat(localeOf(language), options).format(value));
}

/** A calendar date in the shopper's locale; `timeZone` defaults to UTC so server and browser agree. */
export function formatDate(date: Date | string, language = 'it', options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return plainSpaces(new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', ...options }).format(value));
}
