/**
 * Who calls a discount or basket route: the web client of a verified bearer token (the route runs
 * app.identifyCustomer first), else a visitor. A webClientId in the query or body is not proof of
 * anything and is ignored: only a token makes a customer (storefront §6).
 */
import type { FastifyRequest } from 'fastify';
import type { DiscountCaller } from '../../domain/discounts/discount-service.ts';

export function resolveCaller(request: FastifyRequest): DiscountCaller {
  const customer = request.customer;
  return customer ? { webClientId: customer.webClientId, authenticated: true } : { webClientId: null, authenticated: false };
}
