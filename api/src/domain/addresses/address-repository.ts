/** The caller's saved addresses (account §3 Address); every query names the owner. */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { clientAddresses, webClients } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export type AddressRow = typeof clientAddresses.$inferSelect;
export type AddressValues = Omit<typeof clientAddresses.$inferInsert, 'clientAddressId' | 'webClientId' | 'createdAt'>;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export class AddressRepository extends SqlRepository {
  /** Shipping before billing, the default first, then oldest first. */
  list(webClientId: number, executor: Executor = this.db): Promise<AddressRow[]> {
    return executor
      .select()
      .from(clientAddresses)
      .where(eq(clientAddresses.webClientId, webClientId))
      .orderBy(desc(clientAddresses.addressType), desc(clientAddresses.isDefault), asc(clientAddresses.clientAddressId));
  }

  async find(webClientId: number, clientAddressId: number, executor: Executor = this.db): Promise<AddressRow | undefined> {
    const [row] = await executor
      .select()
      .from(clientAddresses)
      .where(and(eq(clientAddresses.webClientId, webClientId), eq(clientAddresses.clientAddressId, clientAddressId)));
    return row;
  }

  /** Runs `work` in a transaction holding the web client's row: one address change at a time per customer, so one default per type. */
  withLock<T>(webClientId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: webClients.webClientId }).from(webClients).where(eq(webClients.webClientId, webClientId)).for('update');
      return work(tx);
    });
  }

  async insert(tx: Executor, webClientId: number, values: AddressValues): Promise<AddressRow> {
    const [row] = await tx.insert(clientAddresses).values({ ...values, webClientId }).returning();
    return row!;
  }

  async update(tx: Executor, webClientId: number, clientAddressId: number, values: AddressValues): Promise<void> {
    await tx
      .update(clientAddresses)
      .set(values)
      .where(and(eq(clientAddresses.webClientId, webClientId), eq(clientAddresses.clientAddressId, clientAddressId)));
  }

  async delete(tx: Executor, webClientId: number, clientAddressId: number): Promise<void> {
    await tx.delete(clientAddresses).where(and(eq(clientAddresses.webClientId, webClientId), eq(clientAddresses.clientAddressId, clientAddressId)));
  }

  /** Account §4 Addresses: one default per type; the others of the type lose it. */
  async makeDefault(tx: Executor, webClientId: number, addressType: string, clientAddressId: number): Promise<void> {
    const ofType = and(eq(clientAddresses.webClientId, webClientId), eq(clientAddresses.addressType, addressType));
    await tx.update(clientAddresses).set({ isDefault: false }).where(and(ofType, ne(clientAddresses.clientAddressId, clientAddressId)));
    await tx.update(clientAddresses).set({ isDefault: true }).where(and(ofType, eq(clientAddresses.clientAddressId, clientAddressId)));
  }
}
