import type { Database } from '../../plugins/db.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

/** The database or a transaction of it: a subscription may be written beside a spent captcha. */
export type NewsletterExecutor = Pick<Database, 'insert' | 'delete'>;

export class NewsletterRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** True when a new subscription was stored, false when the address was already subscribed. */
  async subscribe(email: string, brandId: number, mailingId: string | null, executor: NewsletterExecutor = this.db): Promise<boolean> {
    const inserted = await executor
      .insert(newsletterSubscriptions)
      .values({ email, brandId, mailingId })
      .onConflictDoNothing({ target: [newsletterSubscriptions.email, newsletterSubscriptions.brandId] })
      .returning({ id: newsletterSubscriptions.id });
    return inserted.length > 0;
  }

  transaction<T>(work: (tx: NewsletterExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
