/**
 * The port the payment side uses on orders (architecture §4 Payments): find the order a provider
 * talks about, and apply a verified outcome. Only a verified provider notification reaches
 * markPaid; the browser never does (account §4 Order update after payment result).
 */
import type { DeliveryMode, DiscountRefusal, SelectedPrice, ShortStockLine } from '@trama/shared/contract';
import { PAID_STATUSES, statusAfterPayment } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../plugins/db.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderConfirmationMail } from '../mail/order-mails.ts';
import { Service } from '../service.ts';
import type { Executor, OrderLineRow, OrderRepository, OrderRow } from './order-repository.ts';
import type { StockHolds } from './stock-holds.ts';

export interface PayableOrder {
  orderId: number;
  webOrderId: string;
  webClientId: number;
  brandId: number;
  status: string;
  amount: number;
  amountMinor: number;
  currency: string;
  country: string;
  language: string;
  email: string;
  deliveryMode: DeliveryMode;
  selectedPrice: SelectedPrice;
  storeCode: string | null;
  billingAddress: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  discountCode: string | null;
  lines: { productId: number | null; size: string | null; name: string; quantity: number; unitPrice: number; lineTotal: number; itemType: string }[];
  orderDate: string;
}

export interface OrderPayments {
  /** webClientId given → null unless the order is the caller's. */
  findById(orderId: number, webClientId?: number): Promise<PayableOrder | null>;
  /** The webOrderId, or the order id as text. */
  findByReference(reference: string, webClientId?: number): Promise<PayableOrder | null>;
  /**
   * Unpaid → paid (statusAfterPayment), paid_at, the pieces the order holds kept (SOLD; taken again
   * if its hold was given back), coupon redeemed, confirmation e-mail. Pieces no longer there: FAI
   * with paid_at and stock_hold REFUND (issue 29 §1), nothing sold. Idempotent: already paid or
   * marked for refund → { changed: false }.
   */
  markPaid(orderId: number, payment: PaymentFacts): Promise<{ changed: boolean; status: string }>;
  /** Unpaid → FAI, its coupon reservation and its pieces released (once); never touches a paid order. */
  markFailed(orderId: number, payment: { provider: string; pspReference: string | null }): Promise<{ changed: boolean; status: string }>;
  /**
   * Before a payment starts: the unpaid order's discount code is held for it again (renewed, or
   * re-reserved when its reservation lapsed). null = go ahead; a refusal = the code is now another
   * order's, and paying this one would spend it twice.
   */
  holdDiscount(orderId: number): Promise<DiscountRefusal | null>;
  /**
   * Issue 29 §1, before a payment starts: the unpaid order's pieces are held for it again (a live
   * hold renewed, a lapsed one taken again if they are still there). null = go ahead; the short
   * lines = the pieces are gone, and paying would buy what the shop no longer has.
   */
  holdStock(orderId: number): Promise<ShortStockLine[] | null>;
  /** markPaid's writes inside the caller's transaction; call afterCommit once it committed (the e-mail). */
  applyPaid(tx: Executor, orderId: number, payment: PaymentFacts): Promise<AppliedOutcome>;
  /** markFailed's writes inside the caller's transaction. */
  applyFailed(tx: Executor, orderId: number, payment: { provider: string; pspReference: string | null }): Promise<AppliedOutcome>;
}

export interface PaymentFacts {
  provider: string;
  pspReference: string;
  method: string | null;
}

/** What a payment outcome changed; afterCommit sends what must only leave once the writes are durable (the confirmation e-mail). */
export interface AppliedOutcome {
  changed: boolean;
  status: string;
  afterCommit(): Promise<void>;
}

const nothingAfter = async () => {};

/** Account §4 Order status codes: created, awaiting and pending orders have not been paid yet. */
export const UNPAID_STATUSES: readonly string[] = ['CHE', 'AWA', 'PEN'];

const MAX_ORDER_ID = 2_147_483_647;

/** Minor units of the currency (every brand currency has two decimals). */
export const toMinor = (amount: number) => Math.round(amount * 100);

