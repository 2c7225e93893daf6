/**
 * Personal-shopper appointments (account §3 Shopper request): SHO tickets with a store and a slot.
 * A slot travels as shop time (`YYYY-MM-DDTHH:mm`, Europe/Rome) and is stored as timestamptz;
 * PostgreSQL converts both ways, so the API's own time zone never shifts a booking.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@trama/shared/rules';
import { stores, tickets } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export type ShopperStoreRow = Pick<typeof stores.$inferSelect, 'storeId' | 'brandId' | 'name' | 'address' | 'zip' | 'city' | 'country' | 'phone' | 'personalShopper' | 'openingHours'>;
export type NewAppointment = Omit<typeof tickets.$inferInsert, 'ticketId' | 'createdAt' | 'appointmentDate' | 'subjectCode'>;
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const SHOPPER_SUBJECT = 'SHO';
/** The partial unique index of migration 0013: one SHO ticket per store and appointment_date. */
export const SHOPPER_SLOT_INDEX = 'tickets_shopper_slot';

const UNIQUE_VIOLATION = '23505';

/** Whether `error` is PostgreSQL refusing a second booking of a store slot (drizzle wraps the driver's error). */
export function isSlotConflict(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause] as { code?: string; constraint?: string }[];
  return candidates.some((candidate) => candidate?.code === UNIQUE_VIOLATION && candidate.constraint === SHOPPER_SLOT_INDEX);
}

/** A shop-time slot as the timestamptz it denotes. */
const shopTime = (slot: string) => sql`(${slot}::timestamp at time zone ${SHOP_TIME_ZONE})`;
/** A timestamptz read back as a shop-time slot. */
const asSlot = sql<string>`to_char(${tickets.appointmentDate} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI')`;

export class ShopperRepository extends SqlRepository {
  async store(storeId: number): Promise<ShopperStoreRow | undefined> {
    const [row] = await this.db
      .select({
        storeId: stores.storeId,
        brandId: stores.brandId,
        name: stores.name,
        address: stores.address,
        zip: stores.zip,
        city: stores.city,
        country: stores.country,
        phone: stores.phone,
        personalShopper: stores.personalShopper,
        openingHours: stores.openingHours,
      })
      .from(stores)
      .where(eq(stores.storeId, storeId));
    return row;
  }

  /** The store's booked slots on the shop days from `firstDay` to `lastDay` (YYYY-MM-DD, both included), in order. */
  async takenSlots(storeId: number, firstDay: string, lastDay: string): Promise<string[]> {
    const rows = await this.db
      .select({ slot: asSlot })
      .from(tickets)
      .where(
        and(
          eq(tickets.subjectCode, SHOPPER_SUBJECT),
          eq(tickets.storeId, storeId),
          sql`${tickets.appointmentDate} >= ${shopTime(`${firstDay}T00:00`)}`,
          // The midnight after lastDay, in shop time (a DST day is 23 or 25 hours long).
          sql`${tickets.appointmentDate} < ((${lastDay}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`,
        ),
      )
      .orderBy(tickets.appointmentDate);
    return rows.map((row) => row.slot);
  }

  /**
   * Issue 29 §5: whether `email` has an appointment still to come at the store. Takes a transaction
   * lock on (store, e-mail) first, so a second booking arriving at the same time waits for this
   * one's commit and then sees it.
   */
  async hasOpenAppointment(tx: Executor, storeId: number, email: string): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shopper-open:${storeId}:${email}`}))`);
    const rows = await tx
      .select({ id: tickets.ticketId })
      .from(tickets)
      .where(
        and(
          eq(tickets.subjectCode, SHOPPER_SUBJECT),
          eq(tickets.storeId, storeId),
          sql`lower(${tickets.contactEmail}) = ${email}`,
          sql`${tickets.appointmentDate} > now()`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Inserts the SHO ticket at `slot`; a slot already booked raises the unique violation isSlotConflict() recognises. */
  async insertAppointment(tx: Executor, appointment: NewAppointment, slot: string): Promise<{ ticketId: number; appointmentDate: string }> {
    const [row] = await tx
      .insert(tickets)
      .values({ ...appointment, subjectCode: SHOPPER_SUBJECT, appointmentDate: shopTime(slot) })
      .returning({ ticketId: tickets.ticketId, appointmentDate: asSlot });
    return row!;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
