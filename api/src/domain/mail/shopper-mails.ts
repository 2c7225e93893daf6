/**
 * The personal-shopper confirmation e-mail (account §2 Personal shopper appointment: "after
 * success: confirmation with day, date, time, store"), sent once the appointment is stored, in
 * the request's language (else Italian).
 */
import type { Language } from '@trama/shared/contract';
import { mailLanguage } from './account-mails.ts';
import { escapeHtml } from './html.ts';
import { fill, inEachLanguage, MAIL_TEXTS, textsIn, type TextsIn } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

type ShopperMailText = Omit<TextsIn<typeof MAIL_TEXTS.shopperAppointment>, 'subject' | 'greeting'> & {
  subject: (store: string) => string;
  /** With the shopper's name only when the address is confirmed (issue 29 §4); else a greeting naming nobody. */
  greeting: (name: string | null) => string;
};

/** Texts: api/seed-data/mails (shopperAppointment; the subject's {store}, the greeting's {name}). */
const CONFIRMATION: Record<Language, ShopperMailText> = inEachLanguage((language) => {
  const texts = MAIL_TEXTS.shopperAppointment;
  return {
    ...textsIn(texts, language),
    subject: (store) => fill(texts.subject[language], { store }),
    greeting: (name) => (name === null ? texts.greeting[language] : fill(texts.greetingNamed[language], { name })),
  };
});

export interface ShopperMailInput {
  to: string;
  /**
   * The name the shopper typed, or null: issue 29 §4, visitor-written text only goes to an address
   * the shop knows is the writer's own (a signed-in customer booking for the account's address).
   * Anyone can book for any address, so otherwise the mail holds nothing but the shop's own words.
   */
  name: string | null;
  language: string;
  /** `YYYY-MM-DDTHH:mm`, shop time. */
  slot: string;
  store: { name: string; address: string; zip: string; city: string; phone: string };
}

/**
 * The brand's locales (@trama/shared/i18n LOCALES, issue 17 §3): English is Ireland's, "Tuesday 14
 * January 2025". That entry point also loads React, which the API does not run, hence the copy.
 */
const MAIL_LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-IE', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

/** "martedì 14 gennaio 2025": the shop's calendar day, named in the shopper's language. */
function longDay(date: string, language: Language): string {
  // The slot's day is already the shop's: format it as a UTC midnight so no zone moves it.
  return new Intl.DateTimeFormat(MAIL_LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/[\u00a0\u202f]/g, ' ');
}

export function shopperConfirmationMail(input: ShopperMailInput): MailMessage {
  const language = mailLanguage(input.language);
  const t = CONFIRMATION[language];
  const [date, time] = input.slot.split('T') as [string, string];
  const details: [string, string][] = [
    [t.date, longDay(date, language)],
    [t.time, time],
    [t.store, input.store.name],
    [t.address, `${input.store.address}, ${input.store.zip} ${input.store.city}`],
    [t.phone, input.store.phone],
  ];
  const greeting = t.greeting(input.name);
  const text = `${greeting}\n\n${t.body}\n\n${details.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${t.change}\n\nTrama\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<table>${details.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</table>` +
    `<p>${escapeHtml(t.change)}</p><p>Trama</p></body></html>`;
  return { to: input.to, subject: t.subject(input.store.name), text, html, language, kind: 'shopper-appointment' };
}
