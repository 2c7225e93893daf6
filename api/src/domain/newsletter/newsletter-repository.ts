import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

/** The database or a transaction of it: a subscription may be written beside a spent captcha. */
export type NewsletterExecutor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

export interface PendingKey {
  keyHash: string;
  expiresAt: Date;
}

/**
 * Issue 29 §6 double opt-in: a row is a subscription once confirmed_at is set; before that it
 * holds the hash of the key its confirmation e-mail carries.
 */
export class NewsletterRepository extends SqlRepository {
  /**
   * Stores a new confirmation key for an address not confirmed yet (a new row, or a fresh key for
   * a pending one) and answers true; an address already subscribed is left as it is: false. One
   * statement either way, so both answers take the same time.
   */
  async requestConfirmation(email: string, brandId: number, mailingId: string | null, key: PendingKey, executor: NewsletterExecutor = this.db): Promise<boolean> {
    const written = await executor
      .insert(newsletterSubscriptions)
      .values({ email, brandId, mailingId, confirmKeyHash: key.keyHash, confirmKeyExpiresAt: key.expiresAt })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.brandId],
        set: {
          confirmKeyHash: key.keyHash,
          confirmKeyExpiresAt: key.expiresAt,
          mailingId: sql`coalesce(excluded.mailing_id, ${newsletterSubscriptions.mailingId})`,
        },
        setWhere: isNull(newsletterSubscriptions.confirmedAt),
      })
      .returning({ id: newsletterSubscriptions.id });
    return written.length > 0;
  }

  /** Follows a confirmation link: the pending row of that key, not expired, becomes a subscription; the key is spent. */
  async confirm(keyHash: string): Promise<{ email: string; brandId: number } | null> {
    const [row] = await this.db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: sql`now()`, confirmKeyHash: null, confirmKeyExpiresAt: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmKeyHash, keyHash),
          gt(newsletterSubscriptions.confirmKeyExpiresAt, sql`now()`),
          isNull(newsletterSubscriptions.confirmedAt),
        ),
      )
      .returning({ email: newsletterSubscriptions.email, brandId: newsletterSubscriptions.brandId });
    return row ?? null;
  }

  /** An address the shop already knows is its owner's (an activated account): subscribed at once. */
  async subscribeConfirmed(email: string, brandId: number, mailingId: string | null): Promise<void> {
    await this.db
      .insert(newsletterSubscriptions)
      .values({ email, brandId, mailingId, confirmedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.brandId],
        set: { confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`, confirmKeyHash: null, confirmKeyExpiresAt: null },
      });
  }

  async isSubscribed(email: string, brandId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.brandId, brandId), isNotNull(newsletterSubscriptions.confirmedAt)));
    return rows.length > 0;
  }

  transaction<T>(work: (tx: NewsletterExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
