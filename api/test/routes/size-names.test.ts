/**
 * Issue 29 point 14: a size reads as the shopper chose it ("Matrimoniale", "Taglia unica", "50 €"),
 * never as its code ("240x300", "TU"), in the basket's pricing, the store panel's stock lines and the
 * account's order lines — in the language the shopper reads now (named by code at every read).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { accountFixture, paidOrder } from '../helpers/paid-orders.ts';
import { testAppForFile } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import type { Shopper } from '../helpers/checkout-fixtures.ts';

const t = testAppForFile();
let double: SizeFixture;
let alice: Shopper;

beforeAll(async () => {
  // A bed size whose Italian name is Matrimoniale (code 240x300 or the like), in stock on the web.
  double = await findSize(t, "s.alt_size = 'Matrimoniale' and s.starting_price > 0 and s.web_inventory >= 5");
  ({ alice } = await accountFixture(t));
});

describe('[29.14] sizes by name, not by code', () => {
  it('[29.14] basket pricing names the size in the language asked: Matrimoniale in Italian, Double in English', async () => {
    expect(double.size).not.toBe('Matrimoniale');
    for (const [language, name] of [['it', 'Matrimoniale'], ['en', 'Double'], ['de', 'Doppelbett']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [lineOf(double, 1)] }, headers: { language } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().lines[0]).toMatchObject({ size: double.size, sizeName: name });
    }
  });

  it('[29.14] a size without a name keeps its code', async () => {
    const plain = await findSize(t, 's.alt_size is null and s.starting_price > 0');
    const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [lineOf(plain, 1)] } });
    expect(res.json().lines[0].sizeName).toBe(plain.size);
  });

  it('[29.14] the store panel\'s stock lines name the size', async () => {
    await queryRows(t, "insert into store_stock (store_id, barcode, stock) select store_id, $1, 3 from stores where store_code = 'TC-MI02' on conflict do nothing", [double.barcode]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/storeservice/api/external/stores/click-and-collect-stores?brandId=3&language=it&location=Milano',
      payload: { basketLineItems: [lineOf(double, 1)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const duomo = res.json().find((store: { storeCode: string }) => store.storeCode === 'TC-MI02');
    expect(duomo.barcodeList[0]).toMatchObject({ size: double.size, sizeName: 'Matrimoniale' });
  });

  it('[29.14] the account\'s order lines name the size in the language read now, and say which line is a gift card', async () => {
    await queryRows(t, 'update product_sizes set web_inventory = 500 where barcode = $1', [double.barcode]);
    const order = await paidOrder(t, alice, [[double, 1]]);
    for (const [language, name] of [['it', 'Matrimoniale'], ['fr', 'Deux personnes']] as const) {
      const res = await t.app.inject({ url: `/api/external-secured/orders/${order.orderId}?language=${language}`, headers: bearer(alice.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().orderLines.find((line: { itemTypeCode: string }) => line.itemTypeCode !== 'O')).toMatchObject({ size: double.size, sizeName: name, itemType: 'EAN' });
    }
    const list = await t.app.inject({ url: '/api/external-secured/orders/by-web-client?language=it', headers: bearer(alice.token) });
    const listed = list.json().find((o: { orderId: number }) => o.orderId === order.orderId);
    expect(listed.orderLines[0]).toMatchObject({ sizeName: 'Matrimoniale' });
  });
});
