/**
 * Payment routes (architecture §4 Payments; account §2 Payment result pages, §4 Checkout flow,
 * Payment confirmation statuses, §7 the calls it makes). HTTP only: app.paymentService does the work.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdyenNotification } from '../../domain/payments/adyen-hmac.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { bearer, BEARER, ErrorResponses, noStore } from '../common/http.ts';
import { returningToShop } from '../common/public-url.ts';
import moneticoRoutes from './monetico-cgi2.ts';
import userPaymentRoutes from './monetico-user-payment.ts';
import {
  AdyenNotificationSchema,
  PaymentDetailsRequestSchema,
  PaymentDetailsResponseSchema,
  PaymentRefusalSchema,
  PaymentResultSchema,
  PaymentSessionRequestSchema,
  PaymentSessionSchema,
  SandboxPaymentRequestSchema,
  SandboxPaymentResponseSchema,
} from './payment-schemas.ts';

const NOT_YOURS = "404 ORDER_NOT_FOUND for an order that does not exist or is another customer's.";
export const ADYEN_WEBHOOK_URL = '/api/webhooks/adyen';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external-secured/adyen/create-checkout-session',
    {
      onRequest: [app.requireCustomer, noStore],
      schema: {
        tags: ['checkout'],
        summary: 'Open a payment session for your unpaid order (account §4 Checkout flow, architecture §4 Payments)',
        description:
          `The provider in use (${app.paymentProvider.name}) answers its block: adyen (Drop-in session), sandbox (test payment, test cards) ` +
          'or monetico (a MAC-signed form to post). The amount is always the order\'s, in minor units; an amount in the body is ignored. ' +
          '409 ORDER_NOT_PAYABLE when the order is paid or failed; 409 DISCOUNT_REFUSED (messageKey payment.19, with reason) when the ' +
          "order's discount code reservation lapsed and the code is now used up by other orders; 502 PAYMENT_PROVIDER_ERROR when the " +
          `provider does not answer. ${NOT_YOURS} ${BEARER}`,
        security: bearer,
        body: PaymentSessionRequestSchema,
        response: { 200: PaymentSessionSchema, 409: PaymentRefusalSchema, ...ErrorResponses },
      },
    },
    async (request) => app.paymentService.createSession(signedInCustomer(request).webClientId, returningToShop(request.body, app.publicUrl)),
  );

  app.post(
    '/api/sandbox-payments/:sessionId/payments',
    {
      onRequest: [app.requireCustomer, noStore],
      schema: {
        tags: ['checkout'],
        summary: 'Pay with the sandbox, the local test provider (architecture §4 Payments): no money moves',
        description:
          "Answers Adyen's resultCode for the test card (PaymentSession.sandbox.testCards; any other number is Refused) or the PayPal / " +
          'pay-in-3 button\'s outcome. Authorised and Refused also deliver an HMAC-signed Adyen AUTHORISATION notification to ' +
          `${ADYEN_WEBHOOK_URL}, which alone changes the order; Pending sends none. 404 SESSION_NOT_FOUND (not yours, or the sandbox is not the ` +
          `provider in use), 409 ORDER_NOT_PAYABLE, 409 DISCOUNT_REFUSED (as for the session), 400 CARD_NUMBER_REQUIRED. ${BEARER}`,
        security: bearer,
        params: Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
        body: SandboxPaymentRequestSchema,
        response: { 200: SandboxPaymentResponseSchema, 409: PaymentRefusalSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      app.paymentService.sandboxPay(signedInCustomer(request).webClientId, request.params.sessionId, request.body, async (notification) => {
        // The very route Adyen posts to: the sandbox's notification takes the real verification path.
        const res = await app.inject({ method: 'POST', url: ADYEN_WEBHOOK_URL, payload: notification });
        if (res.statusCode !== 200) request.log.error({ statusCode: res.statusCode, body: res.body }, 'sandbox notification not accepted by the webhook');
      }),
  );

  app.post(
    '/api/external-secured/adyen/payment-details',
    {
      onRequest: [app.requireCustomer, noStore],
      schema: {
        tags: ['checkout'],
        summary: "Adyen redirect return: the payment's resultCode (account §4 Card payment drop-in)",
        description:
          'Sends redirectResult to Adyen\'s /payments/details and answers its resultCode. Never marks the order paid: only the verified ' +
          `webhook does. 404 PAYMENT_DETAILS_UNAVAILABLE when the provider in use has no redirect flow; 422 PAYMENT_DETAILS_REFUSED. ${NOT_YOURS} ${BEARER}`,
        security: bearer,
        body: PaymentDetailsRequestSchema,
        response: { 200: PaymentDetailsResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => app.paymentService.paymentDetails(signedInCustomer(request).webClientId, request.body.redirectResult),
  );

  for (const outcome of ['accepted', 'failed']) {
    app.get(
      `/api/external-secured/orders/${outcome}`,
      {
        onRequest: [app.requireCustomer, noStore],
        schema: {
          tags: ['checkout'],
          summary: `The payment result page's data (account §2 Payment result pages, §4 Payment confirmation statuses)`,
          description:
            'id: the order id or its webOrderId (the callback\'s textlibre). PAYMENT_CONFIRMED once a verified notification made the order paid; ' +
            'PAYMENT_FAILED for FAI or a refused attempt; PAYMENT_ACKNOWLEDGMENT_AWAITING while the provider has not confirmed. The page ' +
            `(accepted or failed) never changes the order. ${NOT_YOURS} ${BEARER}`,
          security: bearer,
          querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
          response: { 200: PaymentResultSchema, ...ErrorResponses },
        },
      },
      async (request) => app.paymentService.result(signedInCustomer(request).webClientId, request.query.id),
    );
  }

  app.post(
    ADYEN_WEBHOOK_URL,
    {
      schema: {
        tags: ['checkout'],
        summary: 'Adyen standard notifications (architecture §4 Payments: the only way an order becomes paid)',
        description:
          "Every item's additionalData.hmacSignature is verified (Adyen's HMAC-SHA256 over the signed fields) before any is applied: " +
          'one bad signature is 401 INVALID_SIGNATURE and nothing is applied. Each item is stored first (a replay is acknowledged and does ' +
          'nothing), then checked against the order (reference, amount, currency: a mismatch leaves the order unpaid). Answers [accepted].',
        body: AdyenNotificationSchema,
        response: { 200: Type.String({ description: '[accepted]' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      await app.paymentService.adyenWebhook(request.body as AdyenNotification);
      return reply.type('text/plain; charset=utf-8').send('[accepted]');
    },
  );

  await app.register(moneticoRoutes);
  await app.register(userPaymentRoutes);
};

export default routes;
