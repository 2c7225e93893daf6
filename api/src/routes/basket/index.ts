import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BasketPricingRequestSchema,
  BasketPricingSchema,
  StockCheckRequestSchema,
  StockCheckResultSchema,
} from '../common/basket-schemas.ts';
import { ShopHeaders } from '../common/catalogue-http.ts';
import { resolveCaller } from '../common/caller.ts';
import { ErrorResponses, requestContext } from '../common/http.ts';

const LINE_ERRORS =
  '400 VALIDATION_ERROR for a malformed line, a quantity outside 1-10 or more than 100 lines; 400 DUPLICATE_LINE for ' +
  'a size listed twice; 400 INVALID_JSON; 404 BRAND_NOT_FOUND.';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/basket/pricing',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['basket'],
        summary: 'Basket totals from database prices, promotions and the coupon (storefront §3 Basket totals, §4, §5)',
        description:
          'Each line (productId, size, quantity) is priced from the database at the moment of the call; any price in ' +
          'the body is ignored. Promotions come from the brand details (flag promotion-rules), the coupon from ' +
          'validate-discount (a refused code is not applied: coupon.reason says why). The totals come from the shared ' +
          `rules the browser runs. Lines the shop does not sell are listed in unknownLines. The customer (per-customer and ` +
          `authenticated-only codes) is the bearer token's; body.webClientId is ignored; an invalid token is 401. ` +
          'Packs (issue 31 §6): a pack product whose pieces are products of their own is a heading line priced 0; each ' +
          "piece line costs its own price less the pack's percentage, both from the database; a piece line below its " +
          `pack's quantity (or missing) is 400 PACK_PIECE_BELOW_PACK (messageKey line.packChild). ${LINE_ERRORS}`,
        headers: ShopHeaders,
        body: BasketPricingRequestSchema,
        response: { 200: BasketPricingSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      return app.basketService.price(request.body, { brandId, language, caller: resolveCaller(request) });
    },
  );

  app.post(
    '/api/external/basket/check-stock',
    {
      schema: {
        tags: ['basket'],
        summary: 'Stock check before checkout (storefront §5)',
        description:
          'Each line against the current web inventory: available when the stock is at least the quantity; ok when ' +
          `every line is available. An empty list is ok: false. ${LINE_ERRORS}`,
        headers: ShopHeaders,
        body: StockCheckRequestSchema,
        response: { 200: StockCheckResultSchema, ...ErrorResponses },
      },
    },
    async (request) => app.basketService.checkStock(request.body, requestContext(request)),
  );
};

export default routes;
