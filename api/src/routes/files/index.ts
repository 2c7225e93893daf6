import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { signedInCustomer } from '../../plugins/auth.ts';
import { bearer, BEARER, ErrorResponses, Id } from '../common/http.ts';

const PdfResponse = Type.String({ description: 'application/pdf, Content-Disposition attachment.' });

function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type('application/pdf')
    .send(file.pdf);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external-secured/files/download/invoice/:orderId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'The invoice of one of your orders, as a PDF (account §7 Invoice, §5 Invoice download)',
        description:
          'File name <orderId>.pdf. Order number and date, billing and shipping addresses, lines with quantity, unit and line ' +
          'price, freight, discount, total and the VAT note. 409 INVOICE_NOT_AVAILABLE (messageKey download.1) for an order not ' +
          "paid (CHE, AWA, PEN, FAI); 404 ORDER_NOT_FOUND for an order that does not exist or is another customer's. " +
          BEARER,
        security: bearer,
        params: Type.Object({ orderId: Id('The order id.') }),
        response: { 200: PdfResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await app.invoices.invoice(signedInCustomer(request).webClientId, request.params.orderId)),
  );

  app.get(
    '/api/external-secured/files/download/return/:ticketId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'The printable form of one of your returns, as a PDF (account §2 Returns)',
        description:
          'File name RET-<ticketId, 6 digits>.pdf. Return and order numbers, the lines, the reason, by post (the brand’s return ' +
          "address) or in a shop (its name and address), and instructions. 404 RETURN_NOT_FOUND for a return that does not exist or is another customer's. " +
          BEARER,
        security: bearer,
        params: Type.Object({ ticketId: Id('The return’s ticketId.') }),
        response: { 200: PdfResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await app.returnService.form(signedInCustomer(request).webClientId, request.params.ticketId)),
  );
};

export default routes;
