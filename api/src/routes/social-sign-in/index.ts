/**
 * Social sign-in routes (storefront §2 /login, issue 31 point 1; docs/social-sign-in.md). start and
 * callback are browser navigations: a refusal sends the shopper back to /{language}/login with the
 * stable error code, and answers the JSON error to any other client. session is the JSON hand-off.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trama/shared/contract';
import { AppError } from '../../domain/errors.ts';
import { cookieHeader, readCookie } from '../../domain/auth/social/sealed-cookie.ts';
import { FLOW_TTL_SECONDS, HANDOFF_TTL_SECONDS } from '../../domain/auth/social/social-sign-in-service.ts';
import { ErrorResponses, noStore } from '../common/http.ts';

const BASE = '/api/social-sign-in';
/** The flow cookie comes back on the provider's cross-site redirect (a top-level GET): SameSite=Lax. */
export const FLOW_COOKIE = 'trama_social_flow';
/** Read only by the login page's own fetch: SameSite=Strict. */
export const HANDOFF_COOKIE = 'trama_social_session';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 40 }) });
const StartQuery = Type.Object({
  language: Type.Optional(Type.String({ maxLength: 5 })),
  brandId: Type.Optional(Type.Integer({ minimum: 1 })),
});
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  iss: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 1000 })),
});

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const secure = app.publicUrl.startsWith('https:');
  const flowCookie = (value: string, maxAge: number) => cookieHeader(FLOW_COOKIE, value, { path: BASE, maxAgeSeconds: maxAge, secure, sameSite: 'Lax' });
  const handoffCookie = (value: string, maxAge: number) =>
    cookieHeader(HANDOFF_COOKIE, value, { path: `${BASE}/session`, maxAgeSeconds: maxAge, secure, sameSite: 'Strict' });
  const service = app.socialSignInService;

  app.addHook('onRequest', noStore);

  /** A refusal during a navigation: back to the login page, which says the code's message (the error is logged). */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown, language: Language) => {
    if (!(error instanceof AppError) || !wantsPage(request)) throw error;
    request.log.info({ code: error.code }, 'social sign-in refused');
    return reply.redirect(`/${language}/login?socialError=${encodeURIComponent(error.code)}`, 303);
  };

  app.get(
    `${BASE}/providers`,
    {
      schema: {
        tags: ['account'],
        summary: 'The configured social sign-in providers (storefront §2 /login)',
        description: 'The login page shows a button for each, in this order; an empty list shows none (docs/social-sign-in.md).',
        response: { 200: Type.Object({ providers: Type.Array(Type.String()) }) },
      },
    },
    async () => ({ providers: service.configured() }),
  );

  app.get(
    `${BASE}/:provider/start`,
    {
      schema: {
        tags: ['account'],
        summary: 'Start a social sign-in: 303 to the provider (storefront §2 /login)',
        description:
          'Sets the sealed, HttpOnly flow cookie (state, nonce, PKCE verifier; 10 minutes) and redirects to the provider. ' +
          '404 SOCIAL_PROVIDER_UNKNOWN, 404 BRAND_NOT_FOUND, 503 SOCIAL_PROVIDER_UNAVAILABLE; a page navigation gets a 303 to ' +
          '/{language}/login?socialError=CODE instead.',
        params: ProviderParams,
        querystring: StartQuery,
        response: ErrorResponses,
      },
    },
    async (request, reply) => {
      const language = isLanguage(request.query.language) ? request.query.language : DEFAULT_LANGUAGE;
      try {
        const started = await service.start(request.params.provider, language, request.query.brandId ?? 1);
        reply.header('set-cookie', flowCookie(started.flowCookie, FLOW_TTL_SECONDS));
        return reply.redirect(started.authorizationUrl, 303);
      } catch (error) {
        return refuse(request, reply, error, language);
      }
    },
  );

  app.get(
    `${BASE}/:provider/callback`,
    {
      schema: {
        tags: ['account'],
        summary: "The provider's redirect: code exchange and sign-in (storefront §2 /login)",
        description:
          'Checks state against the flow cookie, exchanges the code with the PKCE verifier, verifies the ID token (issuer, ' +
          'audience, signature, expiry, nonce), links the account by verified e-mail or creates it, then 303 to ' +
          '/{language}/login?social=done with the sealed hand-off cookie. 400 SOCIAL_STATE_INVALID, 400 SOCIAL_PROVIDER_REFUSED, ' +
          '400 SOCIAL_CODE_REFUSED (replayed or foreign code), 401 SOCIAL_ID_TOKEN_INVALID, 403 SOCIAL_EMAIL_NOT_VERIFIED, ' +
          '503 SOCIAL_PROVIDER_UNAVAILABLE; a page navigation gets a 303 to /{language}/login?socialError=CODE instead.',
        params: ProviderParams,
        querystring: CallbackQuery,
        response: ErrorResponses,
      },
    },
    async (request, reply) => {
      const sealedFlow = readCookie(request.headers.cookie, FLOW_COOKIE);
      // The flow is spent whatever happens: a second callback with the same cookie finds none.
      reply.header('set-cookie', flowCookie('', 0));
      try {
        const done = await service.finish(request.params.provider, request.query as Record<string, string>, sealedFlow);
        reply.header('set-cookie', [flowCookie('', 0), handoffCookie(done.handoffCookie, HANDOFF_TTL_SECONDS)]);
        return reply.redirect(`/${done.language}/login?social=done`, 303);
      } catch (error) {
        return refuse(request, reply, error, (await service.flowLanguage(sealedFlow)) ?? DEFAULT_LANGUAGE);
      }
    },
  );

  app.post(
    `${BASE}/session`,
    {
      schema: {
        tags: ['account'],
        summary: "The shop's id_token after a social sign-in, once (storefront §4 Login)",
        description:
          'Reads and clears the hand-off cookie the callback set (2 minutes); answers the id_token as POST /api/authenticate does. ' +
          '401 SOCIAL_SIGN_IN_EXPIRED without one.',
        response: { 200: Type.Object({ id_token: Type.String() }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', handoffCookie('', 0));
      return service.handoff(readCookie(request.headers.cookie, HANDOFF_COOKIE));
    },
  );
};

export default routes;
