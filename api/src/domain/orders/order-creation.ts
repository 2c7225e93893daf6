/**
 * POST orders/create (account §3 Order creation payload, §4 Checkout flow, §5 Order creation).
 * Every amount comes from the database through the basket pricing path (BasketService and the
 * shared priceBasket), the freight line from the shared freightLine rule; the body only says what
 * to buy and where. A refused request writes nothing; a retried one (same Idempotency-Key and
 * body) gets the first answer again.
 */
import type {
  BasketPricing,
  CreatedOrder,
  DeliveryMode,
  Language,
  OrderCreateRequest,
  SelectedPrice,
} from '@trama/shared/contract';
import { deliveryModeFor, freightLine, orderCreationError, roundAmount, shippingCountryAllowed } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../plugins/db.ts';
import type { AddressService } from '../addresses/address-service.ts';
import type { BasketService } from '../basket/basket-service.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import { AppError, badRequest } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagOn } from '../flags/flag-value.ts';
import { Service } from '../service.ts';
import { discountRefusal } from './discount-refusal.ts';
import { FREIGHT_NAMES, addressSnapshot, freightOrderLine, productOrderLine } from './order-snapshot.ts';
import { outOfStock, stockShort } from './out-of-stock.ts';
import { requestHash, type IdempotencyRepository, type StoredAnswer } from './idempotency.ts';
import type { NewOrder, NewOrderLine, OrderRepository } from './order-repository.ts';
import type { StockHolds } from './stock-holds.ts';

/** The demo orders of the seed build their lines as an order does (db/seed/demo-orders.ts). */
export { addressSnapshot, freightOrderLine, productOrderLine } from './order-snapshot.ts';

export interface OrderCaller {
  webClientId: number;
  brandId: number;
  /** The account's e-mail (token subject): the order's contact address. */
  email: string;
}

/** §5 Order creation: the shared rule's message key → the API's stable code. */
const CREATION_CODES: Record<string, string> = {
  'addToCart.5': 'NO_ITEMS',
  'product.basket.delivery.4': 'NO_SHIPPING_ADDRESS',
  'addToCart.6': 'NO_BILLING_ADDRESS',
  'payment.12': 'COUNTRY_NOT_ALLOWED',
};

const refused = (status: number, code: string, message: string, messageKey?: string, extra?: Record<string, unknown>) =>
  new AppError(status, code, message, { messageKey, extra });

interface PreparedOrder {
  order: NewOrder;
  lines: NewOrderLine[];
}

export interface OrderCreationDeps {
  db: Database;
  orders: OrderRepository;
  idempotency: IdempotencyRepository;
  basket: BasketService;
  addresses: AddressService;
  flags: FlagService;
  discounts: DiscountService;
  holds: StockHolds;
  log: FastifyBaseLogger;
}

export class OrderCreationService extends Service<OrderCreationDeps> {
  /** 201 with CreatedOrder[] the first time; the same stored answer for a retry with the same key and body. */
  async create(caller: OrderCaller, key: string, body: OrderCreateRequest, language: Language): Promise<StoredAnswer> {
    const hash = requestHash(body);
    const earlier = await this.deps.idempotency.replay(caller.webClientId, key, hash);
    if (earlier) return earlier;
    await this.releaseExpiredHolds();
    // Reads and checks outside the transaction: the transaction itself only writes, so it never waits on the pool.
    let prepared: PreparedOrder;
    try {
      prepared = await this.prepare(caller, body, language);
    } catch (error) {
      // A concurrent twin may have committed meanwhile, its code reservation making this pricing
      // refuse the code: the twin's answer is this request's answer (commits are atomic, so its
      // stored answer is visible whenever its reservation is).
      const twin = await this.deps.idempotency.replay(caller.webClientId, key, hash);
      if (twin) return twin;
      throw error;
    }
    return this.deps.db.transaction(async (tx) => {
      await this.deps.idempotency.lock(tx, caller.webClientId, key);
      // A concurrent twin may have finished while this one was being priced.
      const twin = await this.deps.idempotency.replay(caller.webClientId, key, hash, tx);
      if (twin) return twin;
      const row = await this.deps.orders.insert(tx, prepared.order, prepared.lines);
      // Issue 29 §1: the order takes its pieces now, in this transaction: of parallel orders for the
      // last pieces exactly as many as there are pieces get them, and a refusal below gives them back
      // with everything else (the rollback). Stock rows are locked before the coupon row, always.
      const short = await this.deps.holds.hold(tx, row.orderId, row, prepared.lines);
      if (short.length > 0) throw outOfStock(short, row.selectedPrice === 0 ? row.storeCode : null);
      if (row.discountCode) {
        // Pricing only judged the code; holding one of its uses happens here, under the coupon's lock,
        // so orders created before any is paid cannot together spend more uses than the code has.
        const held = await this.deps.discounts.reserve(tx, {
          code: row.discountCode,
          brandId: row.brandId,
          webClientId: row.webClientId,
          orderRef: row.webOrderId,
        });
        if (!held.reserved) throw discountRefusal(422, { discountCode: row.discountCode, outcome: 'none', reason: held.reason });
      }
      const created: CreatedOrder[] = [
        { orderId: row.orderId, webOrderId: row.webOrderId, orderStatus: 'CHE', storeStock: null, webStock: null, productName: null },
      ];
      const answer = { status: 201, body: created };
      await this.deps.idempotency.save(tx, caller.webClientId, key, hash, answer);
      this.deps.log.info({ orderId: row.orderId, webClientId: caller.webClientId, total: row.totalAmount }, 'order created');
      return answer;
    });
  }

