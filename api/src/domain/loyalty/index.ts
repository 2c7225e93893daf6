import { domainPlugin } from '../domain-plugin.ts';
import { LoyaltyRepository } from './loyalty-repository.ts';
import { LoyaltyService } from './loyalty-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    loyaltyService: LoyaltyService;
  }
}

export default domainPlugin('loyaltyService', (app) => new LoyaltyService({ repository: new LoyaltyRepository(app.db), flags: app.flagService, log: app.log }), { name: 'loyalty-domain', dependencies: ['db', 'flag-domain'] });
