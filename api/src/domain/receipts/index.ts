import fp from 'fastify-plugin';
import { ReceiptService } from './receipt-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    receiptService: ReceiptService;
  }
}

export default fp(
  async (app) => {
    app.decorate('receiptService', new ReceiptService(app.db));
  },
  { name: 'receipt-domain', dependencies: ['db'] },
);
