/**
 * Gift cards (issue 16; storefront §1 gift cards, §3 Basket line itemType GFC, Basket totals
 * totalGiftCardPrice, §4, §9 item types and shipping): in the catalogue with their amounts, priced
 * by the API from its own data — never from what the browser says a line is — left out of
 * automatic promotions, coupons and the free-shipping minimum, and ordered like any product.
 */
import type { BasketPricing, BrandDetail, MenuItem, Product } from '@trama/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSize, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { orderBody, postOrder, shopperWithAddresses, type Shopper } from '../helpers/checkout-fixtures.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let brand: BrandDetail;
let card: Product;
/** The gift card's 50 € amount, as the database holds it. */
let fifty: SizeFixture;
/** Cotton table runner: under the free-shipping minimum, in no promotion and no coupon cluster. */
let runner: SizeFixture;
/** Linen duvet cover: in the linen-week PERCENTAGE promotion (CL-LETTO-LINO). */
let linenDuvet: SizeFixture;
let shopper: Shopper;

beforeAll(async () => {
  brand = (await t.app.inject({ url: '/api/external/brands/details?brandId=3' })).json();
  const [row] = await queryRows<{ canonicalUrl: string }>(
    t,
    `select canonical_url as "canonicalUrl" from products where item_type = 'GFC' and brand_id = 3 order by ranking limit 1`,
  );
  const res = await t.app.inject({ url: `/api/external/product/by-canonical-url?menu=/carte-regalo&canonicalUrl=${row!.canonicalUrl}` });
  expect(res.statusCode, res.body).toBe(200);
  card = res.json();
  fifty = await findSize(t, `p.product_id = ${card.productId} and s.starting_price = 50`);
  const priced = 's.old_price is null and s.starting_price > 0 and s.web_inventory >= 10';
  runner = await findSize(t, `p.menu_id = 33 and p.material = 'cotone' and s.starting_price < 70 and ${priced}`);
  linenDuvet = await findSize(t, `p.menu_id = 12 and p.material = 'lino' and ${priced}`);
  // Orders below get paid or checked against a store: plenty of stock keeps them independent.
  await queryRows(t, 'update product_sizes set web_inventory = 500 where barcode = any($1)', [[runner.barcode, linenDuvet.barcode]]);
  await queryRows(
    t,
    `insert into store_stock (store_id, barcode, stock) select store_id, $1, 500 from stores where store_code = 'TC-MI01'
     on conflict (store_id, barcode) do update set stock = excluded.stock`,
    [runner.barcode],
  );
  shopper = await shopperWithAddresses(t);
});