export function toPayableOrder(row: OrderRow, lines: readonly OrderLineRow[]): PayableOrder {
  return {
    orderId: row.orderId,
    webOrderId: row.webOrderId,
    webClientId: row.webClientId,
    brandId: row.brandId,
    status: row.status,
    amount: row.totalAmount,
    amountMinor: toMinor(row.totalAmount),
    currency: row.currency,
    country: row.country,
    language: row.language,
    email: row.email,
    deliveryMode: row.deliveryMode as DeliveryMode,
    selectedPrice: row.selectedPrice as SelectedPrice,
    storeCode: row.storeCode,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    discountCode: row.discountCode,
    lines: lines.map((line) => ({
      productId: line.productId,
      size: line.size,
      name: line.productName,
      quantity: line.quantity,
      unitPrice: line.listPrice,
      lineTotal: line.lineTotal,
      itemType: line.itemType,
    })),
    orderDate: row.orderDate.toISOString(),
  };
}

export interface OrderPaymentServiceDeps {
  db: Database;
  repository: OrderRepository;
  discounts: DiscountService;
  holds: StockHolds;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export class OrderPaymentService extends Service<OrderPaymentServiceDeps> implements OrderPayments {
  async findById(orderId: number, webClientId?: number): Promise<PayableOrder | null> {
    if (!Number.isInteger(orderId) || orderId < 1 || orderId > MAX_ORDER_ID) return null;
    const row = await this.deps.repository.findById(orderId, webClientId);
    return row ? toPayableOrder(row, await this.deps.repository.lines([row.orderId])) : null;
  }

  async findByReference(reference: string, webClientId?: number): Promise<PayableOrder | null> {
    const trimmed = reference.trim();
    if (/^[0-9]{1,10}$/.test(trimmed)) return this.findById(Number(trimmed), webClientId);
    const row = await this.deps.repository.findByWebOrderId(trimmed, webClientId);
    return row ? toPayableOrder(row, await this.deps.repository.lines([row.orderId])) : null;
  }

  async markPaid(orderId: number, payment: PaymentFacts): Promise<{ changed: boolean; status: string }> {
    const outcome = await this.deps.db.transaction((tx) => this.applyPaid(tx, orderId, payment));
    await outcome.afterCommit();
    return { changed: outcome.changed, status: outcome.status };
  }

  async markFailed(orderId: number, payment: { provider: string; pspReference: string | null }): Promise<{ changed: boolean; status: string }> {
    const outcome = await this.deps.db.transaction((tx) => this.applyFailed(tx, orderId, payment));
    return { changed: outcome.changed, status: outcome.status };
  }

  async holdDiscount(orderId: number): Promise<DiscountRefusal | null> {
    return this.deps.db.transaction(async (tx) => {
      const order = await this.deps.repository.lockById(tx, orderId);
      if (!order?.discountCode || !UNPAID_STATUSES.includes(order.status)) return null;
      const held = await this.deps.discounts.reserve(tx, {
        code: order.discountCode,
        brandId: order.brandId,
        webClientId: order.webClientId,
        orderRef: order.webOrderId,
      });
      return held.reserved ? null : held.reason;
    });
  }

  async holdStock(orderId: number): Promise<ShortStockLine[] | null> {
    return this.deps.db.transaction(async (tx) => {
      const order = await this.deps.repository.lockById(tx, orderId);
      if (!order || !UNPAID_STATUSES.includes(order.status)) return null;
      const short = await this.deps.holds.renew(tx, order, await this.deps.repository.lines([orderId], tx));
      return short.length > 0 ? short : null;
    });
  }

  async applyPaid(tx: Executor, orderId: number, payment: PaymentFacts): Promise<AppliedOutcome> {
    const order = await this.deps.repository.lockById(tx, orderId);
    if (!order) throw new Error(`markPaid: no order ${orderId}`);
    // Already paid, or already marked for refund (a replayed or second notification): nothing is done twice.
    if (PAID_STATUSES.includes(order.status) || order.stockHold === 'REFUND') return { changed: false, status: order.status, afterCommit: nothingAfter };
    const lines = await this.deps.repository.lines([orderId], tx);
    // Issue 29 §1: the pieces were taken when the order was created (issue 15: a pickup's off its
    // store's shelf; issue 16: a gift card's off the web stock). A late authorisation after a
    // failure or an expiry still took the money: the order is paid if its pieces can be taken again.
    if ((await this.deps.holds.confirm(tx, order, lines)) === 'REFUND') return this.markForRefund(tx, order, payment);
    const storeType = order.storeCode ? await this.deps.repository.storeType(order.storeCode, tx) : null;
    const status = statusAfterPayment({ accepted: true, deliveryMode: order.deliveryMode as DeliveryMode, storeType });
    await this.deps.repository.setStatus(tx, orderId, { status, paidAt: new Date() });
    if (order.discountCode) {
      // The reservation made at order creation becomes a redemption (recorded even if it lapsed: the shopper paid the discounted amount).
      await this.deps.discounts.confirmPaid(tx, { code: order.discountCode, webClientId: order.webClientId, orderRef: order.webOrderId });
    }
    const paid = { ...order, status };
    return {
      changed: true,
      status,
      afterCommit: async () => {
        this.deps.log.info({ orderId, provider: payment.provider, pspReference: payment.pspReference, method: payment.method, status }, 'order paid');
        await this.sendConfirmation(paid, lines);
      },
    };
  }

  /**
   * Issue 29 §1: the money was taken for pieces the order no longer held (its hold was given back
   * on FAI or expiry) and another order has them now. Nothing is sold: the order is FAI with
   * paid_at set and stock_hold REFUND — the money is owed back (docs/checkout.md) — its code is
   * released, and no confirmation e-mail leaves.
   */
  private async markForRefund(tx: Executor, order: OrderRow, payment: PaymentFacts): Promise<AppliedOutcome> {
    await this.deps.repository.setStatus(tx, order.orderId, { status: 'FAI', paidAt: new Date() });
    if (order.discountCode) await this.deps.discounts.release(tx, order.webOrderId);
    return {
      changed: true,
      status: 'FAI',
      afterCommit: async () => {
        this.deps.log.error(
          { orderId: order.orderId, provider: payment.provider, pspReference: payment.pspReference, method: payment.method },
          'order paid for pieces no longer held: marked for refund (FAI, stock_hold REFUND)',
        );
      },
    };
  }

  async applyFailed(tx: Executor, orderId: number, payment: { provider: string; pspReference: string | null }): Promise<AppliedOutcome> {
    const order = await this.deps.repository.lockById(tx, orderId);
    if (!order) throw new Error(`markFailed: no order ${orderId}`);
    if (!UNPAID_STATUSES.includes(order.status)) return { changed: false, status: order.status, afterCommit: nothingAfter };
    await this.deps.repository.setStatus(tx, orderId, { status: 'FAI' });
    // The failed order gives its discount code and its pieces back at once (issue 29 §1: once, whoever asks twice).
    if (order.discountCode) await this.deps.discounts.release(tx, order.webOrderId);
    await this.deps.holds.release(tx, order, await this.deps.repository.lines([orderId], tx));
    return {
      changed: true,
      status: 'FAI',
      afterCommit: async () => {
        this.deps.log.info({ orderId, provider: payment.provider, pspReference: payment.pspReference }, 'order payment failed');
      },
    };
  }

  /** The order is paid whatever happens to the e-mail: a mail failure is logged, never thrown. */
  private async sendConfirmation(order: OrderRow, lines: readonly OrderLineRow[]): Promise<void> {
    try {
      await this.deps.mailer.send(orderConfirmationMail(order, lines, await this.deps.repository.sizeNames([order.orderId], order.language)));
    } catch (error) {
      this.deps.log.error({ err: error, orderId: order.orderId }, 'order confirmation e-mail not sent');
    }
  }
}
