import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { StoreSale, StoreSaleDetail } from '@trama/shared/contract';
import { signedInCustomer } from '../../plugins/auth.ts';
import { bearer, BEARER, ErrorResponses, noStore } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';


const StoreSaleProperties = {
  orderNumber: Type.String({ description: "The till's receipt number." }),
  orderDate: Type.String(),
  sales: Type.Number({ description: 'What the receipt totals.' }),
  currency: Type.String(),
  storeName: Type.String(),
  storeId: Type.Integer(),
  orderLines: Type.Array(
    Type.Object({
      productId: Type.Integer({ description: '0 on a service line.' }),
      productNameLevel1: Type.String(),
      productPhotoUrl: Type.Union([Type.String(), Type.Null()]),
      quantity: Type.Integer(),
      itemTypeCode: Type.String({ description: 'O: a non-product line (a service such as gift wrap).' }),
    }),
  ),
};
const StoreSaleSchema = contractTwin<StoreSale>()(Type.Object(StoreSaleProperties));
const StoreSaleDetailSchema = contractTwin<StoreSaleDetail>()(Type.Object({
  ...StoreSaleProperties,
  clientOrderDetails: Type.Array(
    Type.Object({ category: Type.String(), productName: Type.String(), size: Type.Union([Type.String(), Type.Null()]), quantity: Type.Integer(), sales: Type.Number() }),
  ),
}));


const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Receipts are personal data: never in a shared or browser cache.
  app.addHook('onRequest', noStore);

  app.get(
    '/api/external-secured/store-sales',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Your in-store receipts, newest first (account §3 Ticket, §7 Store tickets)',
        description: `Purchases made in the brand's shops with your customer card. Service lines have itemTypeCode O. ${BEARER}`,
        security: bearer,
        response: { 200: Type.Array(StoreSaleSchema), ...ErrorResponses },
      },
    },
    async (request) => app.receiptService.list(signedInCustomer(request).webClientId),
  );

  app.get(
    '/api/external-secured/store-sales/:orderNumber',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'One of your in-store receipts with its lines (account §3 Ticket clientOrderDetails)',
        description: `404 RECEIPT_NOT_FOUND for a receipt that does not exist or is another customer's. ${BEARER}`,
        security: bearer,
        params: Type.Object({ orderNumber: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$', description: 'The receipt number.' }) }),
        response: { 200: StoreSaleDetailSchema, ...ErrorResponses },
      },
    },
    async (request) => app.receiptService.detail(signedInCustomer(request).webClientId, request.params.orderNumber),
  );
};

export default routes;
