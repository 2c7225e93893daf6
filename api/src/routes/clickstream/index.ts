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
        summary: 'Recommended products around a product and/or a browser (storefront §2 Home, §7)',
        description:
          'At most 12 priced products, never the given product nor one the browser viewed: products of the same ' +
          'menu as `productId` (by ranking); then those other browsers viewed along with it or with what `browserId` ' +
          'viewed (most co-viewers first); then the sibling menus; then the best ranked ones. Both parameters are ' +
          'optional: the shop sends `browserId` only after cookie approval. 404 PRODUCT_NOT_FOUND for an unknown product.',
        headers: ShopHeaders,
        querystring: Type.Object({
          browserId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only with cookie approval.' })),
          productId: Type.Optional(Id('The page’s product: recommend around it')),
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
      return app.clickstreamService.recommended(
        request.query.brandId ?? brandId,
        { browserId: request.query.browserId, productId: request.query.productId },
        language,
      );
    },
  );
};

export default routes;
