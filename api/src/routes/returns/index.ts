import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CreatedReturn, ReturnCreateRequest, ReturnReason, ReturnSummary } from '@trama/shared/contract';
import { signedInCustomer } from '../../plugins/auth.ts';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { BEARER, bearer, ErrorResponses, Id, LanguageTag, MAX_INT, requestContext } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';


const ReturnReasonSchema = contractTwin<ReturnReason>()(Type.Object({ id: Type.Integer(), reason: Type.String() }));
const ReturnedLineSchema = Type.Object({ orderLineId: Type.Integer(), productId: Type.Integer(), quantity: Type.Integer() });

/**
 * Account §3 Return ticket payload. Quantities are integers from 0 so a 0 is the service's 422
 * RETURN_QUANTITY like any other bound; unknown properties (a webClientId, a status) are dropped.
 */
const ReturnCreateRequestSchema = contractTwin<ReturnCreateRequest>()(Type.Object({
  brandId: Id('Ignored: the return belongs to the order’s brand.'),
  orderId: Id('One of your orders.'),
  ticketMessage: Type.String({ maxLength: 2000, description: 'Required (not blank).' }),
  country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  languageId: LanguageTag,
  ticketSubjectCode: Type.Literal('RET'),
  ticketMessageFrom: Type.Literal('C'),
  returnReasonId: Type.Integer({ minimum: 0, maximum: MAX_INT, description: 'An id of GET /api/external/return-reasons.' }),
  storeId: Type.Union([Id('The shop the parcel is handed in at.'), Type.Null()], { description: 'null: by post.' }),
  webOrderLineItems: Type.Array(
    Type.Object({
      productId: Type.Integer({ minimum: 0, maximum: MAX_INT }),
      quantity: Type.Integer({ minimum: 0, maximum: MAX_INT }),
      orderLineId: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_767, description: 'Picks the line when a product appears twice.' })),
    }),
    { maxItems: 100 },
  ),
}));

const CreatedReturnSchema = contractTwin<CreatedReturn>()(Type.Object({
  ticketId: Type.Integer(),
  orderId: Type.Integer(),
  createdAt: Type.String(),
  lines: Type.Array(ReturnedLineSchema),
  returnFormUrl: Type.String({ description: 'The printable return form (PDF, bearer required).' }),
}));

const ReturnSummarySchema = contractTwin<ReturnSummary>()(Type.Object({
  ticketId: Type.Integer(),
  orderId: Type.Integer(),
  createdAt: Type.String(),
  reason: Type.String(),
  storeId: Type.Union([Type.Integer(), Type.Null()]),
  lines: Type.Array(ReturnedLineSchema),
  status: Type.Union([Type.Literal('AWAITING_RECEIPT'), Type.Literal('PROCESSING'), Type.Literal('ACCEPTED'), Type.Literal('REFUNDED')], {
    description: 'Account §4 return statuses: awaiting receipt, being processed, accepted, refund made (set by customer care).',
  }),
}));

/** The refusal body: ApiErrorBody plus, on RETURN_QUANTITY / RETURN_LINE_UNKNOWN, the lines concerned. */
const ReturnRefusalSchema = Type.Object({
  ...ApiErrorSchema.properties,
  lines: Type.Optional(
    Type.Array(
      Type.Object({
        orderLineId: Type.Union([Type.Integer(), Type.Null()]),
        productId: Type.Integer(),
        requested: Type.Optional(Type.Number()),
        returnable: Type.Optional(Type.Integer()),
      }),
    ),
  ),
});


const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/return-reasons',
    {
      schema: {
        tags: ['account'],
        summary: 'The reasons a return may give (account §3 Return reason, §7 Return reasons)',
        description: "reason is in `language` (it, en, fr, de, es; default it; other well-formed tags fall back to it).",
        querystring: Type.Object({ language: Type.Optional(LanguageTag) }),
        response: { 200: Type.Array(ReturnReasonSchema), ...ErrorResponses },
      },
    },
    async (request) => app.returnService.reasons(requestContext(request, request.query.language ?? 'it').language),
  );

  app.post(
    '/api/external-secured/returns',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'File a return of an order (account §2 Returns, §3 Return ticket payload, §5 Returns)',
        description:
          'Stored as a ticket RET with its reason and lines; storeId null means by post, else the shop where the parcel is handed in. ' +
          'The order row is locked while the return is checked, so concurrent returns never exceed a line. Refusals write nothing: ' +
          "404 ORDER_NOT_FOUND for an order that does not exist or is another customer's; 422 RETURN_NOT_ALLOWED (status not SHI, " +
          'PAI, DEP or WIT), RETURN_NO_LINES (no line), RETURN_LINE_UNKNOWN (a product that is not a product line of that order), ' +
          'RETURN_QUANTITY (a quantity below 1 or beyond what is left of its line after earlier returns; `lines` says which; a ' +
          'pack is one line, returned in whole packs), RETURN_REASON_UNKNOWN, RETURN_MESSAGE_REQUIRED (blank message), ' +
          'RETURN_STORE_UNKNOWN (not a shop of the brand, or a depot), RETURN_STORE_OFF (a store return while the store-return flag is off); 400 VALIDATION_ERROR for a malformed body. ' +
          `webClientId, status or prices in the body are ignored. ${BEARER}`,
        security: bearer,
        body: ReturnCreateRequestSchema,
        response: { 201: CreatedReturnSchema, 422: ReturnRefusalSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const customer = signedInCustomer(request);
      const created = await app.returnService.create({ webClientId: customer.webClientId, brandId: customer.brandId, email: customer.sub }, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/external-secured/returns',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Your returns, newest first (account §2 mes_retours)',
        description: `reason in \`language\` (default it). ${BEARER}`,
        security: bearer,
        querystring: Type.Object({ language: Type.Optional(LanguageTag) }),
        response: { 200: Type.Array(ReturnSummarySchema), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.returnService.list(signedInCustomer(request).webClientId, requestContext(request, request.query.language ?? 'it').language);
    },
  );
};

export default routes;
