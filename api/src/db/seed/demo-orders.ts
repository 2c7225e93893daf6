/**
 * The demo customer's online orders (account §2 Orders, §3 Order; issue 14): one shipped and
 * delivered, one paid and being prepared, one whose payment failed — so a shopper signed in as the
 * demo customer can open an order's detail, download an invoice and file a return at once.
 * Priced the way the checkout prices (order-creation.ts: the shared priceBasket on the database's
 * prices, freight from the shared freightLine as an itemTypeCode O line); dates are days before
 * the seeding, so the demo stays recent. Written once, when the demo customer has no order yet.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SelectedPrice } from '@trama/shared/contract';
import { freightLine, priceBasket, roundAmount } from '@trama/shared/rules';
import { BasketRepository } from '../../domain/basket/basket-repository.ts';
import { BrandRepository } from '../../domain/brands/brand-repository.ts';
import { BrandService } from '../../domain/brands/brand-service.ts';
import { productPhoto } from '../../domain/catalogue/product-mapper.ts';
import { toMinor } from '../../domain/orders/order-payments.ts';
import { toAddress } from '../../domain/addresses/address-service.ts';
import { addressSnapshot, freightOrderLine, productOrderLine } from '../../domain/orders/order-creation.ts';
import { OrderRepository, type NewOrderLine } from '../../domain/orders/order-repository.ts';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { DEMO_CUSTOMER, demoWebClient } from './customers.ts';

type Db = NodePgDatabase<typeof schema>;

/** A product of a leaf menu entry: the `product`-th one of the entry (by id) that sells, in its `size`-th size. */
interface LinePick {
  menuId: number;
  product: number;
  size: number;
  quantity: number;
}

interface DemoOrder {
  daysAgo: number;
  /** Hour of the day (Europe/Rome is UTC+1/+2: these are daytime purchases). */
  hourUtc: number;
  status: 'SHI' | 'PAI' | 'FAI';
  lines: LinePick[];
  payment: { method: string; status: 'AUTHORISED' | 'REFUSED' };
  shipment?: { daysAfter: number; carrierCode: string; packageNumber: string; carrierStatus: string };
}

/** Newest last, as they were placed. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    // Bedding above the free-shipping threshold: no freight line. Shipped two days later, delivered.
    daysAgo: 23,
    hourUtc: 9,
    status: 'SHI',
    lines: [
      { menuId: 12, product: 0, size: 1, quantity: 1 },
      { menuId: 13, product: 1, size: 0, quantity: 2 },
    ],
    payment: { method: 'card', status: 'AUTHORISED' },
    shipment: { daysAfter: 2, carrierCode: 'BRT', packageNumber: '0620800153427', carrierStatus: 'Consegnato' },
  },
  {
    // A card refused at checkout: never paid, so it has neither invoice nor return.
    daysAgo: 11,
    hourUtc: 19,
    status: 'FAI',
    lines: [{ menuId: 52, product: 3, size: 0, quantity: 1 }],
    payment: { method: 'card', status: 'REFUSED' },
  },
  {
    // A small bathroom order below the threshold: it pays the freight line.
    daysAgo: 3,
    hourUtc: 15,
    status: 'PAI',
    lines: [{ menuId: 23, product: 0, size: 0, quantity: 1 }],
    payment: { method: 'paypal', status: 'AUTHORISED' },
  },
];

/** What the checkout names the freight line in Italian (order-creation.ts FREIGHT_NAMES). */
const FREIGHT_NAME = 'Spese di spedizione';
const HOME_DELIVERY: SelectedPrice = 1;
const DAY_MS = 86_400_000;

/** A time `daysAgo` days before `now`, at `hourUtc` o'clock, plus `minutes`. */
function daysBefore(now: Date, daysAgo: number, hourUtc: number, minutes = 0): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(hourUtc, minutes, 0, 0);
  return day;
}

/** The sizes on sale (priced, in stock) of the demo menus' products, in catalogue order. */
async function sizesOnSale(db: Db, menuIds: readonly number[]): Promise<Map<number, { productId: number; sizes: string[] }[]>> {
  const result = await db.execute<{ menuId: number; productId: number; size: string }>(sql`
    select p.menu_id as "menuId", p.product_id as "productId", s.size
    from products p
    join product_sizes s on s.product_id = p.product_id
    where p.brand_id = ${SHOP_BRAND_ID} and p.menu_id = any(${sql.param([...menuIds])}::int[])
      and s.starting_price > 0 and s.web_inventory > 0
    order by p.menu_id, p.product_id, s.position`);
  const byMenu = new Map<number, { productId: number; sizes: string[] }[]>();
  for (const row of result.rows) {
    const products = byMenu.get(row.menuId) ?? [];
    const last = products.at(-1);
    if (last?.productId === row.productId) last.sizes.push(row.size);
    else products.push({ productId: row.productId, sizes: [row.size] });
    byMenu.set(row.menuId, products);
  }
  return byMenu;
}

