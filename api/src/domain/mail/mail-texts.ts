/**
 * The e-mails' texts (issue 32 §1): api/seed-data/mails/<language>.json, one key per text, so a
 * product owner rewords a mail without reading code (docs/content-data.md). A text may hold
 * placeholders in braces ({name}, {store}, {orderNumber}) that the mail fills in; the layout
 * (links, tables, escaping) stays in each *-mails.ts.
 */
import { SUPPORTED_LANGUAGES, type Language } from '@trama/shared/contract';
import { Type } from 'typebox';
import { inEveryLanguageSchema, loadSeedData } from '../../db/seed/seed-data.ts';

const Text = inEveryLanguageSchema(Type.String());
const AccountMail = Type.Object({ subject: Text, greeting: Text, greetingNamed: Text, body: Text, action: Text, ignore: Text }, { additionalProperties: false });

const MailsData = Type.Object(
  {
    activation: AccountMail,
    passwordReset: AccountMail,
    newsletterConfirmation: Type.Object({ subject: Text, greeting: Text, body: Text, action: Text, ignore: Text }, { additionalProperties: false }),
    orderConfirmation: Type.Object(
      { subject: Text, greeting: Text, orderNumber: Text, delivery: Text, pickup: Text, body: Text, shipping: Text, total: Text, thanks: Text },
      { additionalProperties: false },
    ),
    shopperAppointment: Type.Object(
      { subject: Text, greeting: Text, greetingNamed: Text, body: Text, date: Text, time: Text, store: Text, address: Text, phone: Text, change: Text },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const MAIL_TEXTS = loadSeedData('mails', MailsData);

/** `template` with each {placeholder} replaced by its value (a value is never read as a template). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One mail's texts per language, built by `text` from the language's strings. */
export function inEachLanguage<T>(text: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, text(language)])) as Record<Language, T>;
}

/** A mail's texts in one language: the same keys as its entry in MAIL_TEXTS, each a string. */
export type TextsIn<T> = { [K in keyof T]: string };

/** A mail's texts in one language: every key's string in `language` (a mail then replaces what it fills in). */
export function textsIn<T extends Record<string, Record<Language, string>>>(texts: T, language: Language): TextsIn<T> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[language]])) as TextsIn<T>;
}
