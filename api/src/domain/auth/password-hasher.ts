/**
 * Password hashing with node:crypto scrypt at the OWASP Password Storage Cheat Sheet parameters
 * (N=2^17, r=8, p=1), stored self-describing — `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url) —
 * so the cost can be raised later without breaking stored hashes. scrypt runs on libuv's thread
 * pool (never scryptSync on a request path).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

/** scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default). */
const maxmemFor = (n: number, r: number) => 256 * n * r;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmemFor(N, R) });
  return [PREFIX, N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupt row from asking scrypt for gigabytes.
  if (![n, r, p].every(Number.isInteger) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { n, r, p, salt, key };
}

/** False for a wrong password and for a malformed stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, {
    N: parsed.n,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmemFor(parsed.n, parsed.r),
  });
  return timingSafeEqual(candidate, parsed.key);
}

/**
 * Spends the same scrypt work as a real check, for a sign-in whose account does not exist or has
 * no password, so the answer time does not tell an attacker which e-mails are customers.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  const key = await derive(password, randomBytes(SALT_BYTES), KEY_BYTES, { N, r: R, p: P, maxmem: maxmemFor(N, R) });
  timingSafeEqual(key, Buffer.alloc(KEY_BYTES));
  return false;
}
