/**
 * Demo discount codes (storefront §3 Discount, §4 Discount validation): one per outcome the
 * discount box shows. Their product clusters are built from the seeded catalogue, so they are
 * written after it, once, into an empty coupons table.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';

type CouponInsert = typeof schema.coupons.$inferInsert;

/** Linen table linen (tablecloths, napkins, runners): no brand promotion covers it. */
export const LINEN_TABLE_CLUSTER = 'CP-TAVOLA-LINO';
/** Linen duvet covers: every one of them is in the linen-week promotion's cluster CL-LETTO-LINO. */
export const LINEN_DUVET_CLUSTER = 'CP-COPRIPIUMINO-LINO';

const CLUSTERS: { clusterId: string; menuIds: number[]; material: string }[] = [
  { clusterId: LINEN_TABLE_CLUSTER, menuIds: [31, 32, 33], material: 'lino' },
  { clusterId: LINEN_DUVET_CLUSTER, menuIds: [12], material: 'lino' },
];

const coupon = (code: string, fields: Omit<CouponInsert, 'code' | 'brandId'> & { brandId?: number }): CouponInsert => ({
  code,
  brandId: SHOP_BRAND_ID,
  ...fields,
});

/** What each code demonstrates is listed in api/README.md. */
export const COUPONS: CouponInsert[] = [
  coupon('BENVENUTO10', { couponType: 'PERCENT', value: 10, label: 'Benvenuto: -10%', cumulative: true }),
  coupon('SCONTO5', { couponType: 'FIXED', value: 5, label: '5 € di sconto', cumulative: true }),
  coupon('LINO15', { couponType: 'PERCENT', value: 15, label: 'Tavola in lino: -15%', cumulative: false, productClusterId: LINEN_TABLE_CLUSTER }),
  coupon('PRIVATO20', { couponType: 'PRIVATE_SALE', value: 20, label: 'Vendita privata: -20%', cumulative: true }),
  coupon('BENVENUTO1X', { couponType: 'PERCENT', value: 10, label: 'Benvenuto (uso singolo): -10%', cumulative: true, maxUses: 1 }),
  coupon('SCADUTO', {
    couponType: 'PERCENT',
    value: 10,
    label: 'Saldi invernali 2025',
    validFrom: new Date('2025-01-01T00:00:00Z'),
    validUntil: new Date('2025-02-28T23:00:00Z'),
  }),
  coupon('PROSSIMAMENTE', { couponType: 'PERCENT', value: 10, label: 'Saldi 2099', validFrom: new Date('2099-01-01T00:00:00Z') }),
  coupon('SOLOCLIENTI', { couponType: 'PERCENT', value: 10, label: 'Riservato ai clienti: -10%', authenticatedOnly: true }),
  coupon('PRIMOORDINE', { couponType: 'PERCENT', value: 10, label: 'Primo ordine: -10%', maxUsesPerCustomer: 1 }),
  coupon('PROMOLINO', { couponType: 'PERCENT', value: 10, label: 'Copripiumini in lino: -10%', productClusterId: LINEN_DUVET_CLUSTER }),
  coupon('SOPRA100', { couponType: 'FIXED', value: 15, label: '15 € da 100 €', minimumAmount: 100 }),
  coupon('GRANDE500', { couponType: 'FIXED', value: 500, label: '500 € di sconto' }),
  coupon('ATELIER10', { brandId: 1, couponType: 'PERCENT', value: 10, label: 'Trama Atelier: -10%' }),
];

export async function seedCouponsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.coupons);
  if ((existing?.n ?? 0) > 0) return false;
  // A cluster-restricted code on an empty catalogue would have no barcodes, i.e. apply to everything.
  const [products] = await db.select({ n: count() }).from(schema.products);
  if ((products?.n ?? 0) === 0) return false;
  const client = (db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<unknown> } }).$client;
  await client.query('begin');
  try {
    for (const cluster of CLUSTERS) {
      await client.query(
        `insert into product_clusters (cluster_id, barcode)
         select $1, s.barcode from product_sizes s join products p on p.product_id = s.product_id
         where p.brand_id = $2 and p.menu_id = any($3::int[]) and p.material = $4
         on conflict do nothing`,
        [cluster.clusterId, SHOP_BRAND_ID, cluster.menuIds, cluster.material],
      );
    }
    await db.insert(schema.coupons).values(COUPONS);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return true;
}
