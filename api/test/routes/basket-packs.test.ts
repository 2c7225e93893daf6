/**
 * Pack products (storefront §3 Basket packParent / pack[], §4 Add to cart): the product API says which
 * products are packs, the basket writes their entry as a pack parent, and the API prices that basket
 * exactly as the browser does.
 */
import type { BasketLineRef, BasketPricing, BrandDetail, Product } from '@trama/shared/contract';
import { addLines, basketEntries, priceBasket, pricingLines } from '@trama/shared/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { clusterBarcodes, queryRows } from '../helpers/basket-fixtures.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let brand: BrandDetail;
let pack: Product;

beforeAll(async () => {
  brand = (await t.app.inject({ url: '/api/external/brands/details?brandId=3' })).json();
  // A seeded "set da 3" with a price and stock; one on sale when there is one, so its discount is visible.
  const [row] = await queryRows<{ productId: number }>(
    t,
    `select p.product_id as "productId" from products p join product_sizes s on s.product_id = p.product_id
     where p.brand_id = 3 and p.pack and s.starting_price > 0 and s.web_inventory >= 3
       and not exists (select 1 from product_pack_pieces pp where pp.pack_product_id = p.product_id)
     order by (s.old_price is null), p.product_id limit 1`,
  );
  const res = await t.app.inject({ url: `/api/external/product/${row!.productId}`, headers: { brand: '3', language: 'it' } });
  expect(res.statusCode, res.body).toBe(200);
  pack = res.json();
});

/** The basket.add lines the product page sends (mf-catalogue basket-line.ts) for each size of the pack. */
function packAddLines(quantity: number) {
  return pack.sizes
    .filter((s) => s.startingPrice > 0 && s.webInventory >= quantity)
    .map((s) => {
      const discountDetail = s.discountDetail ? { percentage: s.discountDetail.percentage } : null;
      return {
        productId: s.productId,
        parentProductId: pack.productId,
        size: s.size,
        quantity,
        details: {
          name: pack.name,
          productReference: s.productReference,
          startingPrice: s.startingPrice,
          oldPrice: s.oldPrice,
          listPriceAfterDiscount: s.listPriceAfterDiscount,
          discountDetail,
          currency: pack.currency,
          productCategoryId: pack.productCategoryId,
          ...(pack.pack ? { pack: [{ parentProductId: pack.productId, productId: s.productId, discountDetail }] } : {}),
        },
      };
    });
}

describe('pack products', () => {
  it('storefront §3 Product: the product API marks the seeded "set da 3" as a pack', () => {
    expect(pack.pack).toBe(true);
    expect(pack.name).toMatch(/set da 3/);
  });

  it('storefront §3 Basket: its entry is a pack parent with one pack[] ref per piece', () => {
    const { basket } = addLines({}, packAddLines(1));
    const entries = basketEntries(basket!);
    expect(entries.map(([key]) => key)).toEqual([String(pack.productId)]);
    const entry = entries[0]![1];
    expect(entry.packParent).toBe(true);
    expect(entry.pack.length).toBeGreaterThan(0);
    expect(entry.pack.every((ref) => ref.parentProductId === pack.productId)).toBe(true);
  });

  it('storefront §3 Basket totals: POST /api/external/basket/pricing gives the pack basket the totals the browser shows', async () => {
    const { basket } = addLines({}, packAddLines(2));
    const lines = pricingLines(basket!);
    const barcodes = Object.fromEntries(
      await Promise.all(['CL-LETTO-LINO', 'CL-BAGNO-SPUGNA', 'CL-BAGNO-TAPPETI'].map(async (id) => [id, await clusterBarcodes(t, id)] as const)),
    );
    const browser = priceBasket({
      lines,
      currency: 'EUR',
      shippingMinimum: brand.shippingMinimum,
      shippingCost: brand.shippingCost,
      promotions: brand.promotion,
      clusterBarcodes: barcodes,
      coupon: null,
    });
    const refs: BasketLineRef[] = lines.map((l) => ({ productId: l.productId, size: l.size, quantity: l.quantity }));
    const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: refs } });
    expect(res.statusCode, res.body).toBe(200);
    const api: BasketPricing = res.json();
    expect(api.totals).toEqual(browser.totals);
    expect(api.unknownLines).toEqual([]);
    // The seeded pack picked is on sale: its reduction shows, the struck-through total above the price.
    expect(pack.sizes.some((s) => s.discountDetail)).toBe(true);
    expect(api.totals.oldPrice).toBeGreaterThan(api.totals.price);
  });
});
