import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StoreSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/stores/stores-by-brand-id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Every store of a brand (account §3 Store)',
        description: 'brandId defaults to the brand header, then 3. 404 BRAND_NOT_FOUND for an unknown brand.',
        querystring: Type.Object({ brandId: Type.Optional(Id('Brand id.')) }),
        headers: ContextHeaders,
        response: { 200: Type.Array(StoreSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const brandId = request.query.brandId ?? requestContext(request).brandId;
      return app.storeService.byBrand(brandId);
    },
  );
};

export default routes;
