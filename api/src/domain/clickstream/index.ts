import { domainPlugin } from '../domain-plugin.ts';
import { ClickstreamRepository } from './clickstream-repository.ts';
import { ClickstreamService } from './clickstream-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clickstreamService: ClickstreamService;
  }
}

export default domainPlugin('clickstreamService', (app) => new ClickstreamService(new ClickstreamRepository(app.db), app.brandService, app.catalogueService), { name: 'clickstream-domain', dependencies: ['db', 'brand-domain', 'catalogue-domain'] });
