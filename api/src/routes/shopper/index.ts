import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { ShopperAppointment, ShopperRequest, StoreTakenSlots } from '@trama/shared/contract';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';
import { contractTwin, type Assert, type Same } from '../common/type-checks.ts';

const SLOT_DESCRIPTION = 'Shop time (Europe/Rome), YYYY-MM-DDTHH:mm.';

// The form's fields may be missing here: the service answers them with 422 INVALID_SHOPPER and
// `fields`, as the page shows them; only what is not typed by the shopper is required by the schema.
const ShopperRequestSchema = Type.Object({
  brandId: Id('The brand the page is on.'),
  contactName: Type.Optional(Type.String({ maxLength: 500, description: 'Required, at most 60.' })),
  contactPhone: Type.Optional(Type.String({ maxLength: 100, description: 'Required, at most 20.' })),
  contactEmail: Type.Optional(Type.String({ maxLength: 500, description: 'Required, a valid e-mail.' })),
  ticketSubjectCode: Type.Optional(Type.String({ maxLength: 50, description: 'Required: SHO, the only subject of the shopper form.' })),
  ticketMessage: Type.Optional(Type.String({ maxLength: 10_000, description: 'Optional, at most 2000 characters.' })),
  ticketMessageFrom: Type.Optional(Type.Literal('C', { description: 'Always C (customer); stored as C whatever is sent.' })),
  language: Type.String({ maxLength: 35, description: 'it, en, fr, de or es (others: it): the confirmation e-mail’s language.' }),
  country: Type.String({ maxLength: 10, description: 'ISO country code.' }),
  appointmentDate: Type.Optional(Type.String({ maxLength: 40, description: `${SLOT_DESCRIPTION} One of the offered slots (account §9).` })),
  storeId: Type.Optional(Id('A store of the brand with a personal shopper.')),
  altcha: Type.Optional(Type.String({ maxLength: 4_000, description: "The ALTCHA widget's base64 payload, as for the contact form." })),
});

const ShopperAppointmentSchema = contractTwin<ShopperAppointment>()(Type.Object({
  ticketId: Type.Integer(),
  storeId: Type.Integer(),
  storeName: Type.String(),
  appointmentDate: Type.String({ description: `As booked. ${SLOT_DESCRIPTION}` }),
}));

const StoreTakenSlotsSchema = contractTwin<StoreTakenSlots>()(Type.Object({
  storeId: Type.Integer(),
  taken: Type.Array(Type.String({ description: SLOT_DESCRIPTION })),
}));

const FieldErrorsSchema = Type.Object(
  { ...ApiErrorSchema.properties, fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Field → messageKey.' })) },
  { description: 'ApiErrorBody; INVALID_SHOPPER and CAPTCHA_INVALID add fields' },
);

const DeskUnavailableSchema = Type.Object(
  { ...ApiErrorSchema.properties, id: Type.Optional(Type.Integer({ description: '21 for SHOPPER_DESK_UNAVAILABLE: the form takes its fallback action (account §4).' })) },
  { description: 'ApiErrorBody; SHOPPER_DESK_UNAVAILABLE adds id 21' },
);

export type ShopperContractChecks = [
  Assert<Same<Static<typeof ShopperRequestSchema>['brandId'], ShopperRequest['brandId']>>,
  Assert<Same<Required<Static<typeof ShopperRequestSchema>>['storeId'], ShopperRequest['storeId']>>,
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/storeservice/api/external/shopper/slots',
    {
      schema: {
        tags: ['stores'],
        summary: 'The booked personal-shopper slots of a store (account §2 Personal shopper appointment, §9)',
        description:
          'The slots already booked on the 15 days the page offers (from tomorrow, shop calendar), so it can disable them. ' +
          '404 STORE_NOT_FOUND (shopper.storeUnavailable) for a store that does not exist, is not of the brand (header brand) ' +
          'or has no personal shopper. Never cached.',
        querystring: Type.Object({ storeId: Id('The store.') }),
        headers: ContextHeaders,
        response: { 200: StoreTakenSlotsSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.shopperService.takenSlots(request.query.storeId, requestContext(request).brandId);
    },
  );

  app.post(
    '/storeservice/api/external/shopper/appointments',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['stores'],
        summary: 'Book a personal-shopper appointment (account §3 Shopper request, §5 Shopper form, §7 shopper send)',
        description:
          'Stored as a SHO ticket with the store and the slot; a confirmation e-mail goes to the shopper in `language`. ' +
          'Visitors may book; a valid bearer links the appointment to the customer (an invalid one is 401). Captcha answers ' +
          'as POST /api/external/tickets: 422 CAPTCHA_INVALID (fields.recaptcha), 409 CAPTCHA_REPLAYED. Then 422 INVALID_SHOPPER ' +
          'with `fields` (validation.required, validation.email, contact.tooLong), 404 STORE_NOT_FOUND (shopper.storeUnavailable), ' +
          '422 SLOT_UNAVAILABLE (shopper.slotUnavailable) for a day or time the page does not offer, 409 SLOT_TAKEN ' +
          '(shopper.slotTaken) when the store’s slot is booked, also by a request arriving at the same time. A refused ' +
          'booking stores nothing and does not spend the captcha. Issue 29 §5: once the captcha is solved, 429 RATE_LIMITED ' +
          '(errors.tooManyRequests) with Retry-After past SHOPPER_RATE_LIMIT_PER_EMAIL or SHOPPER_RATE_LIMIT_PER_IP bookings in ' +
          'the window, and 409 APPOINTMENT_OPEN (shopper.alreadyBooked) while the e-mail has an appointment still to come at the store. ' +
          'Issue 31 point 10 H3 (account §4): 503 SHOPPER_DESK_UNAVAILABLE (shopper.deskUnavailable) with `id: 21` when the desk ' +
          'cannot take the booking (flag shopper-booking off, or the ticket cannot be written): nothing is stored, the captcha ' +
          'is not spent, and the form offers the store’s phone and an e-mail with the booking instead.',
        security: [{}, { bearerAuth: [] }],
        body: ShopperRequestSchema,
        response: { 201: ShopperAppointmentSchema, 409: ApiErrorSchema, 422: FieldErrorsSchema, ...ErrorResponses, 503: DeskUnavailableSchema },
      },
    },
    async (request, reply) => {
      const appointment = await app.shopperService.book(request.body, request.customer, { ip: request.ip });
      return reply.code(201).send(appointment);
    },
  );
};

export default routes;
