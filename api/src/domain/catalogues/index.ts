/** Account §3 Catalogue, §2 Catalogues page: the brand's catalogues in their order. */
import { asc, eq } from 'drizzle-orm';
import { domainPlugin } from '../domain-plugin.ts';
import type { Catalogue, Language } from '@trama/shared/contract';
import { catalogues } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';

export class CatalogueListService extends SqlRepository {
  /**
   * Issue 17 §1: name and season in `language` (Italian when the product owner wrote none), and
   * the page the catalogue opens in that language's words (/it/letto -> /fr/lit).
   */
  async byBrand(brandId: number, language: Language = 'it', localize: (href: string) => string = (href) => href): Promise<Catalogue[]> {
    const rows = await this.db
      .select({
        code: catalogues.code,
        name: catalogues.name,
        seasonName: catalogues.seasonName,
        texts: catalogues.texts,
        catalogueUrl: catalogues.catalogueUrl,
        photoUrl: catalogues.photoUrl,
      })
      .from(catalogues)
      .where(eq(catalogues.brandId, brandId))
      .orderBy(asc(catalogues.position));
    return rows.map(({ texts, ...row }) => {
      const own = texts[language];
      return {
        ...row,
        name: own?.name || row.name,
        seasonName: own?.seasonName || row.seasonName,
        catalogueUrl: localize(row.catalogueUrl),
      };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueList: CatalogueListService;
  }
}

export default domainPlugin('catalogueList', (app) => new CatalogueListService(app.db), { name: 'catalogue-list-domain', dependencies: ['db'] });
