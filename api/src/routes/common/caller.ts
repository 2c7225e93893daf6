/**
 * Who calls a discount or basket route. Sign-in (issue 5) will verify the bearer token here and
 * take the webClientId from it; until then the webClientId the request names is taken at its word,
 * which is what the storefront spec's validate-discount call sends (§7).
 */
import type { FastifyRequest } from 'fastify';
import type { DiscountCaller } from '../../domain/discounts/discount-service.ts';

export function resolveCaller(_request: FastifyRequest, webClientId: number | null | undefined): DiscountCaller {
  const id = webClientId ?? null;
  return { webClientId: id, authenticated: id !== null };
}
