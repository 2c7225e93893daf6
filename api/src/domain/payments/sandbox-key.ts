/**
 * The sandbox's HMAC key (hex): SANDBOX_HMAC_KEY, or outside production a key generated once
 * and kept in app_secrets, like the JWT key, so restarts and several instances agree.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

const SECRET_NAME = 'sandbox-payments-hmac';

export function sandboxKeySource(db: Database, configured: string | null): () => Promise<string> {
  if (configured) return async () => configured;
  let cached: string | undefined;
  return async () => {
    if (cached) return cached;
    // Racing instances: one insert wins, every instance then reads the winner's key.
    await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('hex').toUpperCase() }).onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    cached = row!.value;
    return cached;
  };
}
