/**
 * Account §7 "Create user payment / mac" for the Monetico gateway (issue 31 point 12; docs/payments.md
 * Monetico). HTTP only: app.paymentService does the work. With another provider both answer 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInCustomer } from '../../plugins/auth.ts';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { bearer, ErrorResponses, noStore } from '../common/http.ts';
import { returningToShop } from '../common/public-url.ts';
import { PaymentRefusalSchema, PaymentSessionRequestSchema } from './payment-schemas.ts';

export const CREATE_USER_PAYMENT_URL = '/api/external-secured/payments/create-user-payment';
export const USER_PAYMENT_MAC_URL = '/api/external-secured/payments/mac';

const Fields = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 4000 }), { maxProperties: 40 });

const UserPaymentSchema = Type.Object({
  userPaymentId: Type.String({ description: 'Name it in the mac call.' }),
  action: Type.String({ description: 'The Monetico payment page the form is posted to.' }),
  parameters: Type.Object(
    {
      tranDate: Type.String(),
      amount: Type.Number(),
      currency: Type.Literal('EUR'),
      reference: Type.String(),
      orderId: Type.Integer(),
      email: Type.String(),
      brandId: Type.Integer(),
      language: Type.String(),
      gateway: Type.String(),
      contexteCommande: Type.String(),
    },
    { description: 'Account §3 Payment parameters (external gateway).' },
  ),
  fields: Type.Record(Type.String(), Type.String(), { description: 'The form fields, without MAC: send them to the mac call as they are.' }),
});

const MacRequestSchema = Type.Object(
  {
    userPaymentId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
    fields: Fields,
  },
  { additionalProperties: false },
);

const MacRefusalSchema = Type.Object(
  { ...ApiErrorSchema.properties, fields: Type.Optional(Type.Array(Type.String(), { description: 'PAYMENT_FIELDS_TAMPERED: the fields that differ.' })) },
  { description: 'ApiErrorBody; PAYMENT_FIELDS_TAMPERED adds the names of the changed fields' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    CREATE_USER_PAYMENT_URL,
    {
      onRequest: [app.requireCustomer, noStore],
      schema: {
        tags: ['checkout'],
        summary: 'Monetico: open a user payment for your unpaid order (account §7 create-user-payment)',
        description:
          "Answers the payment parameters and the gateway form's fields, unsigned; the mac call seals them. The amount is always the order's. " +
          '404 USER_PAYMENT_UNAVAILABLE when Monetico is not the provider in use; 404 ORDER_NOT_FOUND for an order that is not yours; ' +
          '409 ORDER_NOT_PAYABLE, DISCOUNT_REFUSED or OUT_OF_STOCK as for a payment session. 401 UNAUTHORIZED without a valid bearer token.',
        security: bearer,
        body: PaymentSessionRequestSchema,
        response: { 200: UserPaymentSchema, 409: PaymentRefusalSchema, ...ErrorResponses },
      },
    },
    async (request) => app.paymentService.createUserPayment(signedInCustomer(request).webClientId, returningToShop(request.body, app.publicUrl)),
  );

  app.post(
    USER_PAYMENT_MAC_URL,
    {
      onRequest: [app.requireCustomer, noStore],
      schema: {
        tags: ['checkout'],
        summary: "Monetico: the MAC of your user payment's form (account §7 mac)",
        description:
          'HMAC-SHA1 with the terminal key, computed here: the key never reaches the browser. Only the fields issued by create-user-payment ' +
          'are signed: any field added, missing or changed is 409 PAYMENT_FIELDS_TAMPERED (extra fields: the names); a MAC sent with the ' +
          'fields is verified in constant time, a wrong one is 422 INVALID_MAC. 404 USER_PAYMENT_NOT_FOUND for a user payment that is not ' +
          'yours; 409 ORDER_NOT_PAYABLE once the order is paid or failed. 401 UNAUTHORIZED without a valid bearer token.',
        security: bearer,
        body: MacRequestSchema,
        response: { 200: Type.Object({ MAC: Type.String({ pattern: '^[0-9A-F]{40}$' }) }), 409: MacRefusalSchema, ...ErrorResponses },
      },
    },
    async (request) => app.paymentService.userPaymentMac(signedInCustomer(request).webClientId, request.body.userPaymentId, request.body.fields),
  );
};

export default routes;
