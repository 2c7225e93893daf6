import fp from 'fastify-plugin';
import { CatalogueService } from './catalogue-service.ts';
import { ListingRepository } from './listing-repository.ts';
import { ProductRepository } from './product-repository.ts';
import { SearchRepository } from './search-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueService: CatalogueService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'catalogueService',
      new CatalogueService(new ProductRepository(app.db), new ListingRepository(app.db), new SearchRepository(app.db), app.brandService),
    );
  },
  { name: 'catalogue-domain', dependencies: ['db', 'brand-domain'] },
);
