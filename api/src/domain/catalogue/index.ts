import fp from 'fastify-plugin';
import { CATALOGUE_TABLES, SEARCH_INDEX_TABLES, STOCK_TABLES } from '../cache/cached-tables.ts';
import { CatalogueService } from './catalogue-service.ts';
import { ListingRepository } from './listing-repository.ts';
import { ProductRepository } from './product-repository.ts';
import { SearchIndex } from './search-index/search-index.ts';
import { SearchRepository } from './search-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueService: CatalogueService;
    /** The in-process search index (issue 18 §1, docs/search-index.md): its state for health and tests. */
    searchIndex: SearchIndex;
  }
}

export default fp(
  async (app) => {
    const searchIndex = new SearchIndex(app.db, { log: app.log });
    const service = new CatalogueService({
      products: new ProductRepository(app.db),
      listing: new ListingRepository(app.db),
      searchRepository: new SearchRepository(app.db),
      brands: app.brandService,
      searchIndex,
    });
    app.decorate('catalogueService', service);
    app.decorate('searchIndex', searchIndex);
    // Built once the app is ready (migrations and the seed have run); until then search reads PostgreSQL.
    app.addHook('onReady', async () => searchIndex.start());
    app.addHook('onClose', async () => searchIndex.close());
    // A write to what the index copies (product_search follows products and product_texts) makes it stale everywhere.
    app.caches.register({ name: 'search index', tables: SEARCH_INDEX_TABLES, clear: () => searchIndex.invalidate() });
    // Issue 18 §4: a catalogue write on any instance (or in SQL) clears these reads everywhere.
    app.caches.register({ name: 'catalogue reads', tables: CATALOGUE_TABLES, clear: () => service.clearCaches() });
    // A stock-only write (a paid order) clears the product answers alone: lists and search keep theirs.
    app.caches.register({ name: 'product answers', tables: STOCK_TABLES, clear: () => service.clearProductAnswers() });
  },
  { name: 'catalogue-domain', dependencies: ['db', 'brand-domain', 'cache-invalidation'] },
);
