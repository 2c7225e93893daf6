/**
 * Issue 29 §6: the newsletter's confirmation e-mail (double opt-in). It goes to an address nobody
 * has confirmed yet, so it holds the shop's own words and the link only, never anything typed by
 * the visitor (issue 29 §4). Link: `${origin}/${lang}/newsletter/confirm/${key}`.
 */
import type { Language } from '@trama/shared/contract';
import { mailLanguage } from './account-mails.ts';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

interface NewsletterMailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

const CONFIRMATION: Record<Language, NewsletterMailText> = {
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter Trama',
    greeting: 'Ciao,',
    body: 'per ricevere la newsletter Trama conferma la tua iscrizione aprendo questo link (valido 3 giorni):',
    action: 'Confermo l’iscrizione',
    ignore: 'Se non hai chiesto tu l’iscrizione, ignora questa e-mail: senza conferma non riceverai nulla.',
  },
  en: {
    subject: 'Confirm your subscription to the Trama newsletter',
    greeting: 'Hello,',
    body: 'to receive the Trama newsletter, confirm your subscription by opening this link (valid for 3 days):',
    action: 'Confirm my subscription',
    ignore: 'If you did not ask to subscribe, ignore this e-mail: without confirmation you will receive nothing.',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter Trama',
    greeting: 'Bonjour,',
    body: 'pour recevoir la newsletter Trama, confirmez votre inscription en ouvrant ce lien (valable 3 jours) :',
    action: 'Je confirme mon inscription',
    ignore: "Si vous n'avez pas demandé cette inscription, ignorez cet e-mail : sans confirmation, vous ne recevrez rien.",
  },
  de: {
    subject: 'Bestätigen Sie Ihre Anmeldung zum Trama-Newsletter',
    greeting: 'Guten Tag,',
    body: 'um den Trama-Newsletter zu erhalten, bestätigen Sie Ihre Anmeldung über diesen Link (3 Tage gültig):',
    action: 'Anmeldung bestätigen',
    ignore: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts.',
  },
  es: {
    subject: 'Confirma tu suscripción a la newsletter de Trama',
    greeting: 'Hola:',
    body: 'para recibir la newsletter de Trama, confirma tu suscripción abriendo este enlace (válido 3 días):',
    action: 'Confirmo mi suscripción',
    ignore: 'Si no has pedido la suscripción, ignora este correo: sin confirmación no recibirás nada.',
  },
};

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
