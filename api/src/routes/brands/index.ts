import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BannerLabelSchema, BrandDetailSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, LanguageTag, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/brands/details',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Brand detail: shipping, promotions, sister brands (storefront §3)',
        description: 'brandId defaults to the brand header, then 3. 404 BRAND_NOT_FOUND for an unknown brand.',
        querystring: Type.Object({ brandId: Type.Optional(Id('Brand id.')) }),
        headers: ContextHeaders,
        response: { 200: BrandDetailSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const context = requestContext(request);
      return app.brandService.details(request.query.brandId ?? context.brandId, context.language);
    },
  );

  app.get(
    '/api/external/brands/:brandId/label-languages',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Banner and label texts (BANNER1..3, PROMOTION, ON_SALE, CAMPAIGN_MAILING_ID)',
        description:
          'language defaults to the language header, then it; unsupported languages mean it. Each ' +
          "label's `language` is the language its text is actually in (a missing translation falls back to en, then it).",
        params: Type.Object({ brandId: Id('Brand id.') }),
        querystring: Type.Object({ language: Type.Optional(LanguageTag) }),
        headers: ContextHeaders,
        response: { 200: Type.Array(BannerLabelSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { language } = requestContext(request, request.query.language);
      return app.brandService.labels(request.params.brandId, language);
    },
  );
};

export default routes;
