/**
 * Bearer tokens on requests (storefront §6: secured calls send the bearer token).
 * - `app.requireCustomer`: preHandler of secured routes; no valid token = 401 UNAUTHORIZED.
 * - `app.identifyCustomer`: preHandler of routes open to visitors; no Authorization header = a
 *   visitor, but a header that does not hold a valid token is 401 — never silently a visitor.
 * Either sets `request.customer` to the verified claims.
 */
import type { TokenClaims } from '@trama/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidTokenError } from '../domain/auth/token-service.ts';
import { AppError } from '../domain/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    identifyCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The verified token's claims; null for a visitor. */
    customer: TokenClaims | null;
  }
}

const unauthorized = (message: string) =>
  new AppError(401, 'UNAUTHORIZED', message, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i;

export default fp(
  async (app) => {
    app.decorateRequest('customer', null);

    async function verify(request: FastifyRequest, required: boolean): Promise<void> {
      const header = request.headers.authorization;
      if (header === undefined || header === '') {
        if (required) throw unauthorized('Sign in first: this call needs a bearer token.');
        return;
      }
      const token = BEARER.exec(header)?.[1];
      if (!token) throw unauthorized('The Authorization header is not a bearer token.');
      try {
        request.customer = await app.tokenService.verify(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        request.log.info({ reason: error.message }, 'bearer token refused');
        throw unauthorized('The bearer token is invalid or expired.');
      }
    }

    app.decorate('requireCustomer', (request: FastifyRequest) => verify(request, true));
    app.decorate('identifyCustomer', (request: FastifyRequest) => verify(request, false));
  },
  { name: 'auth', dependencies: ['auth-domain'] },
);

/** The verified customer of a route guarded by requireCustomer. */
export function signedInCustomer(request: FastifyRequest): TokenClaims {
  if (!request.customer) throw unauthorized('Sign in first: this call needs a bearer token.');
  return request.customer;
}
