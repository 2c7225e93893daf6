/**
 * The id_token (storefront §4 Login; contract TokenClaims): a JWT signed HS256 with jose.
 * Verification accepts HS256 only — `alg: none`, RS256 and friends are refused — and demands
 * every claim the API relies on, so a token is either fully trusted or rejected.
 */
import type { TokenClaims } from '@trama/shared/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { derivedKey } from './jwt-secret.ts';

const ALGORITHM = 'HS256';

export interface TokenSubject {
  email: string;
  customerId: number;
  webClientId: number;
  brandId: number;
  /** The customer's current token version (customers.token_version). */
  tokenVersion: number;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export class InvalidTokenError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'InvalidTokenError';
  }
}

export class TokenService {
  private readonly signingKey: () => Promise<Uint8Array>;

  constructor(secret: () => Promise<string>) {
    this.signingKey = derivedKey(secret, (value) => new TextEncoder().encode(value));
  }

  async sign(subject: TokenSubject, validitySeconds: number, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ customerId: subject.customerId, webClientId: subject.webClientId, brandId: subject.brandId, tokenVersion: subject.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject.email)
      .setIssuedAt(iat)
      .setExpirationTime(iat + validitySeconds)
      .sign(await this.signingKey());
  }

  /** The token's claims, or InvalidTokenError (bad signature, other algorithm, expired, claim missing). */
  async verify(token: string): Promise<TokenClaims> {
    // Outside the try: an unreachable key store is a server failure, not a bad token.
    const key = await this.signingKey();
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp', 'iat'] });
      const { sub, exp, iat, customerId, webClientId, brandId, tokenVersion } = payload;
      if (
        typeof sub !== 'string' ||
        !isId(customerId) ||
        !isId(webClientId) ||
        !isId(brandId) ||
        !isVersion(tokenVersion) ||
        exp === undefined ||
        iat === undefined
      ) {
        throw new InvalidTokenError('a required claim is missing or malformed');
      }
      return { sub, customerId, webClientId, brandId, tokenVersion, exp, iat };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code, { cause: error });
      throw new InvalidTokenError('malformed token', { cause: error });
    }
  }
}
