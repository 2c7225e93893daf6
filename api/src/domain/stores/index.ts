import { domainPlugin } from '../domain-plugin.ts';
import { StoreRepository } from './store-repository.ts';
import { StoreService } from './store-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storeService: StoreService;
  }
}

export default domainPlugin('storeService', (app) => new StoreService(new StoreRepository(app.db), app.brandService, app.gazetteer), { name: 'store-domain', dependencies: ['db', 'brand-domain', 'geo-domain'] });
