import fp from 'fastify-plugin';
import { StoreRepository } from './store-repository.ts';
import { StoreService } from './store-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storeService: StoreService;
  }
}

export default fp(
  async (app) => {
    app.decorate('storeService', new StoreService(new StoreRepository(app.db), app.brandService, app.gazetteer));
  },
  { name: 'store-domain', dependencies: ['db', 'brand-domain', 'geo-domain'] },
);
