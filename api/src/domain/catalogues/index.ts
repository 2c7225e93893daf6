/** Account §3 Catalogue, §2 Catalogues page: the brand's catalogues in their order. */
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Catalogue } from '@trama/shared/contract';
import { catalogues } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

export class CatalogueListService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  byBrand(brandId: number): Promise<Catalogue[]> {
    return this.db
      .select({ code: catalogues.code, name: catalogues.name, seasonName: catalogues.seasonName, catalogueUrl: catalogues.catalogueUrl, photoUrl: catalogues.photoUrl })
      .from(catalogues)
      .where(eq(catalogues.brandId, brandId))
      .orderBy(asc(catalogues.position));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueList: CatalogueListService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogueList', new CatalogueListService(app.db));
  },
  { name: 'catalogue-list-domain', dependencies: ['db'] },
);
