/**
 * The activation and password-reset e-mails (storefront §4 Account creation, Password reset) in
 * the shopper's language — it, en, fr, de, es; anything else gets Italian, the shop's default.
 */
import type { Language } from '@trama/shared/contract';
import { resolveLanguage } from '../language.ts';
import { escapeHtml } from './html.ts';
import { fill, inEachLanguage, MAIL_TEXTS, textsIn } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

interface MailText {
  subject: string;
  /** Named only for an activated account (issue 29 §4); null: a greeting naming nobody. */
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  ignore: string;
}

/** An account mail's texts from api/seed-data/mails (activation, passwordReset). */
const accountMail = (texts: typeof MAIL_TEXTS.activation): Record<Language, MailText> =>
  inEachLanguage((language) => ({
    ...textsIn(texts, language),
    greeting: (name) => (name === null ? texts.greeting[language] : fill(texts.greetingNamed[language], { name })),
  }));

const ACTIVATION = accountMail(MAIL_TEXTS.activation);
const RESET = accountMail(MAIL_TEXTS.passwordReset);

/** 'en-GB' means en; anything unsupported means it. */
export const mailLanguage = (value: string | null | undefined): Language => resolveLanguage(value);

export interface AccountMailInput {
  to: string;
  /**
   * Issue 29 §4: the name was typed by whoever registered, so it only goes to an address the
   * shopper has confirmed (an activated account); null for the activation mail and for a reset of
   * an account never activated.
   */
  firstName: string | null;
  language: string | null | undefined;
  /** The site origin, e.g. https://shop.example (no trailing slash). */
  origin: string;
  key: string;
}

function compose(kind: 'activation' | 'password-reset', texts: Record<Language, MailText>, path: string, input: AccountMailInput): MailMessage {
  const language = mailLanguage(input.language);
  const t = texts[language];
  const link = `${input.origin}/${language}/${path}/${encodeURIComponent(input.key)}`;
  const greeting = t.greeting(input.firstName);
  const text = `${greeting}\n\n${t.body}\n${link}\n\n${t.ignore}\n\nTrama\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>` +
    `<p style="color:#666">${escapeHtml(t.ignore)}</p><p>Trama</p></body></html>`;
  return { to: input.to, subject: t.subject, text, html, language, kind };
}

/** Link: `${origin}/${lang}/activate/${key}` (storefront §2 /activate/{activationKey}). */
export const activationMail = (input: AccountMailInput) => compose('activation', ACTIVATION, 'activate', input);

/** Link: `${origin}/${lang}/reset/finish/${key}` (account §2 /reset/finish/{resetKey}). */
export const passwordResetMail = (input: AccountMailInput) => compose('password-reset', RESET, 'reset/finish', input);
