/**
 * Basket pricing and stock check (storefront §3 Basket totals, §4, §5). Prices, stock, promotions
 * and the coupon all come from the database; the totals come from the same shared rules the
 * browser runs (priceBasket), so both show the same numbers.
 */
import type {
  BasketLineRef,
  BasketPricing,
  BasketPricingLine,
  BasketPricingRequest,
  DiscountValidation,
  Language,
  StockCheckRequest,
  StockCheckResult,
} from '@trama/shared/contract';
import { priceBasket, roundAmount, type PricingCoupon, type PricingLine } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandService } from '../brands/brand-service.ts';
import { productPhoto } from '../catalogue/product-mapper.ts';
import { textLanguage } from '../catalogue/product-repository.ts';
import type { DiscountCaller, DiscountService } from '../discounts/discount-service.ts';
import { badRequest } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagOn } from '../flags/flag-value.ts';
import { Service } from '../service.ts';
import type { BasketRepository } from './basket-repository.ts';
import { lineKey, type BasketLineRow } from './basket-rows.ts';
import { packPiecePrice, packPricing, type PackPricing } from './pack-pricing.ts';

export interface BasketContext {
  brandId: number;
  language: Language;
  caller: DiscountCaller;
}

/** One line per size: the basket is keyed by product and size, so a repeat is a malformed request. */
function assertDistinct(lines: readonly BasketLineRef[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = lineKey(line);
    if (seen.has(key)) throw badRequest('DUPLICATE_LINE', `Size '${line.size}' of product ${line.productId} is listed twice.`);
    seen.add(key);
  }
}

/** Same meaning as the catalogue's Size: listPriceAfterDiscount ?? startingPrice is what is paid, oldPrice ?? that is struck through. */
function toPricingLine(row: BasketLineRow, quantity: number): PricingLine {
  return {
    productId: row.productId,
    size: row.size,
    productReference: row.barcode,
    quantity,
    unitPrice: row.startingPrice,
    oldUnitPrice: row.oldPrice ?? row.startingPrice,
    // Storefront §3 itemType: the database decides; a gift card is left out of promotions,
    // coupons and the free-shipping minimum by the shared rules.
    itemType: row.itemType,
    productCategoryId: row.menuId,
  };
}

/** Issue 31 §6: a pack's heading costs nothing itself; its pieces cost their own price less the pack's percentage. */
function inPack(line: PricingLine, packs: PackPricing, currency: string): PricingLine {
  const key = lineKey(line);
  if (packs.headings.has(key)) return { ...line, unitPrice: 0, oldUnitPrice: 0 };
  const percentage = packs.pieceDiscounts.get(key);
  if (percentage === undefined) return line;
  return { ...line, unitPrice: packPiecePrice(line.unitPrice, percentage, currency), oldUnitPrice: line.oldUnitPrice };
}

export interface BasketServiceDeps {
  repository: BasketRepository;
  brands: BrandService;
  discounts: DiscountService;
  flags: FlagService;
  log: FastifyBaseLogger;
}

