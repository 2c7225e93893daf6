import fp from 'fastify-plugin';
import { ClickstreamRepository } from './clickstream-repository.ts';
import { ClickstreamService } from './clickstream-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clickstreamService: ClickstreamService;
  }
}

export default fp(
  async (app) => {
    app.decorate('clickstreamService', new ClickstreamService(new ClickstreamRepository(app.db), app.brandService, app.catalogueService));
  },
  { name: 'clickstream-domain', dependencies: ['db', 'brand-domain', 'catalogue-domain'] },
);
