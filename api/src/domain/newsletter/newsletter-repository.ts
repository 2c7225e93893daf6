import type { Database } from '../../plugins/db.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

export class NewsletterRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** True when a new subscription was stored, false when the address was already subscribed. */
  async subscribe(email: string, brandId: number, mailingId: string | null): Promise<boolean> {
    const inserted = await this.db
      .insert(newsletterSubscriptions)
      .values({ email, brandId, mailingId })
      .onConflictDoNothing({ target: [newsletterSubscriptions.email, newsletterSubscriptions.brandId] })
      .returning({ id: newsletterSubscriptions.id });
    return inserted.length > 0;
  }
}
