import fp from 'fastify-plugin';
import { CATALOGUE_TABLES, STOCK_TABLES } from '../cache/cached-tables.ts';
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
    const service = new CatalogueService(new ProductRepository(app.db), new ListingRepository(app.db), new SearchRepository(app.db), app.brandService);
    app.decorate('catalogueService', service);
    // Issue 18 §4: a catalogue write on any instance (or in SQL) clears these reads everywhere.
    app.caches.register({ name: 'catalogue reads', tables: CATALOGUE_TABLES, clear: () => service.clearCaches() });
    // A stock-only write (a paid order) clears the product answers alone: lists and search keep theirs.
    app.caches.register({ name: 'product answers', tables: STOCK_TABLES, clear: () => service.clearProductAnswers() });
  },
  { name: 'catalogue-domain', dependencies: ['db', 'brand-domain', 'cache-invalidation'] },
);
