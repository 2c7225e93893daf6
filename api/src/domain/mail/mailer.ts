/**
 * The Mailer port (architecture §4 E-mail): SMTP through nodemailer when SMTP_URL is set,
 * otherwise the mail_outbox table that the local mailbox (/dev/mailbox) shows. In SMTP mode
 * nothing is kept: a stored reset link would be a working key in the database.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** activation, password-reset… */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where OutboxMailer keeps what it would have sent: the OutboxRepository (given, not imported, so the two files do not import each other). */
export interface MailStore {
  add(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  private readonly outbox: MailStore;

  constructor(outbox: MailStore) {
    this.outbox = outbox;
  }

  async send(message: MailMessage): Promise<void> {
    await this.outbox.add(message);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  close(): void {
    this.transport.close();
  }
}
