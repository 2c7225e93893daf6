import type { ApiErrorBody, DiscountValidation } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken } from '../helpers/auth.ts';
import { clusterBarcodes, queryRows } from '../helpers/basket-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/external/web-discount/validate-discount';

async function validate(query: Record<string, string | number>, headers: Record<string, string> = {}): Promise<DiscountValidation> {
  const res = await t.app.inject({ url: URL, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/external/web-discount/validate-discount', () => {
  it('storefront §4 Discount validation: a valid PERCENT code answers its type, value, label and cumulative flag', async () => {
    expect(await validate({ discountCode: 'BENVENUTO10', brandId: 3 })).toEqual({
      discountCode: 'BENVENUTO10',
      discountLabel: 'Benvenuto: -10%',
      valid: true,
      value: 10,
      couponType: 'PERCENT',
      cumulative: true,
      authenticated: false,
      productCluster: [],
      isProductsInBarcode: false,
      reason: null,
    });
  });

  it('storefront §4 Discount validation: codes are case-insensitive and trimmed', async () => {
    const answer = await validate({ discountCode: '  benVenuto10 ' });
    expect(answer).toMatchObject({ discountCode: 'BENVENUTO10', valid: true });
  });

  it('storefront §3 Discount: FIXED and PRIVATE_SALE codes', async () => {
    expect(await validate({ discountCode: 'SCONTO5' })).toMatchObject({ valid: true, couponType: 'FIXED', value: 5, cumulative: true });
    expect(await validate({ discountCode: 'PRIVATO20' })).toMatchObject({ valid: true, couponType: 'PRIVATE_SALE', value: 20 });
    expect(await validate({ discountCode: 'LINO15' })).toMatchObject({ valid: true, couponType: 'PERCENT', value: 15, cumulative: false });
  });

  it('storefront §4 Discount validation: an unknown code is valid false, reason UNKNOWN (product.basket.20 / .24)', async () => {
    expect(await validate({ discountCode: 'nessuno' })).toEqual({
      discountCode: 'NESSUNO',
      discountLabel: null,
      valid: false,
      value: 0,
      couponType: 'PERCENT',
      cumulative: false,
      authenticated: false,
      productCluster: [],
      isProductsInBarcode: false,
      reason: 'UNKNOWN',
    });
  });

  it('storefront §4 Discount validation: outside its validity dates a code is EXPIRED or NOT_STARTED', async () => {
    expect(await validate({ discountCode: 'SCADUTO' })).toMatchObject({ valid: false, reason: 'EXPIRED', value: 10 });
    expect(await validate({ discountCode: 'PROSSIMAMENTE' })).toMatchObject({ valid: false, reason: 'NOT_STARTED' });
  });

  it('storefront §4 Discount validation: an authenticated-only code needs a signed-in customer (LOGIN_REQUIRED)', async () => {
    expect(await validate({ discountCode: 'SOLOCLIENTI' })).toMatchObject({ valid: false, reason: 'LOGIN_REQUIRED', authenticated: true });
    const customer = await customerWithToken(t);
    expect(await validate({ discountCode: 'SOLOCLIENTI' }, bearer(customer.token))).toMatchObject({ valid: true, reason: null });
  });

  it('storefront §6: a webClientId without a token is a visitor; the customer is the token one, whatever the query says', async () => {
    const customer = await customerWithToken(t);
    expect(await validate({ discountCode: 'SOLOCLIENTI', webClientId: customer.webClientId })).toMatchObject({ valid: false, reason: 'LOGIN_REQUIRED' });
    await t.app.discountService.redeem({ code: 'PRIMOORDINE', brandId: 3, webClientId: customer.webClientId, orderRef: 'ORD-QUERY-IGNORED' });
    const other = await customerWithToken(t);
    // Naming the customer who used the code changes nothing for another signed-in customer.
    expect(await validate({ discountCode: 'PRIMOORDINE', webClientId: customer.webClientId }, bearer(other.token))).toMatchObject({ valid: true });
    expect(await validate({ discountCode: 'PRIMOORDINE', webClientId: other.webClientId }, bearer(customer.token))).toMatchObject({ reason: 'CUSTOMER_LIMIT' });
  });

  it('storefront §6: an invalid bearer token is 401 UNAUTHORIZED, never a silent visitor', async () => {
    const res = await t.app.inject({ url: URL, query: { discountCode: 'SOLOCLIENTI' }, headers: bearer('not.a.token') });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it("storefront §4 Discount validation: another brand's code is WRONG_BRAND; brandId defaults to the brand header", async () => {
    const wrong = await validate({ discountCode: 'ATELIER10', brandId: 3 });
    expect(wrong).toMatchObject({ valid: false, reason: 'WRONG_BRAND', productCluster: [], isProductsInBarcode: false });
    expect(await validate({ discountCode: 'ATELIER10' })).toMatchObject({ reason: 'WRONG_BRAND' });
    expect(await validate({ discountCode: 'ATELIER10' }, { brand: '1' })).toMatchObject({ valid: true });
    expect(await validate({ discountCode: 'ATELIER10', brandId: 1 }, { brand: '3' })).toMatchObject({ valid: true });
  });

  it('storefront §4 Discount validation: a basket amount below the code minimum is MINIMUM_AMOUNT', async () => {
    expect(await validate({ discountCode: 'SOPRA100', amount: 99.99 })).toMatchObject({ valid: false, reason: 'MINIMUM_AMOUNT' });
    expect(await validate({ discountCode: 'SOPRA100', amount: 100 })).toMatchObject({ valid: true });
    // Without an amount the minimum is left to basket pricing, which always sends one.
    expect(await validate({ discountCode: 'SOPRA100' })).toMatchObject({ valid: true });
  });

  it('storefront §4 Discount validation: a single-use code, once redeemed, is USED_UP for everyone', async () => {
    expect(await validate({ discountCode: 'BENVENUTO1X' })).toMatchObject({ valid: true });
    expect(await t.app.discountService.redeem({ code: 'BENVENUTO1X', brandId: 3, webClientId: null, orderRef: 'ORD-USED-UP' })).toEqual({ redeemed: true });
    expect(await validate({ discountCode: 'BENVENUTO1X' })).toMatchObject({ valid: false, reason: 'USED_UP' });
    const customer = await customerWithToken(t);
    expect(await validate({ discountCode: 'BENVENUTO1X' }, bearer(customer.token))).toMatchObject({ valid: false, reason: 'USED_UP' });
  });

  it('storefront §4 Discount validation: a per-customer limit refuses that customer only (CUSTOMER_LIMIT)', async () => {
    const [first, second] = [await customerWithToken(t), await customerWithToken(t)];
    await t.app.discountService.redeem({ code: 'PRIMOORDINE', brandId: 3, webClientId: first.webClientId, orderRef: 'ORD-FIRST-CUSTOMER' });
    expect(await validate({ discountCode: 'PRIMOORDINE' }, bearer(first.token))).toMatchObject({ valid: false, reason: 'CUSTOMER_LIMIT' });
    expect(await validate({ discountCode: 'PRIMOORDINE' }, bearer(second.token))).toMatchObject({ valid: true });
    expect(await validate({ discountCode: 'PRIMOORDINE' })).toMatchObject({ valid: true });
  });

  it('storefront §7 barcodes by cluster: productCluster lists the barcodes of the code cluster (linen table linen for LINO15)', async () => {
    const answer = await validate({ discountCode: 'LINO15' });
    const expected = await queryRows<{ barcode: string }>(
      t,
      `select s.barcode from product_sizes s join products p on p.product_id = s.product_id
       where p.menu_id in (31, 32, 33) and p.material = 'lino' order by s.barcode`,
    );
    expect(answer.productCluster.length).toBeGreaterThan(0);
    expect(answer.productCluster).toEqual(expected.map((r) => r.barcode));
    const byCluster = await t.app.inject({ url: '/api/external/product/get-barcodes-by-product-cluster-id?productClusterId=CP-TAVOLA-LINO' });
    expect(byCluster.json()).toEqual(answer.productCluster);
    // No promotion covers table linen.
    expect(answer.isProductsInBarcode).toBe(false);
  });

  it('storefront §4 Discount validation: a code whose barcodes all lie in a promotion cluster has isProductsInBarcode (product.basket.39)', async () => {
    const answer = await validate({ discountCode: 'PROMOLINO' });
    const promotionCluster = new Set(await clusterBarcodes(t, 'CL-LETTO-LINO'));
    expect(answer.valid).toBe(true);
    expect(answer.productCluster.length).toBeGreaterThan(0);
    expect(answer.productCluster.every((barcode) => promotionCluster.has(barcode))).toBe(true);
    expect(answer.isProductsInBarcode).toBe(true);
  });

  it('storefront §4 Discount validation: isProductsInBarcode is false as soon as one barcode lies outside every promotion cluster', async () => {
    const [outside] = await queryRows<{ barcode: string }>(
      t,
      `select s.barcode from product_sizes s join products p on p.product_id = s.product_id where p.menu_id = 51 limit 1`,
    );
    await queryRows(t, `insert into product_clusters (cluster_id, barcode) select 'CP-TEST-MIXED', barcode from product_clusters where cluster_id = 'CP-COPRIPIUMINO-LINO'`);
    await queryRows(t, `insert into product_clusters (cluster_id, barcode) values ('CP-TEST-MIXED', $1)`, [outside!.barcode]);
    await queryRows(t, `insert into coupons (code, brand_id, coupon_type, value, product_cluster_id) values ('MISTO', 3, 'PERCENT', 5, 'CP-TEST-MIXED')`);
    const answer = await validate({ discountCode: 'MISTO' });
    expect(answer.productCluster).toContain(outside!.barcode);
    expect(answer.isProductsInBarcode).toBe(false);
  });

  it('storefront §8 product.basket.46: a missing or blank discountCode is 400 DISCOUNT_CODE_REQUIRED', async () => {
    for (const url of [URL, `${URL}?discountCode=`, `${URL}?discountCode=%20%20`, `${URL}?discountCode=&brandId=3`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      const body: ApiErrorBody = res.json();
      expect(body).toMatchObject({ statusCode: 400, code: 'DISCOUNT_CODE_REQUIRED', messageKey: 'product.basket.46' });
    }
  });

  it('answers 400 VALIDATION_ERROR for malformed parameters and 404 for an unknown brand', async () => {
    for (const query of ['amount=abc', 'amount=-1', 'brandId=0', 'webClientId=x', `discountCode=${'A'.repeat(65)}`]) {
      const res = await t.app.inject({ url: `${URL}?discountCode=BENVENUTO10&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const res = await t.app.inject({ url: `${URL}?discountCode=BENVENUTO10&brandId=77` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});
