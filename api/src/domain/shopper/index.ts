import fp from 'fastify-plugin';
import { ShopperRepository } from './shopper-repository.ts';
import { ShopperService } from './shopper-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopperService: ShopperService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'shopperService',
      new ShopperService({
        repository: new ShopperRepository(app.db),
        brands: app.brandService,
        captcha: app.captchaService,
        flags: app.flagService,
        outbox: app.helpDeskOutbox,
        forwarder: app.helpDeskForwarder,
        mailer: app.mailer,
        rateLimiter: app.rateLimiter,
        rateLimits: app.rateLimits,
        log: app.log,
      }),
    );
  },
  { name: 'shopper-domain', dependencies: ['db', 'brand-domain', 'flag-domain', 'captcha-domain', 'help-desk-domain', 'mail-domain', 'rate-limit-domain'] },
);
