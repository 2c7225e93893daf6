/**
 * Issue 29 §1: an order holds its pieces from its creation, so the last pieces of the web stock or
 * of a store's shelf are never sold twice. The stock columns (product_sizes.web_inventory,
 * store_stock.stock) count the pieces still for sale: creating an order takes its pieces off them
 * inside the creation's transaction with conditional UPDATEs (never below zero; the row lock makes
 * concurrent orders queue and each sees the previous one's take), and orders.stock_hold says what
 * the order did with them (migration 0021). A failed or refused order (FAI) and an expired hold
 * give them back exactly once (a conditional HELD → NONE update); payment keeps them (SOLD), or
 * takes them again when the hold was given back — and when they are gone meanwhile the payment
 * marks the order for refund (REFUND) instead of selling pieces that are not there.
 */
import type { ShortStockLine } from '@trama/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../plugins/db.ts';
import { Service } from '../service.ts';
import type { Executor, OrderRepository, OrderRow } from './order-repository.ts';

/** What a hold needs of an order line (a NewOrderLine or a stored OrderLineRow). */
export interface HeldLine {
  productId?: number | null;
  size?: string | null;
  quantity: number;
  itemType: string;
  /** O: a non-product line (freight), which holds nothing. */
  itemTypeCode?: string;
  productName: string;
}

/** What a hold needs of the order: where its pieces come from. */
export type HoldingOrder = Pick<OrderRow, 'selectedPrice' | 'storeCode'>;

/** One size to take from one stock: a store's shelf, or the web's (storeCode null). */
interface StockTarget {
  storeCode: string | null;
  productId: number;
  size: string;
  quantity: number;
  productName: string;
}

/** Sweep at most this many lapsed holds per transaction. */
const SWEEP_BATCH = 100;

/**
 * Issue 15: a pickup's goods come off its store's shelf, everything else (and a gift card, issue 16:
 * never on a shelf) off the web stock. Lines of one size are summed; the targets are sorted (shelves
 * first, then by product and size) so every transaction locks stock rows in the same order and two
 * of them never wait on each other.
 */
