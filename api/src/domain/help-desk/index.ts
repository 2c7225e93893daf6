import fp from 'fastify-plugin';
import type { ContactConfig } from '../../config.ts';
import { HelpDeskForwarder } from './help-desk-forwarder.ts';
import { HelpDeskOutbox } from './help-desk-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    helpDeskOutbox: HelpDeskOutbox;
    helpDeskForwarder: HelpDeskForwarder;
  }
}

export default fp<{ contact: ContactConfig }>(
  async (app, { contact }) => {
    const outbox = new HelpDeskOutbox(app.db);
    const forwarder = new HelpDeskForwarder({
      outbox,
      url: contact.helpDeskUrl,
      retryBaseMs: contact.helpDeskRetryBaseMs,
      retryMaxMs: contact.helpDeskRetryMaxMs,
      pollMs: contact.helpDeskPollMs,
      timeoutMs: contact.helpDeskTimeoutMs,
      log: app.log,
    });
    app.decorate('helpDeskOutbox', outbox);
    app.decorate('helpDeskForwarder', forwarder);
    // Pending rows of an earlier run (the desk was down, the process stopped) go out once the app is ready.
    app.addHook('onReady', async () => forwarder.start());
    app.addHook('onClose', async () => forwarder.stop());
  },
  { name: 'help-desk-domain', dependencies: ['db'] },
);
