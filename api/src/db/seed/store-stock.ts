/**
 * The stores of the locator and their stock per barcode (issue 15, account §3 Store barcodeList).
 * Deterministic like the catalogue seed: whether a store holds a size, and how many pieces, come
 * from an md5 of the store code and the barcode, so every database seeded from the same catalogue
 * holds the same stock. Written in two set-based statements (~90 000 rows in well under a second).
 */
import { count, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { STORE_ROWS } from './stores.ts';

type Db = NodePgDatabase<typeof schema>;

/**
 * Share (%) of the sizes a store holds: a depot everything, a flagship (it offers a personal
 * shopper) most, a shop half, a boutique without a web till a few.
 */
const SHARE = { depot: 100, flagship: 70, shop: 50, boutique: 30 } as const;

/** Above this many sizes (a CATALOGUE_SIZE benchmark catalogue) the shares shrink, so the seed stays fast. */
const FULL_SHARE_SIZES = 20_000;

/** A number 0..2^28-1 from the store and the barcode: the same pair always gives the same number. */
const pairHash = (storeCode: string, barcode: string) => `('x' || substr(md5(${storeCode} || '/' || ${barcode}), 1, 7))::bit(28)::int`;

/**
 * Adds the stores a database seeded before issue 15 lacks, then, when store_stock is empty, the
 * stock. Every size the web has sold out (web inventory 0) is held by two Milano shops that take
 * web orders, so a shopper can always collect it there (the product page's store panel).
 */
export async function seedStoreStockIfEmpty(db: Db): Promise<boolean> {
  const [brands] = await db.select({ n: count() }).from(schema.brands);
  if ((brands?.n ?? 0) === 0) return false;
  await db.insert(schema.stores).values(STORE_ROWS).onConflictDoNothing();
  const [stocked] = await db.select({ n: count() }).from(schema.storeStock);
  if ((stocked?.n ?? 0) > 0) return false;
  const [sizes] = await db.select({ n: count() }).from(schema.productSizes);
  if ((sizes?.n ?? 0) === 0) return false;
  const scale = Math.min(1, FULL_SHARE_SIZES / sizes!.n);
  const hash = sql.raw(pairHash('st.store_code', 's.barcode'));
  // A large catalogue first keeps a share `scale` of its sizes by a hash of the barcode alone: one md5
  // per size instead of one per store and size (54 stores × 1.3 million sizes at 500,000 products
  // took minutes). The demo shop (scale 1) keeps every size, so its stock is unchanged.
  const sampled = scale < 1 ? sql`and (${sql.raw(pairHash("''", 's.barcode'))}) % 1000 < ${Math.ceil(scale * 1000)}::int` : sql``;
  const share = scale < 1 ? 1 : scale;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into store_stock (store_id, barcode, stock)
      select st.store_id, s.barcode,
             case when st.store_type = 'G' then 20 + (h.v / 100) % 180 else 1 + (h.v / 100) % 12 end
      from stores st
      -- Gift cards (GFC) are issued by the shop, never on a shelf (issue 16).
      join products p on p.brand_id = st.brand_id and p.item_type = 'EAN'
      join product_sizes s on s.product_id = p.product_id and s.starting_price > 0 ${sampled}
      cross join lateral (select ${hash} as v) h
      where h.v % 100 < ${share}::float8 * case
        when st.store_type = 'G' then ${SHARE.depot}::int
        when not st.has_basket then ${SHARE.boutique}::int
        when st.personal_shopper then ${SHARE.flagship}::int
        else ${SHARE.shop}::int end`);
    await tx.execute(sql`
      insert into store_stock (store_id, barcode, stock)
      select m.store_id, s.barcode, 2 + m.v % 5
      from product_sizes s
      join products p on p.product_id = s.product_id
      cross join lateral (
        select st.store_id, ${hash} as v
        from stores st
        where st.brand_id = p.brand_id and st.city = 'Milano' and st.has_basket and st.store_type <> 'G'
        order by ${hash}, st.store_id
        limit 2
      ) m
      where s.web_inventory = 0 and s.starting_price > 0
      on conflict (store_id, barcode) do update set stock = greatest(store_stock.stock, excluded.stock)`);
  });
  await db.execute(sql`analyze store_stock`);
  return true;
}
