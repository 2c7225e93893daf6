import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Catalogue } from '@trama/shared/contract';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const CatalogueSchema = contractTwin<Catalogue>()(Type.Object({
  code: Type.String(),
  name: Type.String(),
  seasonName: Type.String(),
  catalogueUrl: Type.String({ description: 'The page the catalogue opens.' }),
  photoUrl: Type.String({ description: 'Its cover, under /media.' }),
}));


const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/catalogues',
    {
      schema: {
        tags: ['content'],
        summary: "The brand's catalogues (account §2 Catalogues page, §3 Catalogue, §7 Catalogues)",
        description: 'For visitors too. brandId defaults to the brand header, then 3; a brand without catalogues answers [].',
        querystring: Type.Object({ brandId: Type.Optional(Id('Brand id.')) }),
        headers: ContextHeaders,
        response: { 200: Type.Array(CatalogueSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId: contextBrand, language } = requestContext(request);
      const brandId = request.query.brandId ?? contextBrand;
      const paths = await app.menuService.paths(brandId);
      return app.catalogueList.byBrand(brandId, language, (href) => paths.localize(href, language));
    },
  );
};

export default routes;
