import fp from 'fastify-plugin';
import { AdyenProvider, type AdyenHttpClient } from './adyen-provider.ts';
import { MoneticoProvider } from './monetico-provider.ts';
import { NotificationService } from './notification-service.ts';
import { paymentConfigFromEnv, type PaymentConfig } from './payment-config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaymentRepository } from './payment-repository.ts';
import { PaymentService } from './payment-service.ts';
import { sandboxKeySource } from './sandbox-key.ts';
import { SandboxProvider } from './sandbox-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider in use (architecture §4 Payments): sandbox, adyen or monetico. */
    paymentProvider: PaymentProvider;
    paymentService: PaymentService;
  }
}

export interface PaymentDomainOptions {
  /** Default: from the environment (docs/payments.md). */
  config?: PaymentConfig;
  /** Tests: replaces @adyen/api-library's HTTP client (recorded answers, offline). */
  adyenHttpClient?: AdyenHttpClient;
}

export function createProvider(app: { db: Parameters<typeof sandboxKeySource>[0] }, config: PaymentConfig, options: PaymentDomainOptions): PaymentProvider {
  if (config.provider === 'adyen') return new AdyenProvider(config.adyen!, options.adyenHttpClient);
  if (config.provider === 'monetico') return new MoneticoProvider(config.monetico!);
  return new SandboxProvider(sandboxKeySource(app.db, config.sandboxHmacKey));
}

export default fp<PaymentDomainOptions>(
  async (app, options) => {
    const config = options.config ?? paymentConfigFromEnv();
    const provider = createProvider(app, config, options);
    const repository = new PaymentRepository(app.db);
    const notifications = new NotificationService({ repository, orders: app.orderPayments, log: app.log });
    app.decorate('paymentProvider', provider);
    app.decorate('paymentService', new PaymentService({ provider, repository, orders: app.orderPayments, notifications, monetico: config.monetico, log: app.log }));
    if (provider.name === 'sandbox') app.log.info('payments: sandbox provider (test payments, no money moves)');
    else app.log.info(`payments: ${provider.name} provider`);
  },
  { name: 'payment-domain', dependencies: ['db', 'order-domain'] },
);