export class BasketService extends Service<BasketServiceDeps> {
  async price(request: BasketPricingRequest, context: BasketContext): Promise<BasketPricing> {
    assertDistinct(request.lines);
    const [brand, rows, promotionsEnabled, packPieces] = await Promise.all([
      this.deps.brands.details(context.brandId, context.language),
      this.deps.repository.lines(context.brandId, request.lines, textLanguage(context.language)),
      // §9 "promotion rules": a broken flag file must not stop shoppers from seeing a price (on, as in the browser).
      flagOn(this.deps.flags, 'promotion-rules', this.deps.log),
      this.deps.repository.packPieces(context.brandId, request.lines.map((line) => line.productId)),
    ]);
    const currency = brand.defaultCurrency;
    // Issue 31 §6: a pack's line and its pieces' lines, by the database's pack (a broken pack is a 400).
    const packs = packPricing(request.lines, packPieces);
    const found = new Map(rows.map((row) => [lineKey(row), row]));
    const lines: PricingLine[] = [];
    const unknownLines: BasketPricing['unknownLines'] = [];
    for (const ref of request.lines) {
      const row = found.get(lineKey(ref));
      // A size without a price is not for sale: never priced at nothing.
      if (row && row.startingPrice > 0) lines.push(inPack(toPricingLine(row, ref.quantity), packs, currency));
      else unknownLines.push({ productId: ref.productId, size: ref.size });
    }

    const clusterIds = [
      ...new Set(brand.promotion.flatMap((p) => [p.productClusterId, p.productClusterId_1, p.productClusterId_2]).filter((id) => id !== null)),
    ];
    const merchandise = roundAmount(
      lines.filter((l) => l.itemType !== 'GFC').reduce((sum, l) => sum + roundAmount(l.unitPrice * l.quantity, currency), 0),
      currency,
    );
    const code = request.discountCode?.trim() ?? '';
    const [clusterBarcodes, validation] = await Promise.all([
      this.deps.repository.barcodesByCluster(clusterIds),
      code === ''
        ? null
        : this.deps.discounts.validate({ code, brandId: context.brandId, amount: merchandise, caller: context.caller }),
    ]);
    // §4: a code whose products are all in a promotion's cluster is refused (product.basket.39).
    const coupon = validation?.valid && !validation.isProductsInBarcode ? toPricingCoupon(validation) : null;

    const result = priceBasket({
      lines,
      currency,
      shippingMinimum: brand.shippingMinimum,
      shippingCost: brand.shippingCost,
      promotions: brand.promotion,
      clusterBarcodes,
      coupon,
      delivery: request.delivery ?? 'DIS',
      promotionsEnabled,
    });

    const pricedLines: BasketPricingLine[] = result.lines.map((line) => {
      const row = found.get(lineKey(line))!;
      return {
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        productReference: line.productReference,
        name: row.name,
        sizeName: row.sizeName,
        thumbnail: productPhoto(row.canonicalUrl, 1),
        unitPrice: line.unitPrice,
        oldUnitPrice: line.oldUnitPrice,
        amount: line.amount,
        webInventory: row.webInventory,
        itemType: line.itemType,
        currency,
      };
    });
    return {
      lines: pricedLines,
      unknownLines,
      totals: result.totals,
      promotion: result.promotion,
      coupon: couponAnswer(validation, result.coupon),
    };
  }

  /** §5 Stock check: each line against the current web inventory; an empty list is a failure. */
  async checkStock(request: StockCheckRequest, context: Omit<BasketContext, 'caller'>): Promise<StockCheckResult> {
    assertDistinct(request.lines);
    await this.deps.brands.assertExists(context.brandId);
    const rows = await this.deps.repository.lines(context.brandId, request.lines, textLanguage(context.language));
    const found = new Map(rows.map((row) => [lineKey(row), row]));
    const lines = request.lines.map((ref) => {
      const row = found.get(lineKey(ref));
      const webInventory = row?.webInventory ?? 0;
      return { productId: ref.productId, size: ref.size, quantity: ref.quantity, name: row?.name ?? '', webInventory, available: webInventory >= ref.quantity };
    });
    return { ok: lines.length > 0 && lines.every((line) => line.available), lines };
  }
}

function toPricingCoupon(validation: DiscountValidation): PricingCoupon {
  return {
    discountCode: validation.discountCode,
    couponType: validation.couponType,
    value: validation.value,
    cumulative: validation.cumulative,
    productCluster: validation.productCluster,
  };
}

function couponAnswer(validation: DiscountValidation | null, priced: ReturnType<typeof priceBasket>['coupon']): BasketPricing['coupon'] {
  if (!validation) return { ...priced, reason: null };
  if (!validation.valid) return { outcome: 'none', amount: 0, discountCode: validation.discountCode, reason: validation.reason };
  // Valid, but every product it covers is already in a promotion: no line is eligible for it.
  if (validation.isProductsInBarcode) return { outcome: 'notEligible', amount: 0, discountCode: validation.discountCode, reason: null };
  return { ...priced, reason: null };
}