function stockTargets(orders: readonly { order: HoldingOrder; lines: readonly HeldLine[] }[]): StockTarget[] {
  const byKey = new Map<string, StockTarget>();
  for (const { order, lines } of orders) {
    const pickupStore = order.selectedPrice === 0 ? order.storeCode : null;
    for (const line of lines) {
      if (line.productId == null || line.size == null || line.itemTypeCode === 'O') continue;
      const storeCode = line.itemType === 'GFC' ? null : pickupStore;
      const key = JSON.stringify([storeCode ?? '', line.productId, line.size]);
      const known = byKey.get(key);
      if (known) known.quantity += line.quantity;
      else byKey.set(key, { storeCode, productId: line.productId, size: line.size, quantity: line.quantity, productName: line.productName });
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      Number(a.storeCode === null) - Number(b.storeCode === null) ||
      (a.storeCode ?? '').localeCompare(b.storeCode ?? '') ||
      a.productId - b.productId ||
      a.size.localeCompare(b.size),
  );
}

export class StockHolds extends Service<{ db: Database; repository: OrderRepository; ttlMinutes: number; log: FastifyBaseLogger }> {
  /**
   * Takes every piece of the order's lines in `tx` and marks the order HELD for the TTL. Answers
   * the lines that are short (with what is left); then nothing is taken and the order is untouched.
   */
  async hold(tx: Executor, orderId: number, order: HoldingOrder, lines: readonly HeldLine[]): Promise<ShortStockLine[]> {
    const short = await this.take(tx, stockTargets([{ order, lines }]));
    if (short.length === 0) await this.deps.repository.setStockHold(tx, orderId, 'HELD', this.deps.ttlMinutes);
    return short;
  }

  /**
   * Before a payment starts (the order row locked by the caller): a live hold is renewed for
   * another TTL; a hold given back (expired) is taken again if the pieces are still there. Answers
   * the short lines when they are not (nothing taken).
   */
  async renew(tx: Executor, order: OrderRow, lines: readonly HeldLine[]): Promise<ShortStockLine[]> {
    if (order.stockHold === 'HELD') {
      await this.deps.repository.setStockHold(tx, order.orderId, 'HELD', this.deps.ttlMinutes);
      return [];
    }
    return this.hold(tx, order.orderId, order, lines);
  }

  /**
   * A verified payment (the order row locked by the caller): SOLD when the order holds its pieces
   * or can take them again; REFUND when they are gone — nothing is taken, stock never goes below 0.
   */
  async confirm(tx: Executor, order: OrderRow, lines: readonly HeldLine[]): Promise<'SOLD' | 'REFUND'> {
    if (order.stockHold !== 'HELD' && (await this.take(tx, stockTargets([{ order, lines }]))).length > 0) {
      await this.deps.repository.setStockHold(tx, order.orderId, 'REFUND');
      return 'REFUND';
    }
    await this.deps.repository.setStockHold(tx, order.orderId, 'SOLD');
    return 'SOLD';
  }

  /** A failed order gives its pieces back, once (false: it held none any more). */
  async release(tx: Executor, order: OrderRow, lines: readonly HeldLine[]): Promise<boolean> {
    if (!(await this.deps.repository.releaseHold(tx, order.orderId))) return false;
    await this.giveBack(tx, stockTargets([{ order, lines }]));
    return true;
  }

  /**
   * Gives back the pieces of every unpaid order whose hold lapsed; answers how many orders. Safe on
   * any number of API instances at once: each sweep locks the orders it releases and skips those
   * another holds (SKIP LOCKED), and a hold goes HELD → NONE once. The order stays unpaid (CHE): a
   * payment session takes the pieces again if they are still there.
   */
  async releaseExpired(): Promise<number> {
    let released = 0;
    for (;;) {
      const count = await this.deps.db.transaction(async (tx) => {
        const lapsed = await this.deps.repository.lockExpiredHolds(tx, SWEEP_BATCH);
        if (lapsed.length === 0) return 0;
        const lines = await this.deps.repository.lines(lapsed.map((order) => order.orderId), tx);
        for (const order of lapsed) await this.deps.repository.releaseHold(tx, order.orderId);
        // One sorted pass over all their stock rows: the same lock order as order creation.
        await this.giveBack(tx, stockTargets(lapsed.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.orderId) }))));
        this.deps.log.info({ orderIds: lapsed.map((order) => order.orderId) }, 'unpaid orders: expired stock holds given back');
        return lapsed.length;
      });
      released += count;
      if (count < SWEEP_BATCH) return released;
    }
  }

  /** All or nothing: the short targets, after giving back what this call took. */
  private async take(tx: Executor, targets: readonly StockTarget[]): Promise<ShortStockLine[]> {
    const taken: StockTarget[] = [];
    const short: ShortStockLine[] = [];
    for (const target of targets) {
      const { storeCode, productId, size, quantity } = target;
      const ok = storeCode
        ? await this.deps.repository.takeStoreStock(tx, storeCode, productId, size, quantity)
        : await this.deps.repository.takeWebStock(tx, productId, size, quantity);
      if (ok) taken.push(target);
      else {
        const left = await this.deps.repository.stockLeft(tx, storeCode, productId, size);
        short.push({ productId, size, productName: target.productName, webStock: Math.max(0, left), requested: quantity });
      }
    }
    if (short.length > 0) await this.giveBack(tx, taken);
    return short;
  }

  private async giveBack(tx: Executor, targets: readonly StockTarget[]): Promise<void> {
    for (const { storeCode, productId, size, quantity } of targets) {
      if (storeCode) await this.deps.repository.giveBackStoreStock(tx, storeCode, productId, size, quantity);
      else await this.deps.repository.giveBackWebStock(tx, productId, size, quantity);
    }
  }
}
