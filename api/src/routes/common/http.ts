/**
 * Request pieces every public call shares (storefront §7): the `brand` and `language` headers,
 * their defaults, and the error responses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_BRAND_ID, type Language } from '@trama/shared/contract';
import { resolveLanguage } from '../../domain/language.ts';
import { ApiErrorSchema } from './contract-schemas.ts';

export const MAX_INT = 2_147_483_647;

/** The 401 response's description on a route that needs a customer's bearer token (OpenAPI). */
export const BEARER = '401 UNAUTHORIZED without a valid bearer token.';

/** The OpenAPI security of a route that needs a customer's bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** An onRequest hook for a plugin whose every answer is personal data: never in a shared or browser cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_INT, description });

/** A language tag: 'it', 'EN', 'en-GB'. Well-formed but unsupported tags fall back to 'it'. */
export const LanguageTag = Type.String({
  pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$',
  maxLength: 35,
  description: "it (default), en, fr, de or es; other well-formed tags fall back to 'it'.",
});

export const ContextHeaders = Type.Object({
  brand: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: `Brand id, default ${DEFAULT_BRAND_ID}.` })),
  language: Type.Optional(LanguageTag),
});

export const ErrorResponses = {
  '4xx': ApiErrorSchema,
  '5xx': ApiErrorSchema,
} as const;

export interface RequestContext {
  brandId: number;
  language: Language;
}

/** Headers are validated by ContextHeaders before this runs; here they only get their defaults. */
export function requestContext(request: FastifyRequest, languageOverride?: string): RequestContext {
  const headers = request.headers as Record<string, string | string[] | undefined>;
  const brand = typeof headers.brand === 'string' ? Number(headers.brand) : DEFAULT_BRAND_ID;
  const language = languageOverride ?? (typeof headers.language === 'string' ? headers.language : undefined);
  return { brandId: brand, language: resolveLanguage(language) };
}
