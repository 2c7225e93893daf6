/**
 * The HS256 key. JWT_SECRET in production (start-up fails without it: a key made up per process
 * would sign tokens no other instance accepts, and vanish on restart). Elsewhere a key is
 * generated once and kept in app_secrets, so restarts and several local instances agree.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

const SECRET_NAME = 'jwt-hs256';
/** RFC 7518 §3.2: an HS256 key has at least 256 bits. */
export const MIN_SECRET_LENGTH = 32;

/** Where the key comes from, checked at start-up (a production server without JWT_SECRET never starts). */
export function jwtSecretSource(db: Database, options: { jwtSecret: string | null; production: boolean }): () => Promise<string> {
  const configured = options.jwtSecret;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (e.g. \`openssl rand -base64 48\`).`);
    }
    return async () => configured;
  }
  if (options.production) {
    throw new Error('JWT_SECRET is not set: NODE_ENV=production needs a shared signing key (e.g. `openssl rand -base64 48`).');
  }
  // Read on first use, so the API starts (and /api/health answers) while PostgreSQL is down.
  return () => generatedSecret(db);
}

async function generatedSecret(db: Database): Promise<string> {
  // Racing instances: one insert wins, every instance then reads the winner's key.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return row!.value;
}

/**
 * A key made from the secret (the token's, the sealed cookies'), made once: `secret` is asked on
 * first use, and a failure (database down) is forgotten so the next call asks again.
 */
export function derivedKey(secret: () => Promise<string>, derive: (secret: string) => Uint8Array): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  return () => {
    key ??= secret().then(derive, (error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
