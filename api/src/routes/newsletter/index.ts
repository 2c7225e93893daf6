import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';
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

const SubscriptionAnswer = Type.Object(
  {
    status: Type.Literal('SUCCESS'),
    result: Type.Literal('OK'),
  },
  { description: 'The same for a new, a pending and a subscribed address (issue 29 §6): the answer tells nobody who is on the list.' },
);

const ConfirmationBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200, description: 'The key at the end of the e-mail’s link.' }) }, { additionalProperties: false });

const ConfirmationAnswer = Type.Object({
  status: Type.Literal('SUCCESS'),
  result: Type.Literal('OK'),
  email: Type.String({ description: 'The address now subscribed.' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/azure/zg-newsletter-create',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Newsletter subscription (storefront §3, §4 Newsletter)',
        description:
          'The footer form and the newsletter popup. Double opt-in (issue 29 §6): an address not subscribed yet gets a ' +
          'confirmation e-mail (language header) whose link, valid 3 days and once, subscribes it (POST ' +
          '/api/external/newsletter/confirm); until then it is not subscribed. Answers SUCCESS/OK whatever the address’s ' +
          'state, with the same status and body (the e-mail is sent after the answer). 429 RATE_LIMITED with Retry-After past ' +
          'NEWSLETTER_RATE_LIMIT_PER_EMAIL or NEWSLETTER_RATE_LIMIT_PER_IP requests in the window (issue 29 §5). ' +
          'A solved ALTCHA challenge is required and accepted once, as for POST /api/external/tickets: 422 CAPTCHA_INVALID ' +
          '(missing, wrong or expired), 409 CAPTCHA_REPLAYED. Then 400 VALIDATION_ERROR for a malformed body, 400 ' +
          'INVALID_EMAIL for a bad address, 404 BRAND_NOT_FOUND. Every refusal carries messageKey footer.news.6, stores ' +
          'nothing and (but for the captcha errors) leaves the solution unspent.',
        headers: ContextHeaders,
        body: SubscriptionBody,
        response: { 200: SubscriptionAnswer, 409: ApiErrorSchema, 422: ApiErrorSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      app.newsletterService.subscribeFromForm(request.body, { ip: request.ip, origin: app.publicUrl, language: requestContext(request).language }),
  );

  app.post(
    '/api/external/newsletter/confirm',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Confirm a newsletter subscription (issue 29 §6 double opt-in)',
        description:
          'The key of the confirmation e-mail’s link (the page /{lang}/newsletter/confirm/{key} sends it): the address is ' +
          'subscribed from now on and the key is spent. 400 NEWSLETTER_KEY_INVALID (newsletterConfirm.failed) for an unknown, ' +
          'used or expired key.',
        body: ConfirmationBody,
        response: { 200: ConfirmationAnswer, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.newsletterService.confirm(request.body.key);
    },
  );
};

export default routes;
