import { domainPlugin } from '../domain-plugin.ts';
import { StoreRepository } from './store-repository.ts';
import { StoreService } from './store-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storeService: StoreService;
  }
}

export default domainPlugin('storeService', (app) => new StoreService({ repository: new StoreRepository(app.db), brands: app.brandService, gazetteer: app.gazetteer }), { name: 'store-domain', dependencies: ['db', 'brand-domain', 'geo-domain'] });
