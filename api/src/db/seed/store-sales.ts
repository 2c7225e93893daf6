/**
 * The demo customer's in-store receipts (account §3 Ticket, issue 14 point 3): purchases in four
 * Trama Casa shops, with products of the seeded catalogue at their catalogue price, and a
 * gift-wrap service line (itemTypeCode O) the receipt list leaves out of its thumbnails.
 * Written once, when no receipt exists and the catalogue and the demo customer do.
 */
import { count, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { demoWebClient } from './customers.ts';

type SeedProduct = {
  productId: number;
  name: string;
  category: string;
  size: string;
  price: number;
  canonicalUrl: string;
};

/** Each receipt: the shop, when, and which products (index into the chosen products) in what quantity. */
const RECEIPTS = [
  { storeId: 101, storeCode: 'TC-MI01', at: '2026-03-14T11:42:00+01:00', lines: [[0, 1], [1, 2]] },
  { storeId: 102, storeCode: 'TC-RM01', at: '2026-06-21T17:05:00+02:00', lines: [[2, 1], [3, 1], [4, 1]], giftWrap: true },
  { storeId: 103, storeCode: 'TC-FI01', at: '2026-09-05T12:30:00+02:00', lines: [[5, 2]] },
  { storeId: 105, storeCode: 'TC-BO01', at: '2026-10-30T18:15:00+01:00', lines: [[6, 1], [7, 1], [8, 3], [9, 1]] },
] as const;

const GIFT_WRAP = { name: 'Confezione regalo', category: 'Servizi', price: 3 };

/** The till's receipt number: shop, day, running number. */
export const receiptNumber = (storeCode: string, at: string, n: number) => `${storeCode}-${at.slice(0, 10).replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

type SaleLine = Omit<typeof schema.storeSaleLines.$inferInsert, 'storeSaleId' | 'lineNumber'> & { sales: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Ten products for sale, one of each of several menu entries, in a stable order. */
async function chooseProducts(db: NodePgDatabase<typeof schema>): Promise<SeedProduct[]> {
  const result = await db.execute<SeedProduct>(sql`
    select distinct on (p.menu_id) p.product_id as "productId", t.name, m.label as category, s.size,
           s.starting_price::float8 as price, p.canonical_url as "canonicalUrl"
    from products p
    join product_texts t on t.product_id = p.product_id and t.language = 'it'
    join menu_translations m on m.menu_id = p.menu_id and m.language = 'it'
    join product_sizes s on s.product_id = p.product_id
    where p.brand_id = ${SHOP_BRAND_ID} and s.starting_price > 0
    order by p.menu_id, p.product_id, s.position
    limit 10`);
  return result.rows;
}

export async function seedStoreSalesIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.storeSales);
  if ((existing?.n ?? 0) > 0) return false;
  const demo = await demoWebClient(db);
  const products = await chooseProducts(db);
  if (!demo || products.length < 10) return false;
  await db.transaction(async (tx) => {
    for (const [n, receipt] of RECEIPTS.entries()) {
      const lines: SaleLine[] = receipt.lines.map(([index, quantity]) => {
        const product = products[index]!;
        return {
          productId: product.productId,
          productName: product.name,
          category: product.category,
          size: product.size,
          quantity,
          sales: round2(product.price * quantity),
          itemTypeCode: 'P',
          productPhotoUrl: `/media/products/${product.canonicalUrl}-1.jpg`,
        };
      });
      if ('giftWrap' in receipt) {
        lines.push({ productId: null, productName: GIFT_WRAP.name, category: GIFT_WRAP.category, size: null, quantity: 1, sales: GIFT_WRAP.price, itemTypeCode: 'O', productPhotoUrl: null });
      }
      const [sale] = await tx
        .insert(schema.storeSales)
        .values({
          orderNumber: receiptNumber(receipt.storeCode, receipt.at, 41 + n * 17),
          webClientId: demo.webClientId,
          storeId: receipt.storeId,
          orderDate: new Date(receipt.at),
          currency: 'EUR',
          sales: round2(lines.reduce((sum, line) => sum + line.sales, 0)),
        })
        .returning({ storeSaleId: schema.storeSales.storeSaleId });
      await tx.insert(schema.storeSaleLines).values(lines.map((line, i) => ({ ...line, storeSaleId: sale!.storeSaleId, lineNumber: i + 1 })));
    }
  });
  return true;
}
