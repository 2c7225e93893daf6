import type { Product } from '@trama/shared/contract';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../src/db/seed/catalogue/ean.ts';
import { rowsAt } from '../helpers/database.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const queryDb = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => rowsAt<T>(t.database.url, text, values);

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function someProduct(where: string): Promise<{ product_id: number; canonical_url: string }> {
  const [row] = await queryDb<{ product_id: number; canonical_url: string }>(
    `select product_id, canonical_url from products p where ${where} order by ranking limit 1`,
  );
  if (!row) throw new Error(`no product where ${where}`);
  return row;
}

describe('product calls (storefront §7)', () => {
  it('§2 Product page: a single product by menu and canonical URL, with sizes and colour siblings', async () => {
    const row = await someProduct(
      "product_type = 'S' and menu_id = 11 and starting_price > 0 and (select count(*) from products q where q.model_code = p.model_code) > 1",
    );
    const product = await get<Product>(`/api/external/product/by-canonical-url?menu=/letto/lenzuola&canonicalUrl=${row.canonical_url}`);
    expect(product).toMatchObject({ productId: row.product_id, productType: 'S', menuCanonicalUrl: '/letto/lenzuola', compositeData: null });
    expect(product.productUrl).toBe(`/letto/lenzuola/${row.canonical_url}`);
    expect(product.sizes.length).toBeGreaterThan(0);
    for (const size of product.sizes) {
      expect(isValidEan13(size.productReference)).toBe(true);
      expect(size.productId).toBe(product.productId);
    }
    expect(product.startingPrice).toBe(Math.min(...product.sizes.map((s) => s.startingPrice)));
    expect(product.colors.length).toBeGreaterThan(1);
    expect(product.colors.map((c) => c.productId)).toContain(product.productId);
    for (const colour of product.colors) expect(colour.code).toMatch(/^#[0-9a-f]{6}\/[a-z_]+$/);
    expect(product.photo).toBe(`/media/products/${row.canonical_url}-1.jpg`);
    const photo = await t.app.inject({ url: product.photo });
    expect(photo.statusCode).toBe(200);
  });

  it('§3 Product: a discounted product shows the old price, the price paid and the percentage', async () => {
    const row = await someProduct("discount_percentage is not null and product_type = 'S'");
    const product = await get<Product>(`/api/external/product/${row.product_id}`);
    const percentage = product.discountDetail!.percentage;
    expect([20, 30, 40]).toContain(percentage);
    expect(product.onSpecial).toBe('Y');
    for (const size of product.sizes) {
      expect(size.promotion).toBe(true);
      expect(size.listPriceAfterDiscount).toBeCloseTo(size.oldPrice! * (1 - percentage / 100), 2);
    }
  });

  it('§2 Product page: a set (type C) carries every item as a product', async () => {
    const row = await someProduct("product_type = 'C'");
    const set = await get<Product>(`/api/external/product/by-canonical-url?menu=/letto/lenzuola&canonicalUrl=${row.canonical_url}`);
    expect(set.productType).toBe('C');
    expect(set.name).toMatch(/^Parure /);
    const items = set.compositeData!.products;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(10);
    for (const item of items) {
      expect(item.productType).toBe('S');
      expect(item.compositeCanonicalUrlForSingle).toBe(set.canonicalUrl);
      expect(item.sizes.length).toBeGreaterThan(0);
    }
  });

  it('§7 unknown products are 404 PRODUCT_NOT_FOUND, malformed ids and slugs 400', async () => {
    for (const url of ['/api/external/product/999999', '/api/external/product/by-canonical-url?canonicalUrl=non-esiste', '/api/external/product/canonical-url/999999', '/api/external/product/attributes/care/999999']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', messageKey: 'Error.5' });
    }
    for (const url of ['/api/external/product/abc', '/api/external/product/0', '/api/external/product/by-canonical-url?canonicalUrl=A%20B', '/api/external/product/by-canonical-url', '/api/external/product/attributes/composition/x1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('§7 canonical URL of a product: slug and menu URL', async () => {
    const row = await someProduct("menu_id = 51");
    expect(await get(`/api/external/product/canonical-url/${row.product_id}`)).toEqual({
      productId: row.product_id,
      canonicalUrl: row.canonical_url,
      menuCanonicalUrl: '/gioielli/collane',
    });
  });

  it('§3 Care and composition info follow the material, in the request language', async () => {
    const linen = await someProduct("material = 'lino' and product_type = 'S'");
    const care = await get<Record<string, string[]>>(`/api/external/product/attributes/care/${linen.product_id}`);
    expect(Object.keys(care)).toEqual(['Lavaggio', 'Asciugatura', 'Stiratura']);
    expect(care.Lavaggio![0]).toMatch(/40 °C/);
    expect(await get(`/api/external/product/attributes/composition/${linen.product_id}`)).toEqual([
      { attribute: 'Tessuto', attributeValue: 'Lino', value: 100 },
    ]);
    expect(await get(`/api/external/product/attributes/composition/${linen.product_id}`, { language: 'en' })).toEqual([
      { attribute: 'Fabric', attributeValue: 'Linen', value: 100 },
    ]);
    const gold = await someProduct("material = 'oro'");
    const composition = await get<{ attributeValue: string; value: number }[]>(`/api/external/product/attributes/composition/${gold.product_id}`);
    expect(composition[0]).toMatchObject({ attributeValue: 'Oro', value: 75 });
    expect(composition.reduce((sum, c) => sum + c.value, 0)).toBe(100);
  });

  it('§7 barcodes of a product cluster are valid EAN-13 of the cluster products', async () => {
    const barcodes = await get<string[]>('/api/external/product/get-barcodes-by-product-cluster-id?productClusterId=CL-LETTO-LINO');
    expect(barcodes.length).toBeGreaterThan(0);
    expect(barcodes.every(isValidEan13)).toBe(true);
    const owners = await queryDb<{ menu_id: number; material: string }>(
      'select distinct p.menu_id, p.material from product_sizes s join products p using (product_id) where s.barcode = any($1)',
      [barcodes],
    );
    expect(owners.every((o) => o.material === 'lino' && [11, 12, 13, 14].includes(o.menu_id))).toBe(true);
    expect(await get('/api/external/product/get-barcodes-by-product-cluster-id?productClusterId=NOPE')).toEqual([]);
    expect((await t.app.inject({ url: '/api/external/product/get-barcodes-by-product-cluster-id' })).statusCode).toBe(400);
  });

  it('§7 favourites come back in the order asked, unknown ids skipped', async () => {
    const rows = await queryDb<{ product_id: number }>('select product_id from products order by ranking desc limit 3');
    const asked = [rows[2]!.product_id, 999_999, rows[0]!.product_id, rows[1]!.product_id];
    const res = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', payload: { productIds: asked } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Product) => p.productId)).toEqual([rows[2]!.product_id, rows[0]!.product_id, rows[1]!.product_id]);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', payload: { productIds: Array.from({ length: 101 }, (_, i) => i + 1) } });
    expect(tooMany.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', payload: { productIds: ['x'] } });
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
