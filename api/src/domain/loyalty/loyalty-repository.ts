/** Loyalty balances (account §3 storeClientLoyalty) and the client discounts converted from them. */
import { eq, sql } from 'drizzle-orm';
import { brands, clientLoyalty, coupons } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export type LoyaltyRow = typeof clientLoyalty.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export interface BrandConversion {
  conversionThreshold: number;
  conversionMultiple: number;
  currency: string;
}

export interface ClientDiscount {
  code: string;
  brandId: number;
  value: number;
  label: string;
  ownerWebClientId: number;
}

export class LoyaltyRepository extends SqlRepository {
  async find(webClientId: number, executor: Executor = this.db): Promise<LoyaltyRow | undefined> {
    const [row] = await executor.select().from(clientLoyalty).where(eq(clientLoyalty.webClientId, webClientId));
    return row;
  }

  async brandConversion(brandId: number): Promise<BrandConversion | undefined> {
    const [row] = await this.db
      .select({ conversionThreshold: brands.conversionThreshold, conversionMultiple: brands.conversionMultiple, currency: brands.defaultCurrency })
      .from(brands)
      .where(eq(brands.brandId, brandId));
    return row;
  }

  /** Runs `work` holding the balance row: two conversions of one balance never both spend it. */
  withLockedBalance<T>(webClientId: number, work: (tx: Executor, balance: LoyaltyRow | undefined) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(clientLoyalty).where(eq(clientLoyalty.webClientId, webClientId)).for('update');
      return work(tx, row);
    });
  }

  async spend(tx: Executor, webClientId: number, points: number, value: number): Promise<void> {
    await tx
      .update(clientLoyalty)
      .set({
        loyaltyPoints: sql`${clientLoyalty.loyaltyPoints} - ${points}`,
        loyaltyValue: sql`greatest(${clientLoyalty.loyaltyValue} - ${value}, 0)`,
      })
      .where(eq(clientLoyalty.webClientId, webClientId));
  }

  /** Account §4 Loyalty: a fixed-amount code, single use, for its owner only, signed in. */
  async createClientDiscount(tx: Executor, discount: ClientDiscount): Promise<void> {
    await tx.insert(coupons).values({
      code: discount.code,
      brandId: discount.brandId,
      couponType: 'FIXED',
      value: discount.value,
      label: discount.label,
      cumulative: true,
      authenticatedOnly: true,
      maxUses: 1,
      maxUsesPerCustomer: 1,
      ownerWebClientId: discount.ownerWebClientId,
    });
  }
}
