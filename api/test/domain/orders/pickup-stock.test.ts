/**
 * Store pickup against the store's stock (issue 15 point 3; account §4 Delivery selection, Order
 * update after payment result): an order collected in a store is checked against that store's
 * stock per barcode, not the web inventory, and (issue 29 §1) creating it takes the pieces off that
 * store's shelves, which paying keeps. Home delivery keeps using the web inventory.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lineOf, queryRows, twoCottonSizes, type SizeFixture } from '../../helpers/basket-fixtures.ts';
import { orderBody, postOrder, setFlags, shopperWithAddresses, type Shopper } from '../../helpers/checkout-fixtures.ts';
import { expectApiError } from '../../helpers/security.ts';
import { testAppForFile } from '../../helpers/test-app.ts';

const t = testAppForFile();
/** A size the web has sold out (web inventory set to 0 here). */
let soldOnline: SizeFixture;
/** A size the web still sells. */
let online: SizeFixture;
let shopper: Shopper;

beforeAll(async () => {
  [soldOnline, online] = await twoCottonSizes(t);
  await queryRows(t, 'update product_sizes set web_inventory = 0 where barcode = $1', [soldOnline.barcode]);
  await queryRows(t, 'update product_sizes set web_inventory = 200 where barcode = $1', [online.barcode]);
  await queryRows(t, 'delete from store_stock where barcode = any($1)', [[soldOnline.barcode, online.barcode]]);
  shopper = await shopperWithAddresses(t);
});

async function setStoreStock(storeCode: string, size: SizeFixture, stock: number | null) {
  await queryRows(t, 'delete from store_stock where barcode = $2 and store_id = (select store_id from stores where store_code = $1)', [storeCode, size.barcode]);
  if (stock !== null) {
    await queryRows(t, 'insert into store_stock (store_id, barcode, stock) select store_id, $2, $3 from stores where store_code = $1', [storeCode, size.barcode, stock]);
  }
}
const storeStock = async (storeCode: string, size: SizeFixture) =>
  (
    await queryRows<{ stock: number }>(
      t,
      'select ss.stock from store_stock ss join stores st on st.store_id = ss.store_id where st.store_code = $1 and ss.barcode = $2',
      [storeCode, size.barcode],
    )
  )[0]?.stock ?? null;
const webStock = async (size: SizeFixture) =>
  (await queryRows<{ n: number }>(t, 'select web_inventory as n from product_sizes where barcode = $1', [size.barcode]))[0]!.n;

const pickupAt = (storeCode: string, lines: [SizeFixture, number][]) =>
  orderBody(
    lines.map(([size, quantity]) => lineOf(size, quantity)),
    { ...shopper, shipId: 0 },
    { selectedPrice: 0, storeCode },
  );
const pay = (orderId: number) => t.app.orderPayments.markPaid(orderId, { provider: 'sandbox', pspReference: `PSP-${orderId}`, method: 'card' });

async function created(body: ReturnType<typeof orderBody>) {
  const res = await postOrder(t, shopper.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0] as { orderId: number };
}

describe('order creation: a pickup is checked against its store', () => {
  it('issue 15: a size the web has sold out is accepted for pickup at a store that holds it; home delivery still refuses it', async () => {
    await setStoreStock('TC-MI02', soldOnline, 3);
    await created(pickupAt('TC-MI02', [[soldOnline, 2]]));
    const home = await postOrder(t, shopper.token, orderBody([lineOf(soldOnline, 1)], shopper));
    expectApiError(home, 409, 'OUT_OF_STOCK');
    expect(home.json()).toMatchObject({ shortProducts: [{ productId: soldOnline.productId, webStock: 0, requested: 1 }] });
  });

  it('account §8: a store that holds none is 409 OUT_OF_STOCK, .15, with the store stock in the usual shape', async () => {
    await setStoreStock('TC-MI03', online, null);
    const res = await postOrder(t, shopper.token, pickupAt('TC-MI03', [[online, 1]]));
    expectApiError(res, 409, 'OUT_OF_STOCK');
    expect(res.json()).toMatchObject({
      messageKey: 'product.basket.delivery.15',
      shortProducts: [{ productId: online.productId, size: online.size, productName: online.name, webStock: 0, requested: 1 }],
    });
  });

  it('account §8: a store with fewer pieces than asked is .16, even when the web has plenty', async () => {
    await setStoreStock('TC-MI03', online, 1);
    await setStoreStock('TC-MI03', soldOnline, 5);
    const res = await postOrder(t, shopper.token, pickupAt('TC-MI03', [[soldOnline, 2], [online, 2]]));
    expectApiError(res, 409, 'OUT_OF_STOCK');
    expect(res.json()).toMatchObject({ messageKey: 'product.basket.delivery.16', shortProducts: [{ productId: online.productId, webStock: 1, requested: 2 }] });
    expect(res.json().shortProducts).toHaveLength(1);
  });

  it('account §3 Store: a store without a basket (Firenze Oltrarno) or a depot takes no pickup, whatever its shelves hold', async () => {
    await setStoreStock('TC-FI02', soldOnline, 10);
    expectApiError(await postOrder(t, shopper.token, pickupAt('TC-FI02', [[soldOnline, 1]])), 422, 'DELIVERY_UNAVAILABLE');
    await setStoreStock('TC-BI-DEP', soldOnline, 10);
    expectApiError(await postOrder(t, shopper.token, pickupAt('TC-BI-DEP', [[soldOnline, 1]])), 422, 'DELIVERY_UNAVAILABLE');
  });

  it('another store\'s stock does not count', async () => {
    await setStoreStock('TC-MI01', soldOnline, 10);
    await setStoreStock('TC-MI04', soldOnline, null);
    expectApiError(await postOrder(t, shopper.token, pickupAt('TC-MI04', [[soldOnline, 1]])), 409, 'OUT_OF_STOCK');
  });
});

