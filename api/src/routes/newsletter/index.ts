import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { ErrorResponses, Id } from '../common/http.ts';
import { MAX_EMAIL_LENGTH } from '@trama/shared/rules';

const SubscriptionBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH, description: 'Checked against the storefront §5 e-mail format.' }),
  brandId: Id('Brand the shopper subscribes to.'),
  mailingID: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'Campaign id (CAMPAIGN_MAILING_ID label).' })),
  brandStore: Type.Optional(Type.String({ maxLength: 64, description: 'Accepted for compatibility; not used.' })),
  altcha: Type.Optional(
    Type.String({ maxLength: 4_000, description: "The ALTCHA widget's base64 payload (challenge from GET /api/external/altcha/challenge). Required." }),
  ),
}, { additionalProperties: false });

const SubscriptionAnswer = Type.Object({
  status: Type.Literal('SUCCESS'),
  result: Type.Literal('OK'),
  alreadySubscribed: Type.Boolean({ description: 'The address was already subscribed to this brand (still a success).' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/azure/zg-newsletter-create',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Newsletter subscription (storefront §3, §4 Newsletter)',
        description:
          'The footer form and the newsletter popup. Answers SUCCESS/OK, also when the address is already subscribed. ' +
          'A solved ALTCHA challenge is required and accepted once, as for POST /api/external/tickets: 422 CAPTCHA_INVALID ' +
          '(missing, wrong or expired), 409 CAPTCHA_REPLAYED. Then 400 VALIDATION_ERROR for a malformed body, 400 ' +
          'INVALID_EMAIL for a bad address, 404 BRAND_NOT_FOUND. Every refusal carries messageKey footer.news.6, stores ' +
          'nothing and (but for the captcha errors) leaves the solution unspent.',
        body: SubscriptionBody,
        response: { 200: SubscriptionAnswer, 409: ApiErrorSchema, 422: ApiErrorSchema, ...ErrorResponses },
      },
    },
    async (request) => app.newsletterService.subscribeFromForm(request.body),
  );
};

export default routes;
