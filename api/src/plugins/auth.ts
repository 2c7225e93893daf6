/**
 * Bearer tokens on requests (storefront §6: secured calls send the bearer token).
 * - `app.requireCustomer`: onRequest hook of secured routes; no valid token = 401 UNAUTHORIZED,
 *   before the body is even read (no validation answers, no 413, for a caller without a token).
 * - `app.identifyCustomer`: onRequest hook of routes open to visitors; no Authorization header =
 *   a visitor, but a header that does not hold a valid token is 401 — never silently a visitor.
 * A valid token must also still name an existing account as signed (customer, e-mail, web client,
 * brand and token version, all read from PostgreSQL so every instance agrees): a deleted
 * customer's token, or one signed before a password change, reset or logout, is 401 everywhere.
 * Either sets `request.customer`.
 * `app.customerRoutes` lists every route using one of the two (the security tests walk it).
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
    /** Routes guarded by requireCustomer ('required') or identifyCustomer ('optional'). */
    customerRoutes: readonly CustomerRoute[];
  }
  interface FastifyRequest {
    /** The verified token's claims; null for a visitor. */
    customer: TokenClaims | null;
  }
}

const unauthorized = (message: string) =>
  new AppError(401, 'UNAUTHORIZED', message, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });

export interface CustomerRoute {
  method: string;
  url: string;
  customer: 'required' | 'optional';
}

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
      let claims: TokenClaims;
      try {
        claims = await app.tokenService.verify(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        request.log.info({ reason: error.message }, 'bearer token refused');
        throw unauthorized('The bearer token is invalid or expired.');
      }
      if (!(await app.accountService.isCurrent(claims))) {
        request.log.info({ customerId: claims.customerId }, 'bearer token of an account that no longer matches');
        throw unauthorized('The bearer token does not match an account.');
      }
      request.customer = claims;
    }

    const requireCustomer = async (request: FastifyRequest) => verify(request, true);
    const identifyCustomer = async (request: FastifyRequest) => verify(request, false);
    app.decorate('requireCustomer', requireCustomer);
    app.decorate('identifyCustomer', identifyCustomer);

    const customerRoutes: CustomerRoute[] = [];
    app.decorate('customerRoutes', customerRoutes);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
      const customer = hooks.includes(requireCustomer) ? 'required' : hooks.includes(identifyCustomer) ? 'optional' : null;
      if (!customer) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') customerRoutes.push({ method, url: route.url, customer });
      }
    });
  },
  { name: 'auth', dependencies: ['auth-domain'] },
);

/** The verified customer of a route guarded by requireCustomer. */
export function signedInCustomer(request: FastifyRequest): TokenClaims {
  if (!request.customer) throw unauthorized('Sign in first: this call needs a bearer token.');
  return request.customer;
}
