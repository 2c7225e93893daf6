import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DiscountValidationSchema } from '../common/basket-schemas.ts';
import { resolveCaller } from '../common/caller.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/web-discount/validate-discount',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['basket'],
        summary: 'Validate a discount code (storefront §4 Discount validation, §7)',
        description:
          'Always 200 for a code: `valid` false with a `reason` (UNKNOWN, EXPIRED, NOT_STARTED, USED_UP, CUSTOMER_LIMIT, ' +
          'LOGIN_REQUIRED, WRONG_BRAND, MINIMUM_AMOUNT) when it cannot be used. Codes are case-insensitive. `amount` is ' +
          'checked against the code minimum when sent. brandId defaults to the brand header, then 3. A missing or blank ' +
          'discountCode is 400 DISCOUNT_CODE_REQUIRED (messageKey product.basket.46); an unknown brand 404 BRAND_NOT_FOUND. ' +
          'The customer is the one of the bearer token (an invalid token is 401 UNAUTHORIZED); without a token the caller ' +
          'is a visitor, whatever webClientId says.',
        querystring: Type.Object({
          discountCode: Type.Optional(Type.String({ maxLength: 64 })),
          amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Basket amount in the brand currency.' })),
          brandId: Type.Optional(Id('Brand id.')),
          webClientId: Type.Optional(Id('Sent by the storefront (§7) but ignored: the customer comes from the bearer token.')),
        }),
        headers: ContextHeaders,
        response: { 200: DiscountValidationSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { discountCode, amount, brandId } = request.query;
      return app.discountService.validate({
        code: discountCode,
        brandId: brandId ?? requestContext(request).brandId,
        amount: amount ?? null,
        caller: resolveCaller(request),
      });
    },
  );
};

export default routes;
