/**
 * Demo discount codes (storefront §3 Discount, §4 Discount validation): one per outcome the
 * discount box shows. Their product clusters are built from the seeded catalogue, so they are
 * written after it, once, into an empty coupons table.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Type } from 'typebox';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { loadSeedData } from './seed-data.ts';

type CouponInsert = typeof schema.coupons.$inferInsert;

/** The codes and their product clusters: api/seed-data/coupons/data.json (issue 32 §1). */
const CouponsData = Type.Object({
  clusters: Type.Array(Type.Object({ clusterId: Type.String(), menuIds: Type.Array(Type.Integer()), material: Type.String() }, { additionalProperties: false })),
  coupons: Type.Array(
    Type.Object(
      {
        code: Type.String({ pattern: '^[A-Z0-9]+$' }),
        brandId: Type.Integer(),
        couponType: Type.Union([Type.Literal('PERCENT'), Type.Literal('FIXED'), Type.Literal('PRIVATE_SALE')]),
        value: Type.Number(),
        label: Type.String(),
        cumulative: Type.Optional(Type.Boolean()),
        productClusterId: Type.Optional(Type.String()),
        maxUses: Type.Optional(Type.Integer()),
        maxUsesPerCustomer: Type.Optional(Type.Integer()),
        authenticatedOnly: Type.Optional(Type.Boolean()),
        minimumAmount: Type.Optional(Type.Number()),
        validFrom: Type.Optional(Type.String({ format: 'date-time' })),
        validUntil: Type.Optional(Type.String({ format: 'date-time' })),
      },
      { additionalProperties: false },
    ),
  ),
});

const DATA = loadSeedData('coupons', CouponsData);

const CLUSTERS = DATA.clusters;

/** What each code demonstrates is listed in api/README.md. */
export const COUPONS: CouponInsert[] = DATA.coupons.map(({ validFrom, validUntil, ...coupon }) => ({
  ...coupon,
  ...(validFrom === undefined ? {} : { validFrom: new Date(validFrom) }),
  ...(validUntil === undefined ? {} : { validUntil: new Date(validUntil) }),
}));

/**
 * Writes the codes that are missing (issue 32 §1 top-up), with their product clusters; returns
 * whether it wrote any. Nothing is written while the catalogue is empty.
 */
export async function seedCouponsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const present = new Set((await db.select({ code: schema.coupons.code }).from(schema.coupons)).map((row) => row.code));
  const missing = COUPONS.filter((coupon) => !present.has(coupon.code));
  if (missing.length === 0) return false;
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
    await db.insert(schema.coupons).values(missing).onConflictDoNothing();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return true;
}
