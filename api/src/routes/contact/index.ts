import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { ContactForm, ContactTicketCreated, ContactTicketRequest } from '@trama/shared/contract';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { ErrorResponses, Id, LanguageTag } from '../common/http.ts';
import { resolveLanguage } from '../../domain/language.ts';
import { contractTwin, type Assert, type Same } from '../common/type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const ContactFormSchema = contractTwin<ContactForm>()(Type.Object({
  subjects: Type.Array(Type.Object({ code: Type.String(), subject: Type.String({ description: 'In the asked language (else English, else Italian).' }) })),
}));

const ContactTicketSchema = Type.Object({
  brandId: Id('The brand the form is on.'),
  contactName: Type.String({ maxLength: 500, description: 'Required, at most 60.' }),
  contactPhone: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'Optional, at most 20.' }))),
  contactEmail: Type.String({ maxLength: 500, description: 'Required, a valid e-mail.' }),
  ticketSubjectCode: Type.String({ maxLength: 50, description: 'One of the codes of GET /api/external/contact/form.' }),
  ticketMessage: Type.String({ maxLength: 10_000, description: 'Required, at most 2000 characters.' }),
  orderId: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 50 }), Type.Integer()], { description: 'Optional: digits, at most 9.' }))),
  ticketMessageFrom: Type.Optional(Type.Literal('C', { description: 'Always C (customer); stored as C whatever is sent.' })),
  language: Type.String({ maxLength: 35, description: 'it, en, fr, de or es (others: it).' }),
  country: Type.String({ maxLength: 10, description: 'ISO country code.' }),
  altcha: Type.Optional(Type.String({ maxLength: 4_000, description: "The ALTCHA widget's base64 payload (field name altcha)." })),
});

const FieldErrorsSchema = Type.Object(
  { ...ApiErrorSchema.properties, fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Field → messageKey.' })) },
  { description: 'ApiErrorBody; INVALID_CONTACT and CAPTCHA_INVALID add fields' },
);

const ChallengeSchema = Type.Object(
  {
    algorithm: Type.String(),
    challenge: Type.String(),
    maxnumber: Type.Optional(Type.Integer()),
    salt: Type.String({ description: 'Carries the expiry (?expires=<unix seconds>).' }),
    signature: Type.String(),
  },
  { description: 'ALTCHA v1 challenge (altcha-lib createChallenge), for the widget’s challengeurl.' },
);

export type ContactContractChecks = [
  Assert<Same<Static<typeof ContactTicketSchema>['brandId'], ContactTicketRequest['brandId']>>,
  Assert<Same<{ ticketId: number }, ContactTicketCreated>>,
];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/contact/form',
    {
      schema: {
        tags: ['account'],
        summary: 'The contact form: its subjects (account §2 Contact, §3 Subject list items, §7 contact form definition)',
        description: '404 BRAND_NOT_FOUND for an unknown brand. Open to visitors.',
        querystring: Type.Object({ brandId: Id('The brand.'), language: Type.Optional(LanguageTag) }),
        response: { 200: ContactFormSchema, ...ErrorResponses },
      },
    },
    async (request) => app.contactService.form(request.query.brandId, resolveLanguage(request.query.language)),
  );

  app.get(
    '/api/external/altcha/challenge',
    {
      schema: {
        tags: ['account'],
        summary: 'A captcha challenge for the contact form (account §5 Contact form: captcha required)',
        description:
          'A signed ALTCHA proof-of-work challenge, valid ALTCHA_EXPIRY_SECONDS (default 5 minutes), with ALTCHA_MAX_NUMBER ' +
          '(default 100000). Each solution is accepted once by POST /api/external/tickets. Never cached.',
        response: { 200: ChallengeSchema, ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captchaService.challenge();
    },
  );

  app.post(
    '/api/external/tickets',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['account'],
        summary: 'Send a contact message (account §3 Contact ticket payload, §5 Contact form, §7 contact message)',
        description:
          'Visitors may send; a valid bearer token links the ticket to the customer (an invalid one is 401). Stored as a ' +
          'ticket; with the support-desk flag on, also forwarded to the help desk (HELP_DESK_URL: {comment, email, name, ' +
          'subject, brandId}), retried until accepted. 422 CAPTCHA_INVALID (missing, wrong or expired solution; fields.recaptcha ' +
          'validation.required), 409 CAPTCHA_REPLAYED (a solution already used), 422 INVALID_CONTACT with `fields` ' +
          '(validation.required, validation.email, contact.orderNumber, contact.tooLong); nothing is stored then. Issue 29 §5: ' +
          'once the captcha is solved, 429 RATE_LIMITED (errors.tooManyRequests) with Retry-After past CONTACT_RATE_LIMIT_PER_EMAIL ' +
          'or CONTACT_RATE_LIMIT_PER_IP tickets in the window.',
        security: [{}, { bearerAuth: [] }],
        body: ContactTicketSchema,
        response: { 201: Type.Object({ ticketId: Type.Integer() }), 409: ApiErrorSchema, 422: FieldErrorsSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const created = await app.contactService.send(request.body as ContactTicketRequest, request.customer, { ip: request.ip });
      return reply.code(201).send(created);
    },
  );
};

export default routes;
