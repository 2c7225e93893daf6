import fp from 'fastify-plugin';
import { OutboxMailer, SmtpMailer, type Mailer } from './mailer.ts';
import { OutboxRepository } from './outbox-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The messages written instead of sent (no SMTP_URL); read by the local mailbox. */
    outbox: OutboxRepository;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | null;
  mailFrom: string;
}

export default fp<MailPluginOptions>(
  async (app, options) => {
    const outbox = new OutboxRepository(app.db);
    app.decorate('outbox', outbox);
    if (options.smtpUrl) {
      const smtp = new SmtpMailer(options.smtpUrl, options.mailFrom);
      app.decorate('mailer', smtp);
      app.addHook('onClose', async () => smtp.close());
    } else {
      app.decorate('mailer', new OutboxMailer(outbox));
    }
  },
  { name: 'mail-domain', dependencies: ['db'] },
);