  /**
   * Lapsed holds go back on sale before this order looks at the stock (the periodic sweep may not
   * have run yet). Best effort: a sweep that fails (another instance's lock order) is retried later.
   */
  private async releaseExpiredHolds(): Promise<void> {
    try {
      await this.deps.holds.releaseExpired();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'expired stock holds not released before an order; the sweep retries');
    }
  }

  private async prepare(caller: OrderCaller, body: OrderCreateRequest, language: Language): Promise<PreparedOrder> {
    if (body.brandId !== caller.brandId) {
      throw badRequest('BRAND_MISMATCH', `Your account orders on brand ${caller.brandId}, not ${body.brandId}.`);
    }
    const productLines = body.webOrderLineItems.filter((line) => line.itemType === 'EAN' || line.itemType === 'GFC');
    const refs = productLines.map((line) => {
      if (line.productId === undefined || line.quantity === undefined || line.size === undefined) {
        throw badRequest('INVALID_LINE', 'Every product line needs productId, size and quantity.');
      }
      return { productId: line.productId, size: line.size, quantity: line.quantity };
    });
    const selectedPrice: SelectedPrice = body.selectedPrice ?? 1;
    const pickup = selectedPrice === 0;
    const shopCountry = body.country.toUpperCase();

    const [billing, shipping, foreignDelivery] = await Promise.all([
      this.deps.addresses.findOwn(caller.webClientId, 'BILL', body.billingAddressId),
      pickup ? null : this.deps.addresses.findOwn(caller.webClientId, 'SHIP', body.shippingAddressId),
      flagOn(this.deps.flags, 'foreign-delivery', this.deps.log),
    ]);
    const creationError = orderCreationError({
      lineCount: refs.length,
      selectedPrice,
      hasShippingAddress: shipping !== null,
      hasBillingAddress: billing !== null,
      shippingCountryAllowed: shipping === null || shippingCountryAllowed(shipping.countryCode, shopCountry, foreignDelivery),
    });
    if (creationError) {
      throw refused(422, CREATION_CODES[creationError] ?? 'ORDER_REFUSED', `The order cannot be created (${creationError}).`, creationError);
    }
    const pickupAt = pickup ? await this.assertPickupStore(caller.brandId, body.storeCode) : null;
    const storeCode = pickupAt?.storeCode ?? null;
    const deliveryMode: DeliveryMode = pickupAt?.deliveryMode ?? deliveryModeFor(selectedPrice);
    if (selectedPrice === 3 && !(await flagOn(this.deps.flags, 'express-delivery', this.deps.log))) {
      throw refused(422, 'DELIVERY_UNAVAILABLE', 'Express delivery is not offered.');
    }

    const discountCode = body.discountCode?.trim() ? body.discountCode.trim() : null;
    const pricing = await this.deps.basket.price(
      { lines: refs, discountCode, delivery: deliveryMode },
      { brandId: caller.brandId, language, caller: { webClientId: caller.webClientId, authenticated: true } },
    );
    if (pricing.unknownLines.length > 0) {
      throw refused(422, 'UNKNOWN_PRODUCTS', 'Some lines are not for sale on this shop.', 'product.basket.delivery.15', { unknownLines: pricing.unknownLines });
    }
    if (pickup && pricing.lines.some((line) => line.itemType === 'GFC')) {
      // Issue 29 §17 (docs/basket.md "Gift cards"): the shop posts a card from its own stock; no store
      // holds or hands one out. Read from the database's item type, never from what the body says.
      throw refused(422, 'GIFT_CARD_NO_PICKUP', 'A gift card is sent by post, never collected in a store: order it with home delivery.', 'checkout.giftCardNoPickup');
    }
    if (discountCode && pricing.coupon.outcome !== 'applied') throw discountRefusal(422, pricing.coupon);
    const short = storeCode ? await this.storeStockShort(storeCode, pricing.lines) : stockShort(pricing.lines, (line) => line.webInventory, null);
    if (short) throw short;

    const freight = await this.freight(caller.brandId, pricing, selectedPrice);
    const currency = pricing.lines[0]!.currency;
    const merchandiseTotal = roundAmount(pricing.lines.reduce((sum, line) => sum + line.amount, 0), currency);
    const freightTotal = freight?.amount ?? 0;
    const lines: NewOrderLine[] = pricing.lines.map((line) => productOrderLine(line, line.name, line.thumbnail));
    if (freight) lines.push(freightOrderLine(freight, FREIGHT_NAMES[language][freight.itemType]));
    return {
      order: {
        webClientId: caller.webClientId,
        brandId: caller.brandId,
        status: 'CHE',
        selectedPrice,
        deliveryMode,
        storeCode,
        country: shopCountry,
        currency,
        language,
        email: caller.email,
        browserId: body.browserId || null,
        discountCode: discountCode ? pricing.coupon.discountCode : null,
        promotionRuleId: pricing.promotion?.promotionRuleId ?? null,
        merchandiseTotal,
        discountTotal: roundAmount(pricing.totals.discountedSum + pricing.totals.totalCouponDiscount, currency),
        freightTotal,
        totalAmount: roundAmount(pricing.totals.price + freightTotal, currency),
        billingAddress: addressSnapshot(billing!),
        shippingAddress: shipping ? addressSnapshot(shipping) : null,
      },
      lines,
    };
  }

  /**
   * Account §4 Delivery selection: pickup needs the store-delivery flag and a store of the brand one
   * may pick. Storefront §4 Store delivery tags / §9 depot: a store tagged DEP takes the goods as a
   * deposit (delivery mode DEP, status DEP once paid) only while the depot flag is on; off, it is
   * an ordinary pickup (STO).
   */
  private async assertPickupStore(brandId: number, storeCode: string | null): Promise<{ storeCode: string; deliveryMode: DeliveryMode }> {
    const enabled = await flagOn(this.deps.flags, 'store-delivery', this.deps.log);
    const store = enabled && storeCode ? await this.deps.orders.pickupStore(brandId, storeCode.trim()) : undefined;
    if (!store) throw refused(422, 'DELIVERY_UNAVAILABLE', storeCode ? `Store ${storeCode} does not offer pickup.` : 'Store pickup needs a storeCode.');
    const deposit = store.storeDelivery === 'DEP' && (await flagOn(this.deps.flags, 'depot', this.deps.log));
    return { storeCode: store.storeCode, deliveryMode: deposit ? 'DEP' : 'STO' };
  }

  /**
   * Issue 15: a pickup is prepared from the store's shelves, so its stock decides, whatever the web
   * has left. Issue 16: a gift card is no shelf stock — the shop issues it — so its web inventory decides.
   */
  private async storeStockShort(storeCode: string, lines: BasketPricing['lines']): Promise<AppError | null> {
    const goods = lines.filter((line) => line.itemType !== 'GFC');
    const stock = await this.deps.orders.storeStock(storeCode, goods.map((line) => line.productReference));
    const stockOf = (line: BasketPricing['lines'][number]) =>
      line.itemType === 'GFC' ? line.webInventory : (stock.get(line.productReference) ?? 0);
    return stockShort(lines, stockOf, storeCode);
  }

  private async freight(brandId: number, pricing: BasketPricing, selectedPrice: SelectedPrice) {
    const brand = await this.deps.orders.brandFreight(brandId);
    if (!brand) throw refused(404, 'BRAND_NOT_FOUND', `No brand ${brandId}.`);
    return freightLine({
      merchandisePrice: roundAmount(pricing.totals.price - pricing.totals.totalGiftCardPrice, pricing.lines[0]!.currency),
      shippingMinimum: brand.shippingMinimum,
      shippingCost: brand.shippingCost,
      expressShippingCost: brand.expressShippingCost,
      selectedPrice,
      // Gift cards alone ship for free, as the basket's total says (shared priceBasket).
      hasMerchandise: pricing.lines.some((line) => line.itemType !== 'GFC'),
    });
  }
}
