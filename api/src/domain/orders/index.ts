import fp from 'fastify-plugin';
import { IdempotencyRepository } from './idempotency.ts';
import { InvoiceService } from './invoice.ts';
import { OrderDetailService } from './order-detail.ts';
import { OrderCreationService } from './order-creation.ts';
import { OrderPaymentService, type OrderPayments } from './order-payments.ts';
import { OrderRepository } from './order-repository.ts';
import { OrderService } from './order-service.ts';
import { reservationTtlFromEnv } from '../discounts/reservation-ttl.ts';
import { StockHolds } from './stock-holds.ts';

/** Issue 29 §1: how often each instance gives back the pieces of unpaid orders whose hold lapsed. */
const HOLD_SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the payment side applies verified outcomes through (architecture §4 Payments). */
    orderPayments: OrderPayments;
    orderCreation: OrderCreationService;
    orderService: OrderService;
    orderDetails: OrderDetailService;
    invoices: InvoiceService;
    /** Issue 29 §1: the pieces unpaid orders hold, and the sweep that gives back lapsed holds. */
    stockHolds: StockHolds;
  }
}

export default fp(
  async (app) => {
    const orders = new OrderRepository(app.db);
    // An order holds its pieces as long as its discount code (COUPON_RESERVATION_TTL_MINUTES): the life of a payment session.
    const holds = new StockHolds({ db: app.db, repository: orders, ttlMinutes: reservationTtlFromEnv(), log: app.log });
    app.decorate('stockHolds', holds);
    const payments = new OrderPaymentService({ db: app.db, repository: orders, discounts: app.discountService, holds, mailer: app.mailer, log: app.log });
    app.decorate('orderPayments', payments);
    app.decorate('orderService', new OrderService({ repository: orders, payments }));
    app.decorate('orderDetails', new OrderDetailService({ db: app.db, orders }));
    app.decorate('invoices', new InvoiceService({ db: app.db, orders }));
    app.decorate(
      'orderCreation',
      new OrderCreationService({
        db: app.db,
        orders,
        idempotency: new IdempotencyRepository(app.db),
        basket: app.basketService,
        addresses: app.addressService,
        flags: app.flagService,
        discounts: app.discountService,
        holds,
        log: app.log,
      }),
    );
    // Lapsed holds go back on sale even when no order is created (product pages, the store check):
    // every instance sweeps, and a hold is given back once whoever sweeps (StockHolds.releaseExpired).
    let sweep: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        running = holds.releaseExpired().catch((error: unknown) => app.log.warn({ err: error }, 'expired stock holds not released; the next sweep retries'));
      }, HOLD_SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onClose', async () => {
      if (sweep) clearInterval(sweep);
      await running;
    });
  },
  { name: 'order-domain', dependencies: ['db', 'discount-domain', 'basket-domain', 'mail-domain', 'address-domain', 'flag-domain'] },
);
