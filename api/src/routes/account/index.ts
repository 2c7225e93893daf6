import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInCustomer } from '../../plugins/auth.ts';
import {
  PasswordChangeRequestSchema,
  PasswordResetFinishRequestSchema,
  PasswordResetInitRequestSchema,
  ResetInitAnswerSchema,
  UserInfoSchema,
} from '../common/auth-schemas.ts';
import { bearer, ContextHeaders, ErrorResponses, Id, noStore, requestContext } from '../common/http.ts';
import { AccountProfileSchema, CustomerCreateAnswerSchema, InvalidProfileSchema, ProfileUpdateSchema } from './profile-schemas.ts';

const BEARER = '401 UNAUTHORIZED without a valid bearer token (bad signature, algorithm other than HS256, expired, claim missing).';
const PASSWORD_POLICY =
  '400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (signup.inputErrors.password) outside 8-40 characters, 400 PASSWORD_TOO_COMMON ' +
  '(signup.inputErrors.passwordCommon) for one of the 10,000 most common passwords (docs/baseline-deviations.md)';

const routes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // Tokens and account data must never sit in a shared or browser cache (RFC 6749 §5.1).
  app.addHook('onRequest', noStore);

  app.post(
    '/api/account/reset-password/init',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset link (storefront §4 Password reset, §7)',
        description:
          'Always RESET_PASSWORD_EMAIL_SENT for a well-formed e-mail, with or without an account (no account discovery); ' +
          'the link (valid 2 hours, once) goes to existing accounts, legacy ones included, in the language header (else the ' +
          "account's language). 400 EMAIL_TOO_LONG (forgotPassword.7), 400 INVALID_EMAIL; 429 RATE_LIMITED with Retry-After " +
          '(per e-mail and per IP).',
        querystring: Type.Object({
          legacyUser: Type.Optional(Type.Boolean({ description: 'Sent by the storefront; the same link serves both.' })),
          brandId: Type.Optional(Id('Sent by the storefront; not needed.')),
        }),
        headers: ContextHeaders,
        body: PasswordResetInitRequestSchema,
        response: { 200: ResetInitAnswerSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const language = typeof request.headers.language === 'string' ? requestContext(request).language : null;
      return app.passwordService.resetInit(request.body, { ip: request.ip, origin: publicUrl, language });
    },
  );

  app.post(
    '/api/account/reset-password/finish',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the mailed key (account §2 /reset/finish/{resetKey}, §5)',
        description:
          'The key works once, for 2 hours; the account is activated too (the mailbox is proven) and a legacy account gets ' +
          'its first password; every token signed before is refused from then on. 400 RESET_KEY_INVALID (forgotPassword.6); ' +
          `${PASSWORD_POLICY}, checked before the key is used.`,
        body: PasswordResetFinishRequestSchema,
        response: { 200: Type.Object({ resetFinish: Type.Literal(true) }), ...ErrorResponses },
      },
    },
    async (request) => app.passwordService.resetFinish(request.body),
  );

  app.post(
    '/api/account/change-password',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Change the password (account §5 Password change, §7)',
        description:
          'Every token signed before the change is refused from then on (on every instance); the answer carries a fresh ' +
          'id_token for this session, expiring when the old one would have. 400 WRONG_PASSWORD (mesInformations.18) for a ' +
          `wrong current password; ${PASSWORD_POLICY}; ${BEARER}`,
        security: bearer,
        body: PasswordChangeRequestSchema,
        response: {
          200: Type.Object({ changed: Type.Literal(true), id_token: Type.String({ description: 'Replaces the token of this session.' }) }),
          ...ErrorResponses,
        },
      },
    },
    async (request) => app.passwordService.change(signedInCustomer(request), request.body),
  );

  app.post(
    '/api/account/logout',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere (storefront §4 Logout)',
        description: `Every token of the customer signed so far, this one included, is refused from then on, on every instance. ${BEARER}`,
        security: bearer,
        response: { 200: Type.Object({ loggedOut: Type.Literal(true) }), ...ErrorResponses },
      },
    },
    async (request) => {
      await app.accountService.logout(signedInCustomer(request));
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/api/external-secured/web-clients',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: "The token's web client: its discount codes and the profile (storefront §3 Web client, account §3 Web client profile, §7)",
        description:
          "Only the web client of the token, which must belong to the token's customer: names, gender, the read-only e-mail, " +
          'birthDate, preferredStoreId and the opt-ins (newsOptin, multisiteOptin as Y or N, with the date each went to Y). ' +
          BEARER,
        security: bearer,
        response: { 200: AccountProfileSchema, ...ErrorResponses },
      },
    },
    async (request) => app.profileService.profile(signedInCustomer(request)),
  );

  app.post(
    '/api/external-secured/web-clients/profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Update your profile (account §3 Profile update payload, §5 Profile, §7)',
        description:
          'Answers the updated profile. Names required, at most 30; gender F or M; birthdate YYYY-MM-DD from 1900 to today; ' +
          "preferredStoreId one of the brand's stores; opt-ins Y or N. An e-mail, webClientId or brandId in the body is ignored " +
          '(the e-mail is read only). A newsletter opt-in going from N to Y subscribes the e-mail to the brand newsletter ' +
          '(storefront §4 customer-create). 422 INVALID_PROFILE with `fields` (field → messageKey), nothing written; ' +
          `400 VALIDATION_ERROR for a malformed body. ${BEARER}`,
        security: bearer,
        body: ProfileUpdateSchema,
        response: { 200: AccountProfileSchema, 422: InvalidProfileSchema, ...ErrorResponses },
      },
    },
    async (request) => app.profileService.update(signedInCustomer(request), request.body),
  );

  app.post(
    '/api/external-secured/azure/zg-customer-create',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Create the signed-in customer in the newsletter CRM (storefront §4 Account creation, §7 customer-create)',
        description:
          'Empty body (anything sent is ignored: the customer is the token\'s). When the web client opted in to the newsletter ' +
          '(newsOptin Y) the account e-mail is subscribed to the brand newsletter, once: newsletter SUBSCRIBED; else nothing is ' +
          `done: NOT_OPTED_IN. ${BEARER}`,
        security: bearer,
        response: { 200: CustomerCreateAnswerSchema, ...ErrorResponses },
      },
    },
    async (request) => app.profileService.createInCrm(signedInCustomer(request)),
  );

  app.get(
    '/api/account',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer (storefront §3 User info, §4 Login: user info fetched after the token)',
        description: BEARER,
        security: bearer,
        response: { 200: UserInfoSchema, ...ErrorResponses },
      },
    },
    async (request) => app.accountService.userInfo(signedInCustomer(request)),
  );
};

export default routes;
