/** help_desk_outbox rows (0012): tickets waiting to be forwarded, their attempts and outcome. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { helpDeskOutbox } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export type OutboxRow = typeof helpDeskOutbox.$inferSelect;
type Executor = Pick<Database, 'insert'>;

/** Account §7 support ticket: the second POST's body. */
export interface HelpDeskPayload {
  comment: string;
  email: string;
  name: string;
  subject: string;
  brandId: number;
}

export class HelpDeskOutbox extends SqlRepository {
  /** In the ticket's own transaction: a stored ticket always has its pending forward. */
  async enqueue(tx: Executor, ticketId: number, payload: HelpDeskPayload): Promise<void> {
    await tx.insert(helpDeskOutbox).values({ ticketId, payload: { ...payload } });
  }

  /**
   * Takes up to `limit` due rows for this worker: their next attempt moves `leaseMs` ahead, so
   * another instance (or the next tick) does not send them while this one is trying.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: helpDeskOutbox.id })
        .from(helpDeskOutbox)
        .where(and(eq(helpDeskOutbox.status, 'PENDING'), lte(helpDeskOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(helpDeskOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(helpDeskOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(
          inArray(
            helpDeskOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async markSent(id: number): Promise<void> {
    await this.db
      .update(helpDeskOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lastAttemptAt: sql`now()`, lastError: null, attempts: sql`${helpDeskOutbox.attempts} + 1` })
      .where(eq(helpDeskOutbox.id, id));
  }

  async markFailed(id: number, error: string, retryInMs: number): Promise<void> {
    await this.db
      .update(helpDeskOutbox)
      .set({
        lastError: error.slice(0, 500),
        lastAttemptAt: sql`now()`,
        attempts: sql`${helpDeskOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
      })
      .where(eq(helpDeskOutbox.id, id));
  }

  async byTicket(ticketId: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(helpDeskOutbox).where(eq(helpDeskOutbox.ticketId, ticketId));
    return row;
  }
}
