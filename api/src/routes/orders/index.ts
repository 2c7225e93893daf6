import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertIdempotencyKey } from '../../domain/orders/idempotency.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { BEARER, bearer, ContextHeaders, ErrorResponses, Id, LanguageTag, noStore, requestContext } from '../common/http.ts';
import {
  CreatedOrderSchema,
  OrderAmountSchema,
  OrderCreateRequestSchema,
  OrderDetailSchema,
  OrderRefusalSchema,
  OrderSchema,
  OrderStatusUpdateSchema,
} from './order-schemas.ts';

const NOT_YOURS = "404 ORDER_NOT_FOUND for an order that does not exist or is another customer's.";
const OrderParams = Type.Object({ orderId: Id('The order id (CreatedOrder.orderId).') });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Orders are personal data: never in a shared or browser cache.
  app.addHook('onRequest', noStore);

  app.post(
    '/api/external-secured/orders/create',
    {
      onRequest: app.requireCustomer,
      // The key is checked before the body, so a request without one is always told so.
      preValidation: async (request) => {
        assertIdempotencyKey(request.headers['idempotency-key']);
      },
      schema: {
        tags: ['checkout'],
        summary: 'Create the order before payment (account §3 Order creation payload, §4 Checkout flow, §5 Order creation)',
        description:
          'Header Idempotency-Key (1-100 characters A-Z a-z 0-9 _ : . -) is required (400 IDEMPOTENCY_KEY_REQUIRED). The same key ' +
          'and body replay the first answer (header idempotent-replayed: true), one order only; the same key with another body is ' +
          '422 IDEMPOTENCY_KEY_REUSED. Every price comes from the database through the basket pricing (promotions, the coupon) ' +
          'plus a freight line (FREIGHT_COST below the brand free-shipping minimum, FREIGHT_EXP for express, none for store ' +
          'pickup); unknown properties (a price, a total) are 400 VALIDATION_ERROR. 422 NO_ITEMS (addToCart.5), ' +
          'NO_SHIPPING_ADDRESS (product.basket.delivery.4), NO_BILLING_ADDRESS (addToCart.6) — an address id that is not one of ' +
          'yours counts as none —, COUNTRY_NOT_ALLOWED (payment.12, flag foreign-delivery off), DELIVERY_UNAVAILABLE (express ' +
          'without flag express-delivery, pickup without flag store-delivery or a known storeCode), DISCOUNT_REFUSED (messageKey ' +
          'product.basket.20, .39 or payment.19; reason USED_UP or CUSTOMER_LIMIT when the code\'s uses are all held by other unpaid or ' +
          'paid orders: the order reserves one use of its code, released on FAI, after COUPON_RESERVATION_TTL_MINUTES unpaid), ' +
          'UNKNOWN_PRODUCTS; 409 OUT_OF_STOCK (product.basket.delivery.15, or .16 when ' +
          'some stock is left) with shortProducts; 400 BRAND_MISMATCH, INVALID_LINE, DUPLICATE_LINE, PACK_PIECE_BELOW_PACK (a pack piece below its pack, issue 31 §6). A refused order writes ' +
          `nothing. ${BEARER}`,
        security: bearer,
        headers: Type.Object({
          ...ContextHeaders.properties,
          'idempotency-key': Type.Optional(Type.String({ description: 'Required: 1-100 characters A-Z a-z 0-9 _ : . -' })),
        }),
        body: OrderCreateRequestSchema,
        response: { 201: Type.Array(CreatedOrderSchema), 409: OrderRefusalSchema, 422: OrderRefusalSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const customer = signedInCustomer(request);
      const key = assertIdempotencyKey(request.headers['idempotency-key']);
      const { language } = requestContext(request, request.body.language);
      const caller = { webClientId: customer.webClientId, brandId: customer.brandId, email: customer.sub };
      const answer = await app.orderCreation.create(caller, key, request.body, language);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.put(
    '/api/external-secured/orders/:orderId/update-status',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['checkout'],
        summary: 'Order update after the payment result page (account §4 Order update after payment result)',
        description:
          'FAI marks an unpaid order (CHE, AWA, PEN) failed; a paid order is left as it is. A paid status (PAI, DIS, STO, DEP…) ' +
          'is never set from the browser: 409 PAYMENT_NOT_CONFIRMED until a verified provider notification has made the order ' +
          'paid, then the current status is answered. Any other status is 409 STATUS_NOT_ALLOWED. awinAwc is stored. FAI gives the ' +
          "order's discount code back. One transaction: a failure writes nothing. " +
          `${NOT_YOURS} ${BEARER}`,
        security: bearer,
        params: OrderParams,
        body: OrderStatusUpdateSchema,
        response: { 200: OrderAmountSchema, ...ErrorResponses },
      },
    },
    async (request) => app.orderService.updateStatus(signedInCustomer(request).webClientId, request.params.orderId, request.body),
  );

  for (const path of ['amount', 'amountp']) {
    app.get(
      `/api/external-secured/orders/:orderId/${path}`,
      {
        onRequest: app.requireCustomer,
        schema: {
          tags: ['checkout'],
          summary: 'What the order costs, as computed at creation (account §7 Order amount)',
          description: `${NOT_YOURS} ${BEARER}`,
          security: bearer,
          params: OrderParams,
          response: { 200: OrderAmountSchema, ...ErrorResponses },
        },
      },
      async (request) => app.orderService.amount(signedInCustomer(request).webClientId, request.params.orderId),
    );
  }

  app.get(
    '/api/external-secured/orders/by-web-client',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Your orders, newest first (account §2 Order list, §3 Order)',
        description:
          'Without unpaid checkouts (CHE, AWA, PEN) and failed payments (FAI). orderStatus.label is in `language` (it, en, fr, ' +
          `de, es; default it). Freight lines have itemTypeCode O. returnable: the status allows a return (SHI, PAI, DEP, WIT); ` +
          `returnRequested: a return was filed. ${BEARER}`,
        security: bearer,
        querystring: Type.Object({ language: Type.Optional(LanguageTag) }),
        response: { 200: Type.Array(OrderSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { language } = requestContext(request, request.query.language ?? 'it');
      return app.orderService.byWebClient(signedInCustomer(request).webClientId, language);
    },
  );

  app.get(
    '/api/external-secured/orders/:orderId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'One of your orders in full (account §2 Order detail, §3 Order)',
        description:
          'The list fields plus totals (merchandiseTotal, discountTotal, freightTotal, totalSales), payment {method, status} of the ' +
          'newest payment session (null when none), the returns filed for it and, per line, returnableQty (ordered minus already ' +
          `returned). Any status of your own order is answered. orderStatus.label in \`language\` (default it). ${NOT_YOURS} ${BEARER}`,
        security: bearer,
        params: OrderParams,
        querystring: Type.Object({ language: Type.Optional(LanguageTag) }),
        response: { 200: OrderDetailSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { language } = requestContext(request, request.query.language ?? 'it');
      return app.orderDetails.detail(signedInCustomer(request).webClientId, request.params.orderId, language);
    },
  );
};

export default routes;
