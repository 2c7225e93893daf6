// Long on purpose: one test a rule of basket pricing, all against one seeded brand and catalogue.
import type { BasketLineRef, BasketPricing, BrandDetail, StockCheckResult } from '@trama/shared/contract';
import { priceBasket, roundAmount, type PricingCoupon, type PricingResult } from '@trama/shared/rules';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken } from '../helpers/auth.ts';
import { clusterBarcodes, findSize, findSizes, lineOf, queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { testAppForFile } from '../helpers/test-app.ts';
import { postRaw } from '../helpers/raw-body.ts';

const t = testAppForFile();
let brand: BrandDetail;
/** Cotton table runner: under the 79 € shipping minimum, in no promotion, no coupon cluster. */
let runner: SizeFixture;
let jewel: SizeFixture;
/** Linen tablecloth / napkins / runner: LINO15's cluster, no promotion. */
let linenTable: SizeFixture;
/** Linen duvet cover: in the linen-week PERCENTAGE promotion (CL-LETTO-LINO) and PROMOLINO's cluster. */
let linenDuvet: SizeFixture;
/** A size on sale (old price kept). */
let onSale: SizeFixture;

beforeAll(async () => {
  brand = (await t.app.inject({ url: '/api/external/brands/details?brandId=3' })).json();
  const priced = 's.starting_price > 0 and s.web_inventory >= 10';
  runner = await findSize(t, `p.menu_id = 33 and p.material = 'cotone' and s.old_price is null and s.starting_price < 70 and ${priced}`);
  jewel = await findSize(t, `p.menu_id = 51 and s.old_price is null and ${priced}`);
  linenTable = await findSize(t, `p.menu_id in (31, 32, 33) and p.material = 'lino' and s.old_price is null and ${priced}`);
  linenDuvet = await findSize(t, `p.menu_id = 12 and p.material = 'lino' and s.old_price is null and ${priced}`);
  onSale = await findSize(t, `p.menu_id in (51, 52, 53) and s.old_price is not null and ${priced}`);
});

async function pricing(body: unknown, headers: Record<string, string> = {}): Promise<BasketPricing> {
  const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: body as object, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What the shared rules give for these database prices: the answer the API must match. */
async function expected(lines: [SizeFixture, number][], coupon: PricingCoupon | null = null, delivery: 'DIS' | 'STO' = 'DIS'): Promise<PricingResult> {
  const clusterIds = ['CL-LETTO-LINO', 'CL-BAGNO-SPUGNA', 'CL-BAGNO-TAPPETI'];
  const barcodes = Object.fromEntries(await Promise.all(clusterIds.map(async (id) => [id, await clusterBarcodes(t, id)] as const)));
  return priceBasket({
    lines: lines.map(([s, quantity]) => ({
      productId: s.productId,
      size: s.size,
      productReference: s.barcode,
      quantity,
      unitPrice: s.startingPrice,
      oldUnitPrice: s.oldPrice ?? s.startingPrice,
      itemType: 'EAN',
      productCategoryId: s.menuId,
    })),
    currency: 'EUR',
    shippingMinimum: brand.shippingMinimum,
    shippingCost: brand.shippingCost,
    promotions: brand.promotion,
    clusterBarcodes: barcodes,
    coupon,
    delivery,
  });
}

const lino15 = async (): Promise<PricingCoupon> => ({
  discountCode: 'LINO15',
  couponType: 'PERCENT',
  value: 15,
  cumulative: false,
  productCluster: await clusterBarcodes(t, 'CP-TAVOLA-LINO'),
});

describe('POST /api/external/basket/pricing', () => {
  it('storefront §3 Basket totals: pricing equals the shared rules run on the database prices', async () => {
    const answer = await pricing({ lines: [lineOf(jewel, 2), lineOf(runner, 1), lineOf(onSale, 1)] });
    const rules = await expected([[jewel, 2], [runner, 1], [onSale, 1]]);
    expect(answer.totals).toEqual(rules.totals);
    expect(answer.promotion).toBeNull();
    expect(answer.coupon).toEqual({ outcome: 'none', amount: 0, discountCode: null, reason: null });
    expect(answer.unknownLines).toEqual([]);
    expect(answer.lines.map((l) => [l.productId, l.size, l.quantity, l.amount])).toEqual([
      [jewel.productId, jewel.size, 2, roundAmount(jewel.startingPrice * 2)],
      [runner.productId, runner.size, 1, runner.startingPrice],
      [onSale.productId, onSale.size, 1, onSale.startingPrice],
    ]);
    expect(answer.lines[0]).toMatchObject({ productReference: jewel.barcode, name: jewel.name, itemType: 'EAN', currency: 'EUR', webInventory: jewel.webInventory });
    expect(answer.lines[0]!.thumbnail).toMatch(/^\/media\/products\/.+-1\.jpg$/);
    expect(answer.totals.totalQuantity).toBe(4);
    expect(answer.totals.quantity).toBe(3);
  });

  it('storefront §5 old price: a size on sale is paid at its discounted price, its old price struck through', async () => {
    const answer = await pricing({ lines: [lineOf(onSale, 2)] });
    expect(answer.lines[0]).toMatchObject({ unitPrice: onSale.startingPrice, oldUnitPrice: onSale.oldPrice });
    expect(answer.totals.oldPrice).toBe(roundAmount(onSale.oldPrice! * 2));
    expect(answer.totals.oldPrice).toBeGreaterThan(answer.totals.price);
  });

  it('storefront §3 Basket totals: a price in the body is ignored; only the database price counts', async () => {
    const honest = await pricing({ lines: [lineOf(jewel, 1)] });
    const tampered = await pricing({
      lines: [{ ...lineOf(jewel, 1), unitPrice: 0.01, startingPrice: 0.01, listPriceAfterDiscount: 0.01, oldPrice: 0.01, amount: 0.01 }],
      totals: { price: 0.01, totalPrice: 0.01 },
      price: 0.01,
    });
    expect(tampered).toEqual(honest);
    expect(tampered.lines[0]!.unitPrice).toBe(jewel.startingPrice);
  });

  it('storefront §3 Basket totals: prices are read at the moment of the call, not from a cache', async () => {
    const before = await pricing({ lines: [lineOf(jewel, 1)] });
    await queryRows(t, 'update product_sizes set starting_price = starting_price + 10 where barcode = $1', [jewel.barcode]);
    try {
      const after = await pricing({ lines: [lineOf(jewel, 1)] });
      expect(after.lines[0]!.unitPrice).toBe(roundAmount(before.lines[0]!.unitPrice + 10));
    } finally {
      await queryRows(t, 'update product_sizes set starting_price = starting_price - 10 where barcode = $1', [jewel.barcode]);
    }
  });

  it('storefront §9 Shipping: below shippingMinimum the shippingCost is added; from it, or for store pickup, shipping is free', async () => {
    const below = await pricing({ lines: [lineOf(runner, 1)] });
    expect(below.totals).toMatchObject({ price: runner.startingPrice, livraison: 5.9, totalPrice: roundAmount(runner.startingPrice + 5.9) });
    const pieces = Math.ceil(79 / runner.startingPrice);
    const above = await pricing({ lines: [lineOf(runner, pieces)] });
    expect(above.totals.price).toBeGreaterThanOrEqual(79);
    expect(above.totals).toMatchObject({ livraison: 0, totalPrice: above.totals.price });
    const pickup = await pricing({ lines: [lineOf(runner, 1)], delivery: 'STO' });
    expect(pickup.totals).toMatchObject({ livraison: 0, totalPrice: runner.startingPrice });
  });

  it('storefront §4 Promotion: the linen-week PERCENTAGE promotion reduces a linen duvet cover by 10%', async () => {
    const answer = await pricing({ lines: [lineOf(linenDuvet, 1)] });
    expect(answer.promotion).toMatchObject({ promotionRuleId: 501, ruleType: 'PERCENTAGE', amount: roundAmount(linenDuvet.startingPrice * 0.1) });
    expect(answer.totals).toEqual((await expected([[linenDuvet, 1]])).totals);
    expect(answer.totals.isPromoDiscountApplyed).toBe(true);
  });

  it('storefront §4 Discount validation: LINO15 reduces only the linen table linen of the basket by 15%', async () => {
    const answer = await pricing({ lines: [lineOf(linenTable, 1), lineOf(jewel, 1)], discountCode: 'lino15' });
    expect(answer.coupon).toEqual({ outcome: 'applied', amount: roundAmount(linenTable.startingPrice * 0.15), discountCode: 'LINO15', reason: null });
    expect(answer.totals).toEqual((await expected([[linenTable, 1], [jewel, 1]], await lino15())).totals);
  });

  it('storefront §4 Promotion: a non-cumulative code during a promotion is not applied (notCumulative)', async () => {
    const answer = await pricing({ lines: [lineOf(linenTable, 1), lineOf(linenDuvet, 1)], discountCode: 'LINO15' });
    expect(answer.promotion?.promotionRuleId).toBe(501);
    expect(answer.coupon).toEqual({ outcome: 'notCumulative', amount: 0, discountCode: 'LINO15', reason: null });
    expect(answer.totals.totalCouponDiscount).toBe(0);
    expect(answer.totals).toEqual((await expected([[linenTable, 1], [linenDuvet, 1]], await lino15())).totals);
  });

  it('storefront §4 Discount validation: a cumulative code applies on top of the promotion', async () => {
    const answer = await pricing({ lines: [lineOf(linenDuvet, 1), lineOf(jewel, 1)], discountCode: 'BENVENUTO10' });
    const coupon: PricingCoupon = { discountCode: 'BENVENUTO10', couponType: 'PERCENT', value: 10, cumulative: true, productCluster: [] };
    const rules = await expected([[linenDuvet, 1], [jewel, 1]], coupon);
    expect(answer.coupon).toEqual({ ...rules.coupon, reason: null });
    expect(answer.coupon.outcome).toBe('applied');
    expect(answer.totals).toEqual(rules.totals);
  });

  it('storefront §5: a code restricted to a cluster with no line of it is notEligible', async () => {
    const answer = await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'LINO15' });
    expect(answer.coupon).toMatchObject({ outcome: 'notEligible', amount: 0 });
    expect(answer.totals.price).toBe(jewel.startingPrice);
  });

  it('storefront §4 Discount validation: a code whose products are all in a promotion is not applied (product.basket.39)', async () => {
    const answer = await pricing({ lines: [lineOf(linenDuvet, 1)], discountCode: 'PROMOLINO' });
    expect(answer.coupon).toEqual({ outcome: 'notEligible', amount: 0, discountCode: 'PROMOLINO', reason: null });
    expect(answer.totals).toEqual((await expected([[linenDuvet, 1]])).totals);
  });

  it('storefront §4 Discount validation: a FIXED value at least the price is cancelled (fixedTooHigh); below it, it applies', async () => {
    const tooHigh = await pricing({ lines: [lineOf(runner, 1)], discountCode: 'GRANDE500' });
    expect(tooHigh.coupon).toMatchObject({ outcome: 'fixedTooHigh', amount: 0, discountCode: 'GRANDE500' });
    expect(tooHigh.totals.price).toBe(runner.startingPrice);
    const five = await pricing({ lines: [lineOf(runner, 1)], discountCode: 'SCONTO5' });
    expect(five.coupon).toMatchObject({ outcome: 'applied', amount: 5 });
    expect(five.totals.price).toBe(roundAmount(runner.startingPrice - 5));
  });

  it('storefront §4 Discount validation: a refused code is not applied and pricing says why', async () => {
    const expired = await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'scaduto' });
    expect(expired.coupon).toEqual({ outcome: 'none', amount: 0, discountCode: 'SCADUTO', reason: 'EXPIRED' });
    expect(expired.totals.price).toBe(jewel.startingPrice);
    expect((await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'NESSUNO' })).coupon.reason).toBe('UNKNOWN');
    expect((await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'SOLOCLIENTI' })).coupon.reason).toBe('LOGIN_REQUIRED');
    const customer = await customerWithToken(t);
    expect((await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'SOLOCLIENTI' }, bearer(customer.token))).coupon.outcome).toBe('applied');
    // storefront §6: a webClientId in the body is not a sign-in.
    expect((await pricing({ lines: [lineOf(jewel, 1)], discountCode: 'SOLOCLIENTI', webClientId: customer.webClientId })).coupon.reason).toBe('LOGIN_REQUIRED');
    // The minimum is checked against the basket's own amount.
    expect((await pricing({ lines: [lineOf(runner, 1)], discountCode: 'SOPRA100' })).coupon.reason).toBe('MINIMUM_AMOUNT');
    expect((await pricing({ lines: [lineOf(jewel, 2)], discountCode: 'SOPRA100' })).coupon).toMatchObject({ outcome: 'applied', amount: 15 });
    expect((await pricing({ lines: [lineOf(jewel, 1)], discountCode: '  ' })).coupon).toEqual({ outcome: 'none', amount: 0, discountCode: null, reason: null });
  });

  it('storefront §9 feature flags: with promotion-rules off no promotion applies', async () => {
    const flags = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
    flags.flags['promotion-rules'].defaultVariant = 'off';
    await t.write('config/flags.json', JSON.stringify(flags, null, 2));
    try {
      const answer = await pricing({ lines: [lineOf(linenDuvet, 1)] });
      expect(answer.promotion).toBeNull();
      expect(answer.totals).toMatchObject({ discountedSum: 0, isPromoDiscountApplyed: false, price: linenDuvet.startingPrice });
    } finally {
      flags.flags['promotion-rules'].defaultVariant = 'on';
      await t.write('config/flags.json', JSON.stringify(flags));
    }
    expect((await pricing({ lines: [lineOf(linenDuvet, 1)] })).promotion).not.toBeNull();
  });

  it('storefront §3 Basket: unknown products or sizes, and sizes without a price, are listed in unknownLines and not priced', async () => {
    const [unpriced] = await findSizes(t, `p.menu_id = 52 and s.starting_price > 0`);
    await queryRows(t, 'update product_sizes set starting_price = 0 where barcode = $1', [unpriced!.barcode]);
    const answer = await pricing({
      lines: [lineOf(jewel, 1), { productId: 999_999, size: 'M', quantity: 1 }, { productId: jewel.productId, size: 'XXXL', quantity: 2 }, lineOf(unpriced!, 1)],
    });
    expect(answer.unknownLines).toEqual([
      { productId: 999_999, size: 'M' },
      { productId: jewel.productId, size: 'XXXL' },
      { productId: unpriced!.productId, size: unpriced!.size },
    ]);
    expect(answer.lines.map((l) => l.productId)).toEqual([jewel.productId]);
    expect(answer.totals).toEqual((await expected([[jewel, 1]])).totals);
    // Another brand's products are unknown to this one.
    expect((await pricing({ lines: [lineOf(jewel, 1)] }, { brand: '1' })).unknownLines).toEqual([{ productId: jewel.productId, size: jewel.size }]);
  });

  it('storefront §9 limits: quantity 1..10, at most 100 lines, well-formed lines, else 400', async () => {
    const line = lineOf(jewel, 1);
    const bad: [string, unknown][] = [
      ['quantity 11', { lines: [{ ...line, quantity: 11 }] }],
      ['quantity 0', { lines: [{ ...line, quantity: 0 }] }],
      ['quantity 1.5', { lines: [{ ...line, quantity: 1.5 }] }],
      ['no size', { lines: [{ productId: line.productId, quantity: 1 }] }],
      ['empty size', { lines: [{ ...line, size: '' }] }],
      ['bad product id', { lines: [{ ...line, productId: 'abc' }] }],
      ['lines not a list', { lines: line }],
      ['no lines', {}],
      ['101 lines', { lines: Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, size: 'M', quantity: 1 })) }],
      ['bad delivery', { lines: [line], delivery: 'HOME' }],
    ];
    for (const [name, body] of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: body as object });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('VALIDATION_ERROR');
    }
    const twice = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [line, { ...line, quantity: 3 }] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('DUPLICATE_LINE');
    const malformed = await postRaw(t, '/api/external/basket/pricing', '{"lines": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
    const hundred = Array.from({ length: 100 }, (_, i) => ({ productId: 900_000 + i, size: 'M', quantity: 10 }));
    expect((await pricing({ lines: hundred })).unknownLines).toHaveLength(100);
  });

  it('answers 404 BRAND_NOT_FOUND for an unknown brand header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing', headers: { brand: '77' }, payload: { lines: [] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});

