/**
 * The activation and password-reset e-mails (storefront §4 Account creation, Password reset) in
 * the shopper's language — it, en, fr, de, es; anything else gets Italian, the shop's default.
 */
import type { Language } from '@trama/shared/contract';
import { resolveLanguage } from '../language.ts';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

interface MailText {
  subject: string;
  /** Named only for an activated account (issue 29 §4); null: a greeting naming nobody. */
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  ignore: string;
}

const ACTIVATION: Record<Language, MailText> = {
  it: {
    subject: 'Attiva il tuo account Trama',
    greeting: (name) => (name === null ? 'Ciao,' : `Ciao ${name},`),
    body: 'grazie per esserti registrato. Per attivare il tuo account apri questo link:',
    action: 'Attiva il mio account',
    ignore: 'Se non hai creato tu questo account, ignora questa e-mail.',
  },
  en: {
    subject: 'Activate your Trama account',
    greeting: (name) => (name === null ? 'Hello,' : `Hello ${name},`),
    body: 'thank you for signing up. To activate your account, open this link:',
    action: 'Activate my account',
    ignore: 'If you did not create this account, please ignore this e-mail.',
  },
  fr: {
    subject: 'Activez votre compte Trama',
    greeting: (name) => (name === null ? 'Bonjour,' : `Bonjour ${name},`),
    body: 'merci pour votre inscription. Pour activer votre compte, ouvrez ce lien :',
    action: 'Activer mon compte',
    ignore: "Si vous n'avez pas créé ce compte, ignorez cet e-mail.",
  },
  de: {
    subject: 'Aktivieren Sie Ihr Trama-Konto',
    greeting: (name) => (name === null ? 'Guten Tag,' : `Hallo ${name},`),
    body: 'vielen Dank für Ihre Registrierung. Öffnen Sie diesen Link, um Ihr Konto zu aktivieren:',
    action: 'Mein Konto aktivieren',
    ignore: 'Wenn Sie dieses Konto nicht erstellt haben, ignorieren Sie diese E-Mail.',
  },
  es: {
    subject: 'Activa tu cuenta Trama',
    greeting: (name) => (name === null ? 'Hola:' : `Hola ${name}:`),
    body: 'gracias por registrarte. Para activar tu cuenta, abre este enlace:',
    action: 'Activar mi cuenta',
    ignore: 'Si no has creado esta cuenta, ignora este correo.',
  },
};

const RESET: Record<Language, MailText> = {
  it: {
    subject: 'Reimposta la password del tuo account Trama',
    greeting: (name) => (name === null ? 'Ciao,' : `Ciao ${name},`),
    body: 'abbiamo ricevuto una richiesta di reimpostazione della password. Per sceglierne una nuova apri questo link:',
    action: 'Scegli una nuova password',
    ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
  },
  en: {
    subject: 'Reset the password of your Trama account',
    greeting: (name) => (name === null ? 'Hello,' : `Hello ${name},`),
    body: 'we received a request to reset your password. To choose a new one, open this link:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for a reset, ignore this e-mail: your current password stays valid.',
  },
  fr: {
    subject: 'Réinitialisez le mot de passe de votre compte Trama',
    greeting: (name) => (name === null ? 'Bonjour,' : `Bonjour ${name},`),
    body: 'nous avons reçu une demande de réinitialisation de votre mot de passe. Pour en choisir un nouveau, ouvrez ce lien :',
    action: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe actuel reste valable.",
  },
  de: {
    subject: 'Setzen Sie das Passwort Ihres Trama-Kontos zurück',
    greeting: (name) => (name === null ? 'Guten Tag,' : `Hallo ${name},`),
    body: 'wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Öffnen Sie diesen Link, um ein neues zu wählen:',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr aktuelles Passwort bleibt gültig.',
  },
  es: {
    subject: 'Restablece la contraseña de tu cuenta Trama',
    greeting: (name) => (name === null ? 'Hola:' : `Hola ${name}:`),
    body: 'hemos recibido una solicitud para restablecer tu contraseña. Para elegir una nueva, abre este enlace:',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña actual sigue siendo válida.',
  },
};

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
