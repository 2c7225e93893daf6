/**
 * The order detail and the invoice (issue 14 point 2; account §2 Order detail, §3 Order, §7
 * Invoice, §5 Invoice download), on the real database: only the caller's orders, a real PDF.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { accountFixture, paidOrder, pdfText, type PaidOrder } from '../helpers/paid-orders.ts';
import { expectApiError } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let runner: SizeFixture;
let other: SizeFixture;
let alice: Shopper;
let bob: Shopper;
let order: PaidOrder;

beforeAll(async () => {
  ({ runner, other, alice, bob } = await accountFixture(t));
  order = await paidOrder(t, alice, [
    [runner, 2],
    [other, 1],
  ]);
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('order detail (account §2 Order detail, §3 Order)', () => {
  it('§3 Order: the detail has the list fields, totals, tracking, addresses, and returnableQty per line', async () => {
    await queryRows(t, "update orders set carrier_code = 'BRT', package_number = 'PKG-778812', carrier_status = 'In transito' where order_id = $1", [order.orderId]);
    const res = await get(`/api/external-secured/orders/${order.orderId}?language=en`, alice.token);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    const [row] = await queryRows<{ merchandise: number; freight: number; discount: number; total: number }>(
      t,
      'select merchandise_total::float8 as merchandise, freight_total::float8 as freight, discount_total::float8 as discount, total_amount::float8 as total from orders where order_id = $1',
      [order.orderId],
    );
    expect(detail).toMatchObject({
      orderId: order.orderId,
      webOrderId: order.webOrderId,
      orderStatus: { code: 'PAI', label: 'Paid' },
      carrierCode: 'BRT',
      packageNumber: 'PKG-778812',
      carrierStatus: 'In transito',
      shippingAddress: { name: 'Anna Rossi', city: 'Milano', zip: '20121' },
      billingAddress: { name: 'Anna Rossi' },
      merchandiseTotal: row!.merchandise,
      freightTotal: row!.freight,
      discountTotal: row!.discount,
      totalSales: row!.total,
      totalQuantity: 3,
      returnable: true,
      returnRequested: false,
      returns: [],
    });
    expect(detail.merchandiseTotal).toBe(round2(runner.startingPrice * 2 + other.startingPrice));
    const products = detail.orderLines.filter((l: { itemTypeCode: string }) => l.itemTypeCode !== 'O');
    expect(products.map((l: { orderLineId: number; productId: number; orderQty: number; returnableQty: number }) => [l.orderLineId, l.productId, l.orderQty, l.returnableQty])).toEqual([
      [1, runner.productId, 2, 2],
      [2, other.productId, 1, 1],
    ]);
  });

  it('§2 Order list: each order says whether it is returnable (SHI, PAI, DEP, WIT) and carries its line ids', async () => {
    const buyer = await shopperWithAddresses(t);
    const shipped = await paidOrder(t, buyer, [[runner, 1]], { status: 'SHI' });
    const collecting = await paidOrder(t, buyer, [[runner, 1]], { status: 'STO' });
    const list = (await get('/api/external-secured/orders/by-web-client', buyer.token)).json();
    const byId = new Map(list.map((o: { orderId: number }) => [o.orderId, o]));
    expect(byId.get(shipped.orderId)).toMatchObject({ returnable: true, returnRequested: false, webOrderId: shipped.webOrderId });
    expect(byId.get(collecting.orderId)).toMatchObject({ returnable: false, returnRequested: false });
    expect((byId.get(shipped.orderId) as { orderLines: { orderLineId: number }[] }).orderLines[0]!.orderLineId).toBe(1);
  });

  it('[29.11] a pickup order names its store (name, address, zip, city, phone) in the list and the detail; a delivery names none', async () => {
    const buyer = await shopperWithAddresses(t);
    const pickup = await paidOrder(t, buyer, [[runner, 1]]);
    const delivered = await paidOrder(t, buyer, [[runner, 1]]);
    // Collected in Milano Duomo, as the checkout's store pickup writes it (selectedPrice 0, STO, the store's code, no shipping address).
    await queryRows(t, "update orders set selected_price = 0, delivery_mode = 'STO', store_code = 'TC-MI02', shipping_address = null, status = 'STO' where order_id = $1", [
      pickup.orderId,
    ]);
    const [store] = await queryRows<{ name: string; address: string; zip: string; city: string; phone: string }>(
      t,
      "select name, address, zip, city, phone from stores where store_code = 'TC-MI02'",
    );
    const detail = (await get(`/api/external-secured/orders/${pickup.orderId}?language=it`, buyer.token)).json();
    expect(detail).toMatchObject({ selectedPrice: 0, deliveryMode: 'STO', pickupStore: store, shippingAddress: null });
    const list = (await get('/api/external-secured/orders/by-web-client', buyer.token)).json() as { orderId: number }[];
    expect(list.find((o) => o.orderId === pickup.orderId)).toMatchObject({ deliveryMode: 'STO', selectedPrice: 0, pickupStore: store });
    expect(list.find((o) => o.orderId === delivered.orderId)).toMatchObject({ deliveryMode: 'DIS', selectedPrice: 1, pickupStore: null });
  });

  it("§6 another customer's order is 404 ORDER_NOT_FOUND with none of its data; no bearer is 401", async () => {
    const res = await get(`/api/external-secured/orders/${order.orderId}`, bob.token);
    expectApiError(res, 404, 'ORDER_NOT_FOUND');
    expect(res.body).not.toContain(order.webOrderId);
    expectApiError(await get(`/api/external-secured/orders/${order.orderId}`), 401, 'UNAUTHORIZED');
    expectApiError(await get('/api/external-secured/orders/2000000000', alice.token), 404, 'ORDER_NOT_FOUND');
  });
});

describe('[29.13] country names in the reader\'s language', () => {
  it('[29.13] the order detail names the address country in the language asked, with its code — never the Italian it was saved with', async () => {
    for (const [language, name] of [['en', 'Italy'], ['de', 'Italien'], ['fr', 'Italie'], ['it', 'Italia']] as const) {
      const res = await get(`/api/external-secured/orders/${order.orderId}?language=${language}`, alice.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().shippingAddress).toMatchObject({ country: name, countryCode: 'IT' });
      expect(res.json().billingAddress).toMatchObject({ country: name, countryCode: 'IT' });
    }
  });

  it('[29.13] an English invoice says Italy, not Italia', async () => {
    const [row] = await queryRows<{ language: string }>(t, 'select language from orders where order_id = $1', [order.orderId]);
    await queryRows(t, "update orders set language = 'en' where order_id = $1", [order.orderId]);
    try {
      const res = await get(`/api/external-secured/files/download/invoice/${order.orderId}`, alice.token);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Italy');
      expect(text).not.toContain('Italia');
    } finally {
      await queryRows(t, 'update orders set language = $2 where order_id = $1', [order.orderId, row!.language]);
    }
  });
});

describe('invoice (account §7 Invoice, §5 Invoice download)', () => {
  const invoiceUrl = (orderId: number) => `/api/external-secured/files/download/invoice/${orderId}`;

  it('§7 Invoice: a paid order downloads as a PDF named after the order, with its number, products and total', async () => {
    const res = await get(invoiceUrl(order.orderId), alice.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const [row] = await queryRows<{ total: number; language: string }>(t, 'select total_amount::float8 as total, language from orders where order_id = $1', [order.orderId]);
    const total = row!.total.toFixed(2).replace('.', ',');
    expect(text).toContain(String(order.orderId));
    expect(text).toContain(runner.name);
    expect(text).toContain(other.name);
    expect(text).toContain(`${total} €`);
    expect(text).toContain('Anna Rossi');
    expect(text).toMatch(/IVA|VAT/);
    expect(text).toContain('Trama');
  });

  it("§6 another customer's invoice is 404 ORDER_NOT_FOUND; without a bearer 401", async () => {
    expectApiError(await get(invoiceUrl(order.orderId), bob.token), 404, 'ORDER_NOT_FOUND');
    expectApiError(await get(invoiceUrl(order.orderId)), 401, 'UNAUTHORIZED');
  });

  it('§5 Invoice download: an unpaid order has no invoice (409 INVOICE_NOT_AVAILABLE, download.1)', async () => {
    const unpaid = await paidOrder(t, alice, [[runner, 1]], { paid: false });
    const res = await get(invoiceUrl(unpaid.orderId), alice.token);
    expectApiError(res, 409, 'INVOICE_NOT_AVAILABLE');
    expect(res.json().messageKey).toBe('download.1');
  });
});
