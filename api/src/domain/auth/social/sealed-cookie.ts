/**
 * Short-lived cookies the browser carries but cannot read nor forge (docs/social-sign-in.md):
 * the payload is a JWE (dir + A256GCM) under a key derived from the token signing secret, with
 * its own expiry and purpose, so a cookie of one step is never accepted at another.
 */
import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import { derivedKey } from '../jwt-secret.ts';

export class SealedCookies {
  private readonly encryptionKey: () => Promise<Uint8Array>;

  constructor(secret: () => Promise<string>) {
    // A distinct key, not the HS256 secret itself: a sealed cookie is never a valid id_token and back.
    this.encryptionKey = derivedKey(secret, (value) => new Uint8Array(createHash('sha256').update(`trama social sign-in cookies\0${value}`).digest()));
  }

  async seal(purpose: string, payload: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    return new EncryptJWT({ ...payload, purpose })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .encrypt(await this.encryptionKey());
  }

  /** The payload, or null for a cookie missing, tampered with, expired or of another purpose. */
  async open(purpose: string, value: string | undefined): Promise<JWTPayload | null> {
    if (!value) return null;
    const key = await this.encryptionKey();
    try {
      const { payload } = await jwtDecrypt(value, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['exp'] });
      return payload.purpose === purpose ? payload : null;
    } catch {
      return null;
    }
  }
}

/** The value of one cookie of a Cookie header (no cookie plugin: these are the API's only cookies). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', `SameSite=${options.sameSite}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