describe('POST /api/external/basket/check-stock', () => {
  async function checkStock(lines: BasketLineRef[]): Promise<StockCheckResult> {
    const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/check-stock', payload: { lines } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('storefront §5 Stock check: every line within the current web inventory is ok', async () => {
    const answer = await checkStock([lineOf(jewel, 10), lineOf(runner, 1)]);
    expect(answer.ok).toBe(true);
    expect(answer.lines).toEqual([
      { ...lineOf(jewel, 10), name: jewel.name, webInventory: jewel.webInventory, available: true },
      { ...lineOf(runner, 1), name: runner.name, webInventory: runner.webInventory, available: true },
    ]);
  });

  it('storefront §5 Stock check: a line short of stock fails the check and is flagged', async () => {
    const low = await findSize(t, 's.web_inventory between 1 and 4');
    const answer = await checkStock([lineOf(jewel, 1), lineOf(low, low.webInventory + 1)]);
    expect(answer.ok).toBe(false);
    expect(answer.lines.map((l) => l.available)).toEqual([true, false]);
    expect(answer.lines[1]).toMatchObject({ webInventory: low.webInventory, quantity: low.webInventory + 1 });
    expect((await checkStock([lineOf(low, low.webInventory)])).ok).toBe(true);
  });

  it('storefront §5 Stock check: the current inventory counts, an unknown line has none', async () => {
    await queryRows(t, 'update product_sizes set web_inventory = 0 where barcode = $1', [runner.barcode]);
    const answer = await checkStock([lineOf(runner, 1), { productId: 999_999, size: 'M', quantity: 1 }]);
    expect(answer.ok).toBe(false);
    expect(answer.lines.map((l) => [l.webInventory, l.available])).toEqual([[0, false], [0, false]]);
  });

  it('storefront §5 Stock check: an empty stock list counts as failure', async () => {
    expect(await checkStock([])).toEqual({ ok: false, lines: [] });
  });

  it('answers 400 for a quantity above 10 or a malformed line', async () => {
    for (const lines of [[lineOf(jewel, 11)], [{ productId: jewel.productId }]]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/check-stock', payload: { lines } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
