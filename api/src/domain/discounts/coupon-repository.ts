/** Coupons, their product clusters and their redemptions (one row per order that used a code). */
import { and, asc, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, productClusters } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon row locked for the rest of a transaction (SELECT … FOR UPDATE), with what redeeming needs. */
export interface LockedCoupon {
  coupon: CouponRow;
  orderAlreadyRedeemed(orderRef: string): Promise<boolean>;
  customerUses(webClientId: number): Promise<number>;
  /** Inserts the redemption and counts it in times_used. */
  record(webClientId: number | null, orderRef: string): Promise<void>;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const customerUses = async (db: Executor, couponId: number, webClientId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.webClientId, webClientId)));
  return row?.n ?? 0;
};

export class CouponRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

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

  customerUses(couponId: number, webClientId: number): Promise<number> {
    return customerUses(this.db, couponId, webClientId);
  }

  /**
   * Runs `use` in a transaction holding the coupon row's lock, so concurrent redemptions of one
   * code queue up and each sees the previous one's times_used. `use` gets undefined for an unknown code.
   */
  withLockedCoupon<T>(code: string, use: (locked: LockedCoupon | undefined) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
      if (!coupon) return use(undefined);
      return use({
        coupon,
        async orderAlreadyRedeemed(orderRef) {
          const rows = await tx
            .select({ id: couponRedemptions.id })
            .from(couponRedemptions)
            .where(and(eq(couponRedemptions.couponId, coupon.couponId), eq(couponRedemptions.orderRef, orderRef)));
          return rows.length > 0;
        },
        customerUses: (webClientId) => customerUses(tx, coupon.couponId, webClientId),
        async record(webClientId, orderRef) {
          await tx.insert(couponRedemptions).values({ couponId: coupon.couponId, webClientId, orderRef });
          await tx
            .update(coupons)
            .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
            .where(eq(coupons.couponId, coupon.couponId));
        },
      });
    });
  }
}
