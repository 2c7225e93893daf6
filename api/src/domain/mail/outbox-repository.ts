import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How many messages the local mailbox lists. */
const LIST_LIMIT = 200;

export class OutboxRepository extends SqlRepository {
  async add(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values(message);
  }

  /** Newest first; only the messages to `to` when given. */
  list(to?: string): Promise<OutboxRow[]> {
    const query = this.db.select().from(mailOutbox);
    return (to ? query.where(eq(mailOutbox.to, to)) : query).orderBy(desc(mailOutbox.id)).limit(LIST_LIMIT);
  }

  async find(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }
}
