/**
 * The ALTCHA HMAC key: ALTCHA_HMAC_KEY when set, else generated once and kept in app_secrets (as
 * the JWT key is outside production), so every API instance on the database signs and checks
 * challenges alike, across restarts.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

const SECRET_NAME = 'altcha-hmac';

export function captchaKeySource(db: Database, configured: string | null): () => Promise<string> {
  if (configured) return async () => configured;
  let cached: Promise<string> | null = null;
  // Read on first use, so the API starts while PostgreSQL is down; a failed read is retried next time.
  return () => {
    cached ??= generatedKey(db).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}

async function generatedKey(db: Database): Promise<string> {
  // Racing instances: one insert wins, every instance then reads the winner's key.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return row!.value;
}
