import { domainPlugin } from '../domain-plugin.ts';
import { ReceiptService } from './receipt-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    receiptService: ReceiptService;
  }
}

export default domainPlugin('receiptService', (app) => new ReceiptService(app.db), { name: 'receipt-domain', dependencies: ['db'] });
