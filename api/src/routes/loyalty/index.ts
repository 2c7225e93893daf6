import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInCustomer } from '../../plugins/auth.ts';
import { bearer, BEARER, ErrorResponses, noStore } from '../common/http.ts';
import { LoyaltyBalanceSchema, LoyaltyRedeemRequestSchema, LoyaltyRedemptionSchema } from './loyalty-schemas.ts';


const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/api/external-secured/loyalty',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['checkout'],
        summary: 'Your loyalty balance and what can be converted now (account §3 storeClientLoyalty, §4 Loyalty)',
        description:
          "The balance of the token's web client (so of its brand). convertiblePoints: the points rounded down to the brand's " +
          'conversionMultiple, 0 below conversionThreshold or when not eligible (no balance on this brand); convertibleValue: ' +
          `their share of loyaltyValue, to the cent, rounded down. ${BEARER}`,
        security: bearer,
        response: { 200: LoyaltyBalanceSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { webClientId, brandId } = signedInCustomer(request);
      return app.loyaltyService.balance({ webClientId, brandId });
    },
  );

  app.post(
    '/api/external-secured/redeem-store-client-loyalty',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['checkout'],
        summary: 'Convert loyalty points into a client discount (account §4 Loyalty)',
        description:
          'Body {} converts everything convertible; { points } a convertible part of it. The points and their value leave the ' +
          'balance and a FIXED discount code of that value is created: single use, for signed-in use by you only (anyone else ' +
          'gets it as an unknown code). 422 LOYALTY_NOT_CONVERTIBLE below the threshold, when not eligible, with nothing ' +
          `convertible, for points that are not a convertible amount, or when flag redeem-points is off. ${BEARER}`,
        security: bearer,
        body: LoyaltyRedeemRequestSchema,
        response: { 200: LoyaltyRedemptionSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { webClientId, brandId } = signedInCustomer(request);
      return app.loyaltyService.redeem({ webClientId, brandId }, request.body.points);
    },
  );
};

export default routes;
