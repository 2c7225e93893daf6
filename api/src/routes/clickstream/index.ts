import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClickstreamEventSchema, ProductSchema } from '../common/catalogue-schemas.ts';
import { ShopHeaders } from '../common/catalogue-http.ts';
import { ErrorResponses, Id, LanguageTag, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/clickstream/create',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Record a clickstream event (storefront §3, §7)',
        description:
          'Stores one view; events with a productId feed the recommendations of their browserId. 201 with no body. ' +
          '400 VALIDATION_ERROR for a malformed event, 404 BRAND_NOT_FOUND / PRODUCT_NOT_FOUND for unknown ids.',
        headers: ShopHeaders,
        body: ClickstreamEventSchema,
        response: { 201: Type.Null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      await app.clickstreamService.record(request.body);
      return reply.code(201).send(null);
    },
  );

  app.get(
    '/api/external/clickstream/recommended-products',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Recommended products of a browser (storefront §2 Home, §7)',
        description:
          'At most 12 priced products: first those that other browsers viewed along with what this browser viewed ' +
          '(most co-viewers first), never one it already viewed; then the best ranked ones.',
        headers: ShopHeaders,
        querystring: Type.Object({
          browserId: Type.String({ minLength: 1, maxLength: 100 }),
          brandId: Type.Optional(Id('Brand id (else the brand header)')),
          country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
          language: Type.Optional(LanguageTag),
          currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
        }),
        response: { 200: Type.Array(ProductSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request, request.query.language);
      return app.clickstreamService.recommended(request.query.brandId ?? brandId, request.query.browserId, language);
    },
  );
};

export default routes;
