import fp from 'fastify-plugin';
import { NewsletterRepository } from './newsletter-repository.ts';
import { NewsletterService } from './newsletter-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterService: NewsletterService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'newsletterService',
      new NewsletterService({ repository: new NewsletterRepository(app.db), brands: app.brandService, captcha: app.captchaService, mailer: app.mailer, rateLimiter: app.rateLimiter, rateLimits: app.rateLimits, log: app.log }),
    );
  },
  { name: 'newsletter-domain', dependencies: ['db', 'brand-domain', 'captcha-domain', 'mail-domain', 'rate-limit-domain'] },
);
