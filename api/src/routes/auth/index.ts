import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivationResponseSchema,
  CheckEmailRequestSchema,
  CheckEmailResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegistrationAnswerSchema,
  RegistrationRequestSchema,
} from '../common/auth-schemas.ts';
import { ContextHeaders, ErrorResponses, noStore, requestContext } from '../common/http.ts';

const RATE_LIMITED = '429 RATE_LIMITED (messageKey errors.tooManyRequests) with Retry-After in seconds';

const routes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // Tokens and account data must never sit in a shared or browser cache (RFC 6749 §5.1).
  app.addHook('onRequest', noStore);

  app.post(
    '/api/checkemail',
    {
      schema: {
        tags: ['account'],
        summary: 'Which sign-in step an e-mail leads to (storefront §4 Connection status, §7)',
        description:
          'NEW_USER, EXISTING_USER or LEGACY_USER (an account imported without password: offer a reset). 400 EMAIL_TOO_LONG ' +
          `(forgotPassword.7) above 40 characters, 400 INVALID_EMAIL (validation.email), ${RATE_LIMITED} (per IP).`,
        body: CheckEmailRequestSchema,
        response: { 200: CheckEmailResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => app.authService.checkEmail(request.body, { ip: request.ip }),
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account (storefront §4 Account creation, §5 sign-up rules, §7)',
        description:
          'Creates the customer, not activated, with a web client for webClientRequest.brandId (and one per brand of the ' +
          'group when multisiteOptin is Y), and mails an activation link in langKey. 409 ACCOUNT_EXISTS (forgotPassword.1); ' +
          '400 INVALID_REGISTRATION with the field message key (signup.inputErrors.username / .lastname, date.1, ' +
          'validation.required for gender); 400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (signup.inputErrors.password) outside 8-40 ' +
          'characters, 400 PASSWORD_TOO_COMMON (signup.inputErrors.passwordCommon) for one of the 10,000 most common passwords; ' +
          `400 EMAIL_TOO_LONG, INVALID_EMAIL, VALIDATION_ERROR; 404 BRAND_NOT_FOUND; ${RATE_LIMITED} (per e-mail and per IP).`,
        body: RegistrationRequestSchema,
        response: { 201: RegistrationAnswerSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const answer = await app.authService.register(request.body, { ip: request.ip, origin: publicUrl });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/activate',
    {
      schema: {
        tags: ['account'],
        summary: 'Activate an account with the mailed key, and sign in (storefront §2 Account activation, §4, §7)',
        description:
          "The key works once and for 7 days. The id_token is for the brand header's web client. 400 ACTIVATION_KEY_INVALID " +
          'for an unknown, used or expired key.',
        querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) }),
        headers: ContextHeaders,
        response: { 200: ActivationResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => app.authService.activate(request.query.key, requestContext(request).brandId),
  );

  app.post(
    '/api/authenticate',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in (storefront §4 Login, §7)',
        description:
          'Answers an id_token (JWT HS256) for the web client of brandId, created for a group customer new to that brand. ' +
          'Validity: tokenValidityInMilliseconds (a whole number, at least 60000: else 400 INVALID_TOKEN_VALIDITY), else remember-me ' +
          'or default, never above the server maximum (TOKEN_MAX_VALIDITY_SECONDS). browserType, operatingSystem, country, ' +
          'browserId, awinCampaign and awinAwc are kept with the sign-in (issue 31 §4); a malformed one is 400 ' +
          'INVALID_SIGN_IN_CONTEXT. 401 ' +
          'BAD_CREDENTIALS (signIn.1) alike for an unknown e-mail, an account without password and a wrong password; 403 ' +
          `ACCOUNT_NOT_ACTIVATED (signIn.notActivated) for a right password on an account not activated; 404 BRAND_NOT_FOUND; ${RATE_LIMITED} (per e-mail and per IP).`,
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => app.authService.authenticate(request.body, { ip: request.ip }),
  );
};

export default routes;
