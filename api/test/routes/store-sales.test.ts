/**
 * In-store receipts (issue 14 point 3; account §3 Ticket, §7 Store tickets) and the catalogues
 * (account §2 Catalogues page, §3 Catalogue), on the seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/customers.ts';
import { bearer, customerWithToken, signIn, type TestCustomer } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let demoToken: string;
let stranger: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  stranger = await customerWithToken(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

interface Receipt {
  orderNumber: string;
  orderDate: string;
  sales: number;
  storeName: string;
  storeId: number;
  orderLines: { productId: number; productNameLevel1: string; productPhotoUrl: string | null; quantity: number; itemTypeCode: string }[];
}

describe('in-store receipts (account §3 Ticket)', () => {
  it('§3 Ticket: the demo customer has seeded receipts in at least 3 shops, newest first, with catalogue products', async () => {
    const res = await get('/api/external-secured/store-sales', demoToken);
    expect(res.statusCode, res.body).toBe(200);
    const receipts: Receipt[] = res.json();
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(receipts.map((r) => r.storeId)).size).toBeGreaterThanOrEqual(3);
    const dates = receipts.map((r) => r.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const productIds = receipts.flatMap((r) => r.orderLines.filter((l) => l.itemTypeCode !== 'O').map((l) => l.productId));
    const [known] = await queryRows<{ n: number }>(t, 'select count(*)::int as n from products where product_id = any($1)', [productIds]);
    expect(known!.n).toBe(new Set(productIds).size);
    for (const receipt of receipts) {
      expect(receipt.storeName).toMatch(/^Trama Casa /);
      expect(receipt.orderLines.length).toBeGreaterThan(0);
    }
    // A service line (gift wrap) is there, marked O so the list leaves it out of the thumbnails.
    expect(receipts.some((r) => r.orderLines.some((l) => l.itemTypeCode === 'O' && l.productId === 0))).toBe(true);
  });

  it('§3 Ticket clientOrderDetails: the detail adds category, name, size, quantity and sales per line; they add up to the receipt', async () => {
    const [first] = (await get('/api/external-secured/store-sales', demoToken)).json() as Receipt[];
    const res = await get(`/api/external-secured/store-sales/${first!.orderNumber}`, demoToken);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ orderNumber: first!.orderNumber, storeName: first!.storeName, orderLines: first!.orderLines });
    expect(detail.clientOrderDetails).toHaveLength(first!.orderLines.length);
    expect(detail.clientOrderDetails[0]).toEqual({ category: expect.any(String), productName: first!.orderLines[0]!.productNameLevel1, size: expect.any(String), quantity: first!.orderLines[0]!.quantity, sales: expect.any(Number) });
    const total = detail.clientOrderDetails.reduce((sum: number, line: { sales: number }) => sum + line.sales, 0);
    expect(Math.round(total * 100) / 100).toBe(detail.sales);
  });

  it("§6 another customer's receipt is 404 RECEIPT_NOT_FOUND; their list is empty; no bearer is 401", async () => {
    const [first] = (await get('/api/external-secured/store-sales', demoToken)).json() as Receipt[];
    const res = await get(`/api/external-secured/store-sales/${first!.orderNumber}`, stranger.token);
    expectApiError(res, 404, 'RECEIPT_NOT_FOUND');
    expect(res.body).not.toContain(first!.storeName);
    expect((await get('/api/external-secured/store-sales', stranger.token)).json()).toEqual([]);
    expectApiError(await get('/api/external-secured/store-sales'), 401, 'UNAUTHORIZED');
    expectApiError(await get(`/api/external-secured/store-sales/${first!.orderNumber}`), 401, 'UNAUTHORIZED');
  });
});

describe('catalogues (account §2 Catalogues page, §3 Catalogue)', () => {
  it('§3 Catalogue: brand 3 has its seeded catalogues with code, name, season, a page URL and a cover that is served', async () => {
    const res = await get('/api/external/catalogues?brandId=3');
    expect(res.statusCode).toBe(200);
    const catalogues = res.json();
    expect(catalogues.length).toBeGreaterThanOrEqual(3);
    for (const catalogue of catalogues) {
      expect(catalogue).toEqual({ code: expect.any(String), name: expect.any(String), seasonName: expect.any(String), catalogueUrl: expect.stringMatching(/^\/it\//), photoUrl: expect.stringMatching(/^\/media\/.+\.svg$/) });
      const cover = await get(catalogue.photoUrl);
      expect(cover.statusCode, catalogue.photoUrl).toBe(200);
    }
    expect((await get('/api/external/catalogues?brandId=2')).json()).toEqual([]);
  });
});