describe('storefront §9 depot flag: a store tagged DEP (storefront §4 Store delivery tags)', () => {
  const deliveryModeOf = async (orderId: number) =>
    (await queryRows<{ mode: string }>(t, 'select delivery_mode as mode from orders where order_id = $1', [orderId]))[0]!.mode;

  it('§9 off (the default), a pickup at a DEP store is an ordinary pickup (STO); on, a deposit (DEP), paid as DEP', async () => {
    await queryRows(t, `update stores set store_type = 'B' where store_code = 'TC-MI05'`);
    await setStoreStock('TC-MI05', online, 10);
    const off = await created(pickupAt('TC-MI05', [[online, 1]]));
    expect(await deliveryModeOf(off.orderId)).toBe('STO');
    await setFlags(t, { depot: true });
    try {
      const on = await created(pickupAt('TC-MI05', [[online, 1]]));
      expect(await deliveryModeOf(on.orderId)).toBe('DEP');
      expect((await pay(on.orderId)).status).toBe('DEP');
      // A store without the DEP tag stays a pickup whatever the flag says.
      await setStoreStock('TC-MI02', online, 10);
      expect(await deliveryModeOf((await created(pickupAt('TC-MI02', [[online, 1]]))).orderId)).toBe('STO');
    } finally {
      await setFlags(t, { depot: false });
    }
    expect((await pay(off.orderId)).status).toBe('STO');
  });
});

describe('payment: a pickup leaves its store\'s shelves', () => {
  it('issue 15, 29 §1: a pickup takes its pieces off that store\'s stock (not the web inventory) when created, and paying keeps them, once', async () => {
    await setStoreStock('TC-MB01', soldOnline, 4);
    await setStoreStock('TC-MB01', online, 6);
    await setStoreStock('TC-MI01', online, 7);
    const webBefore = await webStock(online);
    const order = await created(pickupAt('TC-MB01', [[soldOnline, 3], [online, 2]]));
    expect(await storeStock('TC-MB01', soldOnline)).toBe(1);
    expect(await storeStock('TC-MB01', online)).toBe(4);
    expect(await pay(order.orderId)).toEqual({ changed: true, status: 'PAI' });
    expect(await storeStock('TC-MB01', soldOnline)).toBe(1);
    expect(await storeStock('TC-MB01', online)).toBe(4);
    expect(await webStock(online)).toBe(webBefore);
    expect(await webStock(soldOnline)).toBe(0);
    expect(await storeStock('TC-MI01', online)).toBe(7);
    expect(await pay(order.orderId)).toEqual({ changed: false, status: 'PAI' });
    expect(await storeStock('TC-MB01', soldOnline)).toBe(1);
  });

  it('issue 29 §1 never below 0: the pieces a pickup holds are off sale (the shelf shows 0, a second pickup is refused) and paying leaves 0', async () => {
    await setStoreStock('TC-BG01', soldOnline, 2);
    const order = await created(pickupAt('TC-BG01', [[soldOnline, 2]]));
    expect(await storeStock('TC-BG01', soldOnline)).toBe(0);
    expectApiError(await postOrder(t, shopper.token, pickupAt('TC-BG01', [[soldOnline, 1]])), 409, 'OUT_OF_STOCK');
    await pay(order.orderId);
    expect(await storeStock('TC-BG01', soldOnline)).toBe(0);
  });

  it('home delivery still takes the web inventory and leaves the stores alone', async () => {
    await setStoreStock('TC-MI02', online, 5);
    const webBefore = await webStock(online);
    const order = await created(orderBody([lineOf(online, 2)], shopper));
    expect(await webStock(online)).toBe(webBefore - 2);
    await pay(order.orderId);
    expect(await webStock(online)).toBe(webBefore - 2);
    expect(await storeStock('TC-MI02', online)).toBe(5);
  });
});
