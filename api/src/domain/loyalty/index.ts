import fp from 'fastify-plugin';
import { LoyaltyRepository } from './loyalty-repository.ts';
import { LoyaltyService } from './loyalty-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loyaltyService: LoyaltyService;
  }
}

export default fp(
  async (app) => {
    app.decorate('loyaltyService', new LoyaltyService(new LoyaltyRepository(app.db), app.flagService, app.log));
  },
  { name: 'loyalty-domain', dependencies: ['db', 'flag-domain'] },
);
