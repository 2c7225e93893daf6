/**
 * Orders and their lines (account §3 Order). Reads always name the owner when one is given, so
 * another customer's order is simply absent (404), never shown.
 */
import { and, asc, desc, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { brands, orderLines, orders, stores } from '../../db/schema.ts';
import type { OrderPickupStore } from '@trama/shared/contract';
import type { Executor } from '../../plugins/db.ts';
import { sizeNameSql } from '../catalogue/size-name.ts';
import { SqlRepository } from '../sql-repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderId' | 'webOrderId'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'orderLineId'>;

export type { Executor } from '../../plugins/db.ts';

/** Account §4: the shopper-facing number, also the payment reference (merchantReference). */
export const webOrderIdFor = (brandId: number, orderId: number) => `W${brandId}-${orderId}`;

export class OrderRepository extends SqlRepository {
  /** The pool, for reads that live beside the repository (returned-lines.ts). */
  get executor(): Executor {
    return this.db;
  }

  async findById(orderId: number, webClientId?: number, executor: Executor = this.db): Promise<OrderRow | undefined> {
    const owner = webClientId === undefined ? undefined : eq(orders.webClientId, webClientId);
    const [row] = await executor.select().from(orders).where(and(eq(orders.orderId, orderId), owner));
    return row;
  }

  async findByWebOrderId(webOrderId: string, webClientId?: number): Promise<OrderRow | undefined> {
    const owner = webClientId === undefined ? undefined : eq(orders.webClientId, webClientId);
    const [row] = await this.db.select().from(orders).where(and(eq(orders.webOrderId, webOrderId), owner));
    return row;
  }

  /** The row locked until the transaction ends: concurrent payment notifications queue up. */
  async lockById(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    return row;
  }

  lines(orderIds: readonly number[], executor: Executor = this.db): Promise<OrderLineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(asc(orderLines.orderId), asc(orderLines.orderLineId));
  }

  /**
   * The name in `language` of each line's size (issue 29 point 14), keyed by order and line
   * (lineKey): looked up by the size's code at every read, so the account follows the language the
   * shopper reads now. Lines without a size, or whose size is gone, are absent.
   */
  async sizeNames(orderIds: readonly number[], language: string): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ orderId: number; orderLineId: number; sizeName: string }>(sql`
      select ol.order_id as "orderId", ol.order_line_id as "orderLineId", ${sizeNameSql('s', language)} as "sizeName"
      from order_lines ol
      join product_sizes s on s.product_id = ol.product_id and s.size = ol.size
      where ol.order_id = any(${sql.param([...orderIds])}::int[])`);
    return new Map(rows.map((row) => [`${row.orderId}/${row.orderLineId}`, row.sizeName]));
  }

  /**
   * The stores pickup orders (STO / DEP) are collected in, by store code: what the account's order
   * list and detail show instead of a delivery address (issue 29 point 11).
   */
  async pickupStores(rows: readonly Pick<OrderRow, 'deliveryMode' | 'storeCode'>[]): Promise<Map<string, OrderPickupStore>> {
    const codes = [...new Set(rows.filter((row) => row.deliveryMode !== 'DIS' && row.storeCode).map((row) => row.storeCode!))];
    if (codes.length === 0) return new Map();
    const found = await this.db
      .select({ storeCode: stores.storeCode, name: stores.name, address: stores.address, zip: stores.zip, city: stores.city, phone: stores.phone })
      .from(stores)
      .where(inArray(stores.storeCode, codes));
    return new Map(found.map(({ storeCode, ...store }) => [storeCode, store]));
  }

  /** The caller's orders, newest first, except the statuses listed. */
  byWebClient(webClientId: number, excludedStatuses: readonly string[]): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.webClientId, webClientId), notInArray(orders.status, [...excludedStatuses])))
      .orderBy(desc(orders.orderDate), desc(orders.orderId));
  }

  /** Inserts the order and its lines (numbered from 1) in `tx`; the webOrderId is derived from the new id. */
  async insert(tx: Executor, order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    // The identity is only known after the insert: a unique placeholder, replaced in the same transaction.
    const [inserted] = await tx
      .insert(orders)
      .values({ ...order, webOrderId: `pending-${crypto.randomUUID()}` })
      .returning({ orderId: orders.orderId });
    const orderId = inserted!.orderId;
    const [row] = await tx
      .update(orders)
      .set({ webOrderId: webOrderIdFor(order.brandId, orderId) })
      .where(eq(orders.orderId, orderId))
      .returning();
    if (lines.length > 0) {
      await tx.insert(orderLines).values(lines.map((line, i) => ({ ...line, orderId, orderLineId: i + 1 })));
    }
    return row!;
  }

  async setStatus(tx: Executor, orderId: number, changes: Partial<Pick<OrderRow, 'status' | 'paidAt' | 'awinAwc'>>): Promise<void> {
    await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.orderId, orderId));
  }

  async setAwinAwc(tx: Executor, orderId: number, awinAwc: string): Promise<void> {
    await tx.update(orders).set({ awinAwc, updatedAt: new Date() }).where(eq(orders.orderId, orderId));
  }

  transaction<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /**
   * Issue 29 §1: takes `quantity` pieces of a size off the web stock if that many are left, in one
   * conditional UPDATE (the row lock makes concurrent takers queue, and each sees the previous
   * one's take): true when taken, false when fewer are left (nothing changed).
   */
  async takeWebStock(tx: Executor, productId: number, size: string, quantity: number): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      update product_sizes set web_inventory = web_inventory - ${quantity}
      where product_id = ${productId} and size = ${size} and web_inventory >= ${quantity}
      returning 1`);
    return rows.length > 0;
  }

  /** Issue 29 §1: the same on a store's shelf (its stock of the size's barcode). */
  async takeStoreStock(tx: Executor, storeCode: string, productId: number, size: string, quantity: number): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      update store_stock ss set stock = ss.stock - ${quantity}
      from stores st, product_sizes s
      where st.store_code = ${storeCode} and ss.store_id = st.store_id
        and s.product_id = ${productId} and s.size = ${size} and ss.barcode = s.barcode
        and ss.stock >= ${quantity}
      returning 1`);
    return rows.length > 0;
  }

  /** Pieces an order gives back to the web stock. */
  async giveBackWebStock(tx: Executor, productId: number, size: string, quantity: number): Promise<void> {
    await tx.execute(sql`update product_sizes set web_inventory = web_inventory + ${quantity} where product_id = ${productId} and size = ${size}`);
  }

  /** Pieces an order gives back to a store's shelf (the row is made again if it was removed meanwhile). */
  async giveBackStoreStock(tx: Executor, storeCode: string, productId: number, size: string, quantity: number): Promise<void> {
    await tx.execute(sql`
      insert into store_stock (store_id, barcode, stock)
      select st.store_id, s.barcode, ${quantity} from stores st, product_sizes s
      where st.store_code = ${storeCode} and s.product_id = ${productId} and s.size = ${size}
      on conflict (store_id, barcode) do update set stock = store_stock.stock + excluded.stock`);
  }

  /** What a refusal tells the shopper: the pieces left for sale now (web, or the store's shelf). */
  async stockLeft(tx: Executor, storeCode: string | null, productId: number, size: string): Promise<number> {
    const { rows } = storeCode
      ? await tx.execute<{ n: number }>(sql`
          select ss.stock as n from store_stock ss join stores st on st.store_id = ss.store_id
          join product_sizes s on s.barcode = ss.barcode
          where st.store_code = ${storeCode} and s.product_id = ${productId} and s.size = ${size}`)
      : await tx.execute<{ n: number }>(sql`select web_inventory as n from product_sizes where product_id = ${productId} and size = ${size}`);
    return Number(rows[0]?.n ?? 0);
  }

  /** The order's hold state (issue 29 §1, migration 0021); `heldForMinutes` sets the expiry of a HELD hold from now. */
  async setStockHold(tx: Executor, orderId: number, hold: 'NONE' | 'HELD' | 'SOLD' | 'REFUND', heldForMinutes?: number): Promise<void> {
    const until = hold === 'HELD' ? sql`now() + make_interval(mins => ${heldForMinutes ?? 0}::int)` : sql`null`;
    await tx.execute(sql`update orders set stock_hold = ${hold}, stock_held_until = ${until}, updated_at = now() where order_id = ${orderId}`);
  }

  /**
   * HELD → NONE in one conditional UPDATE: true for the one caller that released it. A second
   * release (a notification delivered twice, two sweeping instances) finds NONE and gives nothing back.
   */
  async releaseHold(tx: Executor, orderId: number): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      update orders set stock_hold = 'NONE', stock_held_until = null, updated_at = now()
      where order_id = ${orderId} and stock_hold = 'HELD' returning 1`);
    return rows.length > 0;
  }

  /** Orders whose hold has lapsed, locked; one being paid or released elsewhere right now is skipped. */
  async lockExpiredHolds(tx: Executor, limit: number): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.stockHold, 'HELD'), lte(orders.stockHeldUntil, sql`now()`)))
      .orderBy(asc(orders.orderId))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** Issue 15: the store's stock of each barcode (absent: the store holds none). */
  async storeStock(storeCode: string, barcodes: readonly string[]): Promise<Map<string, number>> {
    if (barcodes.length === 0) return new Map();
    const { rows } = await this.db.execute<{ barcode: string; stock: number }>(sql`
      select ss.barcode, ss.stock from store_stock ss join stores st on st.store_id = ss.store_id
      where st.store_code = ${storeCode} and ss.barcode = any(${sql.param([...barcodes])}::text[])`);
    return new Map(rows.map((row) => [row.barcode, row.stock]));
  }

  /** Account §4 Delivery selection: what freight costs on the brand. */
  async brandFreight(brandId: number): Promise<{ shippingMinimum: number; shippingCost: number; expressShippingCost: number } | undefined> {
    const [row] = await this.db
      .select({ shippingMinimum: brands.shippingMinimum, shippingCost: brands.shippingCost, expressShippingCost: brands.expressShippingCost })
      .from(brands)
      .where(eq(brands.brandId, brandId));
    return row;
  }

  /** A store of the brand a shopper may pick up from (account §3 Store: type G is excluded from choice). */
  async pickupStore(brandId: number, storeCode: string): Promise<{ storeCode: string; storeType: string; storeDelivery: string | null } | undefined> {
    const [row] = await this.db
      .select({ storeCode: stores.storeCode, storeType: stores.storeType, storeDelivery: stores.storeDelivery })
      .from(stores)
      // Account §3 Store: a depot (type G) is never chosen, and a store without a basket takes no pickup.
      .where(and(eq(stores.brandId, brandId), eq(stores.storeCode, storeCode), ne(stores.storeType, 'G'), eq(stores.hasBasket, true)));
    return row;
  }

  async storeType(storeCode: string, executor: Executor = this.db): Promise<string | null> {
    const [row] = await executor.select({ storeType: stores.storeType }).from(stores).where(eq(stores.storeCode, storeCode));
    return row?.storeType ?? null;
  }
}
