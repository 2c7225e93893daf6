/**
 * Issue 29 §6: the newsletter's confirmation e-mail (double opt-in). It goes to an address nobody
 * has confirmed yet, so it holds the shop's own words and the link only, never anything typed by
 * the visitor (issue 29 §4). Link: `${origin}/${lang}/newsletter/confirm/${key}`.
 */
import type { Language } from '@trama/shared/contract';
import { mailLanguage } from './account-mails.ts';
import { escapeHtml } from './html.ts';
import { inEachLanguage, MAIL_TEXTS, textsIn, type TextsIn } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

type NewsletterMailText = TextsIn<typeof MAIL_TEXTS.newsletterConfirmation>;

/** Texts: api/seed-data/mails (newsletterConfirmation). */
const CONFIRMATION: Record<Language, NewsletterMailText> = inEachLanguage((language) => {
  const texts = MAIL_TEXTS.newsletterConfirmation;
  return textsIn(texts, language);
});

export interface NewsletterMailInput {
  to: string;
  language: string | null | undefined;
  /** PUBLIC_URL (no trailing slash), never the request's Host. */
  origin: string;
  key: string;
}

export function newsletterConfirmationMail(input: NewsletterMailInput): MailMessage {
  const language = mailLanguage(input.language);
  const t = CONFIRMATION[language];
  const link = `${input.origin}/${language}/newsletter/confirm/${encodeURIComponent(input.key)}`;
  const text = `${t.greeting}\n\n${t.body}\n${link}\n\n${t.ignore}\n\nTrama\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>` +
    `<p style="color:#666">${escapeHtml(t.ignore)}</p><p>Trama</p></body></html>`;
  return { to: input.to, subject: t.subject, text, html, language, kind: 'newsletter-confirmation' };
}
