import fp from 'fastify-plugin';
import { ContactRepository } from './contact-repository.ts';
import { ContactService } from './contact-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contactService: ContactService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'contactService',
      new ContactService({
        repository: new ContactRepository(app.db),
        brands: app.brandService,
        captcha: app.captchaService,
        flags: app.flagService,
        outbox: app.helpDeskOutbox,
        forwarder: app.helpDeskForwarder,
        rateLimiter: app.rateLimiter,
        rateLimits: app.rateLimits,
        log: app.log,
      }),
    );
  },
  { name: 'contact-domain', dependencies: ['db', 'brand-domain', 'flag-domain', 'captcha-domain', 'help-desk-domain', 'rate-limit-domain'] },
);
