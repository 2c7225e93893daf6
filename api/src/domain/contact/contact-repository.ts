/** The contact form's subjects and the tickets it stores (tickets, 0010; contact_subjects, 0012). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { contactSubjects, tickets } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

export type SubjectRow = typeof contactSubjects.$inferSelect;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'ticketId' | 'createdAt'>;
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export class ContactRepository {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The brand's subjects in those languages, in the form's order. */
  subjects(brandId: number, languages: string[]): Promise<SubjectRow[]> {
    return this.db
      .select()
      .from(contactSubjects)
      .where(and(eq(contactSubjects.brandId, brandId), inArray(contactSubjects.language, languages)))
      .orderBy(asc(contactSubjects.position), asc(contactSubjects.code));
  }

  async insertTicket(tx: Executor, ticket: NewTicket): Promise<number> {
    const [row] = await tx.insert(tickets).values(ticket).returning({ ticketId: tickets.ticketId });
    return row!.ticketId;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