async function pricing(body: unknown): Promise<BasketPricing> {
  const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: body as object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const lineType = (answer: BasketPricing, productId: number) => answer.lines.find((line) => line.productId === productId)?.itemType;

describe('gift cards in the catalogue (storefront §1, §3 Product and Size itemType)', () => {
  it('§3 a gift card is item type GFC, its sizes are the amounts 25 to 200 €, each priced at its amount and never on sale', () => {
    expect(card.itemType).toBe('GFC');
    expect(card.sizes.map((s) => [s.size, s.startingPrice, s.itemType])).toEqual([
      ['25 €', 25, 'GFC'],
      ['50 €', 50, 'GFC'],
      ['100 €', 100, 'GFC'],
      ['150 €', 150, 'GFC'],
      ['200 €', 200, 'GFC'],
    ]);
    for (const size of card.sizes) {
      expect(size).toMatchObject({ oldPrice: null, listPriceAfterDiscount: null, discountDetail: null, promotion: false });
      // A card is issued when paid: no shopper meets a stock limit (a line holds at most 10).
      expect(size.webInventory).toBeGreaterThan(1000);
    }
    expect(new Set(card.sizes.map((s) => s.productReference)).size).toBe(5);
    expect(card).toMatchObject({ startingPrice: 25, oldPrice: null, inSale: false, onSpecial: 'N', productType: 'S' });
  });

  it('§3 goods answer item type EAN on the product and its sizes', async () => {
    const res = await t.app.inject({ url: `/api/external/product/canonical-url/${runner.productId}` });
    expect(res.statusCode).toBe(200);
    const { canonicalUrl, menuCanonicalUrl } = res.json();
    const goods: Product = (await t.app.inject({ url: `/api/external/product/by-canonical-url?menu=${menuCanonicalUrl}&canonicalUrl=${canonicalUrl}` })).json();
    expect(goods.itemType).toBe('EAN');
    expect(new Set(goods.sizes.map((s) => s.itemType))).toEqual(new Set(['EAN']));
  });

  it('§2 Header: the menu has a gift-card list (key carte_regalo) and a footer link to it, in every language', async () => {
    for (const language of ['it', 'en', 'fr', 'de', 'es']) {
      const menu: MenuItem[] = (await t.app.inject({ url: `/api/external/menu?brandId=3&language=${language}` })).json();
      const flat = menu.flatMap(function all(item): MenuItem[] {
        return [item, ...item.children.flatMap(all)];
      });
      const entry = flat.find((item) => item.key === 'carte_regalo');
      expect(entry).toMatchObject({ menuType: 'CATALOGUE', canonicalUrl: '/carte-regalo', parent: null });
      expect(entry!.label).not.toBe('');
      expect(flat.some((item) => item.key.startsWith('footer_') && item.canonicalUrl === '/carte-regalo')).toBe(true);
    }
    const list = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${card.productCategoryId}` });
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().products.content.map((p: Product) => [p.name, p.itemType]);
    expect(names).toEqual([
      ['Carta regalo Trama', 'GFC'],
      ['Carta regalo Gioielli', 'GFC'],
    ]);
  });
});

describe('gift cards priced by the API (storefront §3 Basket totals, §4 promotions and coupons, §9 shipping)', () => {
  it('§3 a gift card is in the price and in totalGiftCardPrice, at its amount', async () => {
    const answer = await pricing({ lines: [lineOf(fifty, 2)] });
    expect(answer.lines).toEqual([expect.objectContaining({ productId: card.productId, size: '50 €', itemType: 'GFC', unitPrice: 50, amount: 100 })]);
    expect(answer.totals).toMatchObject({ price: 100, totalGiftCardPrice: 100, discountedSum: 0, totalCouponDiscount: 0 });
  });

  it('§4 neither the automatic promotion nor a coupon reduces a gift card: the card adds exactly its amount', async () => {
    const goods = [lineOf(linenDuvet, 3), lineOf(runner, 1)];
    const without = await pricing({ lines: goods, discountCode: 'BENVENUTO10' });
    const withCard = await pricing({ lines: [...goods, lineOf(fifty, 1)], discountCode: 'BENVENUTO10' });
    // The promotion and the coupon both reduce this basket of goods…
    expect(without.totals.discountedSum).toBeGreaterThan(0);
    expect(without.coupon.outcome).toBe('applied');
    // …and give not a cent more once a gift card joins it.
    expect(withCard.totals.discountedSum).toBe(without.totals.discountedSum);
    expect(withCard.totals.totalCouponDiscount).toBe(without.totals.totalCouponDiscount);
    expect(withCard.totals.price).toBeCloseTo(without.totals.price + 50, 2);
    expect(withCard.totals.totalGiftCardPrice).toBe(50);
  });

  it('§4 a coupon on a basket of gift cards only has nothing to reduce', async () => {
    const answer = await pricing({ lines: [lineOf(fifty, 1)], discountCode: 'SCONTO5' });
    expect(answer.coupon.outcome).toBe('notEligible');
    expect(answer.totals).toMatchObject({ price: 50, totalCouponDiscount: 0 });
  });

  it('§9 Shipping: a gift card does not count toward the free-shipping minimum; gift cards alone ship free', async () => {
    expect(runner.startingPrice + 200).toBeGreaterThan(brand.shippingMinimum);
    const mixed = await pricing({ lines: [lineOf(runner, 1), { productId: card.productId, size: '200 €', quantity: 1 }] });
    expect(mixed.totals.livraison).toBe(brand.shippingCost);
    const cardsOnly = await pricing({ lines: [lineOf(fifty, 1)] });
    expect(cardsOnly.totals).toMatchObject({ livraison: 0, totalPrice: 50 });
  });

  it('§3 hostile: a price or item type the browser sends with a line changes nothing', async () => {
    const honest = await pricing({ lines: [lineOf(runner, 1), lineOf(fifty, 1)], discountCode: 'BENVENUTO10' });
    const forged = await pricing({
      lines: [
        { ...lineOf(runner, 1), itemType: 'GFC', unitPrice: 0.01 },
        { ...lineOf(fifty, 1), itemType: 'EAN', startingPrice: 1, unitPrice: 1 },
      ],
      discountCode: 'BENVENUTO10',
    });
    expect(forged).toEqual(honest);
    expect(lineType(forged, runner.productId)).toBe('EAN');
    expect(lineType(forged, card.productId)).toBe('GFC');
    // The coupon still reduces the runner a browser called a gift card, and only it.
    expect(forged.totals.totalCouponDiscount).toBeCloseTo(runner.startingPrice * 0.1, 2);
  });
});

describe('gift cards ordered (account §4 Checkout flow, §5 Order creation)', () => {
  const orderLines = (orderId: number) =>
    queryRows<{ productId: number | null; size: string | null; lineTotal: number; itemType: string }>(
      t,
      `select product_id as "productId", size, line_total::float8 as "lineTotal", item_type as "itemType"
       from order_lines where order_id = $1 order by order_line_id`,
      [orderId],
    );
  const totals = async (orderId: number) =>
    (await queryRows<{ totalAmount: number; freightTotal: number; discountTotal: number }>(
      t,
      `select total_amount::float8 as "totalAmount", freight_total::float8 as "freightTotal", discount_total::float8 as "discountTotal"
       from orders where order_id = $1`,
      [orderId],
    ))[0]!;

  it('§5 a gift card alone is ordered at its amount, with no freight line, whatever item types the body claims', async () => {
    const body = orderBody([{ ...lineOf(fifty, 1), extra: { itemType: 'EAN' } }], shopper, { selectedPrice: 1 });
    const res = await postOrder(t, shopper.token, body);
    expect(res.statusCode, res.body).toBe(201);
    const [{ orderId }] = res.json();
    expect(await orderLines(orderId)).toEqual([{ productId: card.productId, size: '50 €', lineTotal: 50, itemType: 'GFC' }]);
    expect(await totals(orderId)).toEqual({ totalAmount: 50, freightTotal: 0, discountTotal: 0 });
  });

  it('§5 goods the body calls a gift card stay goods: the coupon reduces them, and the freight is charged below the minimum', async () => {
    const body = orderBody([{ ...lineOf(runner, 1), extra: { itemType: 'GFC' } }, lineOf(fifty, 1)], shopper, { discountCode: 'BENVENUTO10' });
    const res = await postOrder(t, shopper.token, body);
    expect(res.statusCode, res.body).toBe(201);
    const [{ orderId }] = res.json();
    const lines = await orderLines(orderId);
    expect(lines.map((line) => line.itemType)).toEqual(['EAN', 'GFC', 'FREIGHT_COST']);
    const order = await totals(orderId);
    expect(order.freightTotal).toBe(brand.shippingCost);
    expect(order.discountTotal).toBeCloseTo(runner.startingPrice * 0.1, 2);
    expect(order.totalAmount).toBeCloseTo(runner.startingPrice * 0.9 + 50 + brand.shippingCost, 2);
  });

  it('§5 a coupon on an order of gift cards only is refused: it would reduce nothing', async () => {
    const res = await postOrder(t, shopper.token, orderBody([lineOf(fifty, 1)], shopper, { discountCode: 'SCONTO5' }));
    expect(res.statusCode, res.body).toBe(422);
  });

  it('[29.17] docs/basket.md: a gift card is never collected in a store — a pickup order holding one is refused with 422 GIFT_CARD_NO_PICKUP and nothing is written', async () => {
    const before = await queryRows<{ n: number }>(t, 'select count(*)::int as n from orders');
    for (const lines of [[lineOf(runner, 1), lineOf(fifty, 1)], [lineOf(fifty, 2)]]) {
      const body = orderBody(lines, { ...shopper, shipId: 0 }, { selectedPrice: 0, storeCode: 'TC-MI01' });
      const res = await postOrder(t, shopper.token, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'GIFT_CARD_NO_PICKUP', messageKey: 'checkout.giftCardNoPickup' });
    }
    expect(await queryRows<{ n: number }>(t, 'select count(*)::int as n from orders')).toEqual(before);
    // The goods alone still go to the store; the card alone still ships.
    const goods = await postOrder(t, shopper.token, orderBody([lineOf(runner, 1)], { ...shopper, shipId: 0 }, { selectedPrice: 0, storeCode: 'TC-MI01' }));
    expect(goods.statusCode, goods.body).toBe(201);
    const cardHome = await postOrder(t, shopper.token, orderBody([lineOf(fifty, 1)], shopper, { selectedPrice: 1 }));
    expect(cardHome.statusCode, cardHome.body).toBe(201);
  });
});

describe('[29.17] a gift card is not returned (docs/basket.md, account §5 Returns)', () => {
  it('[29.17] a paid gift card line is not returnable: the order detail says 0 left, and a return naming it is refused with 422 RETURN_GIFT_CARD; the goods stay returnable', async () => {
    const res = await postOrder(t, shopper.token, orderBody([lineOf(runner, 1), lineOf(fifty, 1)], shopper, { selectedPrice: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const [{ orderId }] = res.json();
    await t.app.orderPayments.markPaid(orderId, { provider: 'sandbox', pspReference: `PSP-${orderId}`, method: 'card' });
    const detail = await t.app.inject({ url: `/api/external-secured/orders/${orderId}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(detail.statusCode, detail.body).toBe(200);
    const returnable = detail.json().orderLines.filter((line: { itemTypeCode: string }) => line.itemTypeCode !== 'O').map((line: { productId: number; returnableQty: number }) => [line.productId, line.returnableQty]);
    expect(returnable).toEqual([
      [runner.productId, 1],
      [card.productId, 0],
    ]);
    const tickets = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int as n from tickets'))[0]!.n;
    const before = await tickets();
    const body = (productId: number) => ({
      brandId: 3, orderId, ticketMessage: 'Non mi serve più.', country: 'IT', languageId: 'it', ticketSubjectCode: 'RET', ticketMessageFrom: 'C',
      returnReasonId: 2, storeId: null, webOrderLineItems: [{ productId, quantity: 1 }],
    });
    const refused = await t.app.inject({ method: 'POST', url: '/api/external-secured/returns', payload: body(card.productId), headers: { authorization: `Bearer ${shopper.token}` } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RETURN_GIFT_CARD' });
    expect(await tickets()).toBe(before);
    const goods = await t.app.inject({ method: 'POST', url: '/api/external-secured/returns', payload: body(runner.productId), headers: { authorization: `Bearer ${shopper.token}` } });
    expect(goods.statusCode, goods.body).toBe(201);
  });
});
