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
    app.decorate('newsletterService', new NewsletterService(new NewsletterRepository(app.db), app.brandService));
  },
  { name: 'newsletter-domain', dependencies: ['db', 'brand-domain'] },
);
