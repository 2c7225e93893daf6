import fp from 'fastify-plugin';
import { IdempotencyRepository } from './idempotency.ts';
import { InvoiceService } from './invoice.ts';
import { OrderDetailService } from './order-detail.ts';
import { OrderCreationService } from './order-creation.ts';
import { OrderPaymentService, type OrderPayments } from './order-payments.ts';
import { OrderRepository } from './order-repository.ts';
import { OrderService } from './order-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the payment side applies verified outcomes through (architecture §4 Payments). */
    orderPayments: OrderPayments;
    orderCreation: OrderCreationService;
    orderService: OrderService;
    orderDetails: OrderDetailService;
    invoices: InvoiceService;
  }
}

export default fp(
  async (app) => {
    const orders = new OrderRepository(app.db);
    const payments = new OrderPaymentService(app.db, orders, app.discountService, app.mailer, app.log);
    app.decorate('orderPayments', payments);
    app.decorate('orderService', new OrderService(orders, payments));
    app.decorate('orderDetails', new OrderDetailService(app.db, orders));
    app.decorate('invoices', new InvoiceService(app.db, orders));
    app.decorate(
      'orderCreation',
      new OrderCreationService(app.db, {
        orders,
        idempotency: new IdempotencyRepository(app.db),
        basket: app.basketService,
        addresses: app.addressService,
        flags: app.flagService,
        discounts: app.discountService,
        log: app.log,
      }),
    );
  },
  { name: 'order-domain', dependencies: ['db', 'discount-domain', 'basket-domain', 'mail-domain', 'address-domain', 'flag-domain'] },
);
