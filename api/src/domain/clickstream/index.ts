import { domainPlugin } from '../domain-plugin.ts';
import { ClickstreamRepository } from './clickstream-repository.ts';
import { ClickstreamService } from './clickstream-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clickstreamService: ClickstreamService;
  }
}

export default domainPlugin('clickstreamService', (app) => new ClickstreamService({ repository: new ClickstreamRepository(app.db), brands: app.brandService, catalogue: app.catalogueService }), { name: 'clickstream-domain', dependencies: ['db', 'brand-domain', 'catalogue-domain'] });
