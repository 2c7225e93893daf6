/**
 * Issue 31 §4, storefront §3 Login request: browserType, operatingSystem, country, browserId,
 * awinCampaign and awinAwc describe the sign-in, not the account. They are checked (short,
 * printable words: a tracking value is never a place for markup or control characters) and kept
 * with the sign-in for analytics and affiliate attribution (sign_ins, 0027).
 */
import type { LoginRequest } from '@trama/shared/contract';
import { signIns } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import { badRequest } from '../errors.ts';

/** The fields that describe the sign-in; each at most 60 characters. */
export const SIGN_IN_CONTEXT_FIELDS = ['browserType', 'operatingSystem', 'country', 'browserId', 'awinCampaign', 'awinAwc'] as const;
export const MAX_CONTEXT_LENGTH = 60;
/** Letters, digits, spaces and . _ - / ( ) + : what browser names, OS versions and campaign ids use. */
const CONTEXT_VALUE = /^[\p{L}\p{N} ._\-/()+]+$/u;

/** No token shorter than a minute: it would expire before the next page. */
export const MIN_TOKEN_VALIDITY_MS = 60_000;

export type SignInContext = Partial<Record<(typeof SIGN_IN_CONTEXT_FIELDS)[number], string>>;

/** 400 INVALID_SIGN_IN_CONTEXT / INVALID_TOKEN_VALIDITY (signIn.1, the sign-in failure text) for a bad value. */
export function assertSignInContext(request: LoginRequest): SignInContext {
  const context: SignInContext = {};
  for (const field of SIGN_IN_CONTEXT_FIELDS) {
    const value = request[field];
    if (value === undefined) continue;
    if (value.length === 0 || value.length > MAX_CONTEXT_LENGTH || !CONTEXT_VALUE.test(value)) {
      throw badRequest('INVALID_SIGN_IN_CONTEXT', `${field} must be 1 to ${MAX_CONTEXT_LENGTH} letters, digits, spaces or . _ - / ( ) +.`, 'signIn.1');
    }
    context[field] = value;
  }
  const validity = request.tokenValidityInMilliseconds;
  if (validity !== undefined && (!Number.isInteger(validity) || validity < MIN_TOKEN_VALIDITY_MS)) {
    throw badRequest('INVALID_TOKEN_VALIDITY', `tokenValidityInMilliseconds must be a whole number of at least ${MIN_TOKEN_VALIDITY_MS}.`, 'signIn.1');
  }
  return context;
}

export class SignInLog extends SqlRepository {
  async record(customerId: number, brandId: number, context: SignInContext, tokenExpiresAt: Date, now: Date): Promise<void> {
    await this.db.insert(signIns).values({
      customerId,
      brandId,
      browserId: context.browserId ?? null,
      browserType: context.browserType ?? null,
      operatingSystem: context.operatingSystem ?? null,
      country: context.country ?? null,
      awinCampaign: context.awinCampaign ?? null,
      awinAwc: context.awinAwc ?? null,
      signedInAt: now,
      tokenExpiresAt,
    });
  }
}