/** The order's totals and lines exactly as order-creation.ts computes them (home delivery, no coupon). */
async function priceOrder(db: Db, refs: { productId: number; size: string; quantity: number }[]) {
  const brand = await new BrandService(new BrandRepository(db)).details(SHOP_BRAND_ID);
  const basket = new BasketRepository(db);
  const rows = await basket.lines(SHOP_BRAND_ID, refs, 'it');
  const currency = brand.defaultCurrency;
  const clusterIds = [...new Set(brand.promotion.flatMap((p) => [p.productClusterId, p.productClusterId_1, p.productClusterId_2]).filter((id) => id !== null))];
  const pricing = priceBasket({
    lines: refs.map((ref) => {
      const row = rows.find((r) => r.productId === ref.productId && r.size === ref.size)!;
      return {
        productId: row.productId,
        size: row.size,
        productReference: row.barcode,
        quantity: ref.quantity,
        unitPrice: row.startingPrice,
        oldUnitPrice: row.oldPrice ?? row.startingPrice,
        itemType: 'EAN' as const,
        productCategoryId: row.menuId,
      };
    }),
    currency,
    shippingMinimum: brand.shippingMinimum,
    shippingCost: brand.shippingCost,
    promotions: brand.promotion,
    clusterBarcodes: await basket.barcodesByCluster(clusterIds),
    coupon: null,
    delivery: 'DIS',
  });
  const freight = freightLine({
    merchandisePrice: roundAmount(pricing.totals.price - pricing.totals.totalGiftCardPrice, currency),
    shippingMinimum: brand.shippingMinimum,
    shippingCost: brand.shippingCost,
    expressShippingCost: brand.expressShippingCost,
    selectedPrice: HOME_DELIVERY,
  });
  const lines: NewOrderLine[] = pricing.lines.map((line) => {
    const row = rows.find((r) => r.productId === line.productId && r.size === line.size)!;
    return productOrderLine(line, row.name, productPhoto(row.canonicalUrl, 1));
  });
  if (freight) lines.push(freightOrderLine(freight, FREIGHT_NAME));
  const freightTotal = freight?.amount ?? 0;
  return {
    currency,
    lines,
    promotionRuleId: pricing.promotion?.promotionRuleId ?? null,
    merchandiseTotal: roundAmount(pricing.lines.reduce((sum, line) => sum + line.amount, 0), currency),
    discountTotal: roundAmount(pricing.totals.discountedSum + pricing.totals.totalCouponDiscount, currency),
    freightTotal,
    totalAmount: roundAmount(pricing.totals.price + freightTotal, currency),
  };
}

export async function seedDemoOrdersIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const demo = await demoWebClient(db);
  if (!demo) return false;
  const [existing] = await db.select({ n: count() }).from(schema.orders).where(eq(schema.orders.webClientId, demo.webClientId));
  if ((existing?.n ?? 0) > 0) return false;
  const addresses = await db.select().from(schema.clientAddresses).where(eq(schema.clientAddresses.webClientId, demo.webClientId));
  const address = (type: string) => addresses.find((a) => a.addressType === type && a.isDefault) ?? addresses.find((a) => a.addressType === type);
  const [shipping, billing] = [address('SHIP'), address('BILL')];
  const onSale = await sizesOnSale(db, [...new Set(DEMO_ORDERS.flatMap((order) => order.lines.map((line) => line.menuId)))]);
  const picked = DEMO_ORDERS.map((order) =>
    order.lines.map((line) => {
      const product = onSale.get(line.menuId)?.[line.product];
      return product ? { productId: product.productId, size: product.sizes[Math.min(line.size, product.sizes.length - 1)]!, quantity: line.quantity } : null;
    }),
  );
  // A small catalogue (CATALOGUE_SIZE) or an address book without both addresses: no demo orders.
  if (!shipping || !billing || picked.some((lines) => lines.some((line) => line === null))) return false;

  const priced: Awaited<ReturnType<typeof priceOrder>>[] = [];
  for (const lines of picked) priced.push(await priceOrder(db, lines.map((line) => line!)));
  const orderRepository = new OrderRepository(db);
  await db.transaction(async (tx) => {
    for (const [i, order] of DEMO_ORDERS.entries()) {
      const price = priced[i]!;
      const orderDate = daysBefore(now, order.daysAgo, order.hourUtc, 7 + i * 13);
      const paid = order.payment.status === 'AUTHORISED';
      const paidAt = paid ? new Date(orderDate.getTime() + 2 * 60_000) : null;
      const shipmentDate = order.shipment ? daysBefore(now, order.daysAgo - order.shipment.daysAfter, 14) : null;
      const row = await orderRepository.insert(
        tx,
        {
          webClientId: demo.webClientId,
          brandId: SHOP_BRAND_ID,
          status: order.status,
          selectedPrice: HOME_DELIVERY,
          deliveryMode: 'DIS',
          storeCode: null,
          country: 'IT',
          currency: price.currency,
          language: 'it',
          email: DEMO_CUSTOMER.email,
          browserId: null,
          discountCode: null,
          promotionRuleId: price.promotionRuleId,
          merchandiseTotal: price.merchandiseTotal,
          discountTotal: price.discountTotal,
          freightTotal: price.freightTotal,
          totalAmount: price.totalAmount,
          billingAddress: addressSnapshot(toAddress(billing)),
          shippingAddress: addressSnapshot(toAddress(shipping)),
          orderDate,
          paidAt,
          shipmentDate,
          carrierCode: order.shipment?.carrierCode ?? null,
          packageNumber: order.shipment?.packageNumber ?? null,
          carrierStatus: order.shipment?.carrierStatus ?? null,
          updatedAt: shipmentDate ?? paidAt ?? orderDate,
          // Issue 29 §1 (migration 0021): a paid order's pieces are the shopper's; a failed one holds none.
          stockHold: paid ? 'SOLD' : 'NONE',
        },
        price.lines,
      );
      // The sandbox provider's session (payment-service.ts): what the order detail shows as its payment.
      await tx.insert(schema.paymentSessions).values({
        sessionId: `SBX-demo-${row.orderId}`,
        orderId: row.orderId,
        provider: 'sandbox',
        amountMinor: toMinor(price.totalAmount),
        currency: price.currency,
        reference: row.webOrderId,
        status: order.payment.status,
        method: order.payment.method,
        pspReference: `SBXDEMO${row.orderId}`,
        createdAt: new Date(orderDate.getTime() + 60_000),
        updatedAt: paidAt ?? new Date(orderDate.getTime() + 2 * 60_000),
      });
    }
  });
  return true;
}
