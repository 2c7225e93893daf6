/**
 * Coupons, their product clusters and their uses: one coupon_redemptions row per order that holds
 * a code (RESERVED, from order creation until it expires or the order fails) or used it (REDEEMED,
 * once paid). Both kinds count against the code's limits, so unpaid orders cannot overspend it.
 */
import { and, asc, count, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { couponRedemptions, coupons, productClusters } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export type CouponRow = typeof coupons.$inferSelect;

export type { Executor } from '../../plugins/db.ts';

/**
 * A use that counts now: paid, or reserved by an unpaid order and not expired yet. Expiry is read
 * here, in SQL, at every count: nothing has to run to release a lapsed reservation.
 */
const liveUse = or(eq(couponRedemptions.status, 'REDEEMED'), sql`${couponRedemptions.expiresAt} > now()`)!;

const otherOrder = (orderRef: string | undefined): SQL | undefined => (orderRef === undefined ? undefined : ne(couponRedemptions.orderRef, orderRef));

/** Orders of this customer holding or having used the coupon (`exceptOrderRef`: not counting that order). */
async function customerUses(db: Executor, couponId: number, webClientId: number, exceptOrderRef?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.webClientId, webClientId), liveUse, otherOrder(exceptOrderRef)));
  return row?.n ?? 0;
}

/** Unexpired reservations of unpaid orders: uses not yet in times_used. */
async function reservedUses(db: Executor, couponId: number, exceptOrderRef?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.status, 'RESERVED'),
        sql`${couponRedemptions.expiresAt} > now()`,
        otherOrder(exceptOrderRef),
      ),
    );
  return row?.n ?? 0;
}

/** The coupon row locked until the caller's transaction ends (SELECT … FOR UPDATE), with what reserving and redeeming need. */
export interface LockedCoupon {
  coupon: CouponRow;
  /** The state of this order's use of the coupon, if it has one (an expired reservation included). */
  useOf(orderRef: string): Promise<{ status: string; live: boolean } | undefined>;
  customerUses(webClientId: number, exceptOrderRef: string): Promise<number>;
  reservedUses(exceptOrderRef: string): Promise<number>;
  /** Holds the code for the order until now + ttl (renews a lapsed reservation of the same order). */
  reserve(webClientId: number | null, orderRef: string, ttlMinutes: number): Promise<void>;
  /** Turns the order's reservation (or nothing) into a redemption counted in times_used; false when already redeemed. */
  redeem(webClientId: number | null, orderRef: string): Promise<boolean>;
}

export class CouponRepository extends SqlRepository {
  async findByCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  }

  async clusterBarcodes(clusterId: string): Promise<string[]> {
    const rows = await this.db
      .select({ barcode: productClusters.barcode })
      .from(productClusters)
      .where(eq(productClusters.clusterId, clusterId))
      .orderBy(productClusters.barcode);
    return rows.map((r) => r.barcode);
  }

  /** True when the cluster has barcodes and one promotion of the brand covers all of them (its clusters together). */
  async clusterInsidePromotion(clusterId: string, brandId: number): Promise<boolean> {
    const result = await this.db.execute<{ inside: boolean }>(sql`
      select exists (select 1 from product_clusters where cluster_id = ${clusterId})
         and exists (
           select 1 from brand_promotions bp
           where bp.brand_id = ${brandId}
             and not exists (
               select 1 from product_clusters c
               where c.cluster_id = ${clusterId}
                 and not exists (
                   select 1 from product_clusters pc
                   where pc.barcode = c.barcode
                     and pc.cluster_id in (bp.product_cluster_id, bp.product_cluster_id_1, bp.product_cluster_id_2)))
         ) as inside`);
    return result.rows[0]?.inside === true;
  }

  /** The brand's codes meant for customers: reserved to signed-in shoppers or limited per customer. */
  customerCoupons(brandId: number): Promise<CouponRow[]> {
    return this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brandId, brandId), or(eq(coupons.authenticatedOnly, true), isNotNull(coupons.maxUsesPerCustomer))))
      .orderBy(asc(coupons.code));
  }

  transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  customerUses(couponId: number, webClientId: number): Promise<number> {
    return customerUses(this.db, couponId, webClientId);
  }

  reservedUses(couponId: number): Promise<number> {
    return reservedUses(this.db, couponId);
  }

  /** A failed order gives its code back (a paid use stays). */
  async release(tx: Executor, orderRef: string): Promise<void> {
    await tx.delete(couponRedemptions).where(and(eq(couponRedemptions.orderRef, orderRef), eq(couponRedemptions.status, 'RESERVED')));
  }

  /**
   * Runs `run` holding the coupon row's lock inside the caller's transaction `tx`, so concurrent
   * reservations of one code (on any API instance) queue up and each counts the previous one's
   * use. `run` gets undefined for an unknown code.
   */
  async withLockedCoupon<T>(tx: Executor, code: string, run: (locked: LockedCoupon | undefined) => Promise<T>): Promise<T> {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!coupon) return run(undefined);
    const { couponId } = coupon;
    const ofOrder = (orderRef: string) => and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderRef, orderRef));
    return run({
      coupon,
      async useOf(orderRef) {
        const [row] = await tx
          .select({ status: couponRedemptions.status, live: sql<boolean>`${liveUse}` })
          .from(couponRedemptions)
          .where(ofOrder(orderRef));
        return row;
      },
      customerUses: (webClientId, exceptOrderRef) => customerUses(tx, couponId, webClientId, exceptOrderRef),
      reservedUses: (exceptOrderRef) => reservedUses(tx, couponId, exceptOrderRef),
      async reserve(webClientId, orderRef, ttlMinutes) {
        const expiresAt = sql`now() + make_interval(mins => ${ttlMinutes}::int)`;
        await tx
          .insert(couponRedemptions)
          .values({ couponId, webClientId, orderRef, status: 'RESERVED', expiresAt })
          .onConflictDoUpdate({
            target: [couponRedemptions.couponId, couponRedemptions.orderRef],
            set: { expiresAt },
            setWhere: eq(couponRedemptions.status, 'RESERVED'),
          });
      },
      async redeem(webClientId, orderRef) {
        const changed = await tx
          .insert(couponRedemptions)
          .values({ couponId, webClientId, orderRef, status: 'REDEEMED' })
          .onConflictDoUpdate({
            target: [couponRedemptions.couponId, couponRedemptions.orderRef],
            set: { status: 'REDEEMED', expiresAt: null },
            setWhere: eq(couponRedemptions.status, 'RESERVED'),
          })
          .returning({ id: couponRedemptions.id });
        if (changed.length === 0) return false;
        await tx
          .update(coupons)
          .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
          .where(eq(coupons.couponId, couponId));
        return true;
      },
    });
  }
}
