/**
 * Activation and password-reset keys (storefront §4 Account creation, Password reset). The key
 * itself is only ever in the e-mail; the table keeps its SHA-256. Using a key is one UPDATE …
 * WHERE used_at IS NULL AND expires_at > now(), so a key works once, even under concurrent use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { activationKeys, customers, passwordResetKeys } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** 32 random bytes, URL-safe: the key travels in a path segment of the mailed link. */
const newKey = () => randomBytes(32).toString('base64url');

type KeyTable = typeof activationKeys | typeof passwordResetKeys;

/** Marks the key used when it is neither used nor expired; the key's customer, or undefined. */
async function spend(tx: Pick<Executor, 'update'>, table: KeyTable, key: string): Promise<number | undefined> {
  const [used] = await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.keyHash, hashKey(key)), isNull(table.usedAt), gt(table.expiresAt, sql`now()`)))
    .returning({ customerId: table.customerId });
  return used?.customerId;
}

export class MailedKeyRepository extends SqlRepository {
  private async create(table: KeyTable, customerId: number, ttlSeconds: number): Promise<string> {
    const key = newKey();
    await this.db.insert(table).values({
      keyHash: hashKey(key),
      customerId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
    return key;
  }

  createActivationKey(customerId: number, ttlSeconds: number): Promise<string> {
    return this.create(activationKeys, customerId, ttlSeconds);
  }

  createResetKey(customerId: number, ttlSeconds: number): Promise<string> {
    return this.create(passwordResetKeys, customerId, ttlSeconds);
  }

  /** Activates the key's customer; null for an unknown, used or expired key. */
  activate(key: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const customerId = await spend(tx, activationKeys, key);
      if (customerId === undefined) return null;
      await tx.update(customers).set({ activated: true }).where(eq(customers.customerId, customerId));
      return customerId;
    });
  }

  /**
   * Sets the key's customer's password and activates the account (the mailbox is proven); every
   * other outstanding reset key and every earlier token of the customer dies with it. null for an unknown, used or expired key.
   */
  resetPassword(key: string, passwordHash: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const customerId = await spend(tx, passwordResetKeys, key);
      if (customerId === undefined) return null;
      // The token version moves on too: a token stolen before the reset stops working (issue 12 point 13).
      await tx
        .update(customers)
        .set({ passwordHash, activated: true, tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.customerId, customerId));
      await tx
        .update(passwordResetKeys)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetKeys.customerId, customerId), isNull(passwordResetKeys.usedAt)));
      return customerId;
    });
  }
}
