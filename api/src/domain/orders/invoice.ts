/**
 * GET files/download/invoice (account §7 Invoice, §5 "Invoice download succeeds only if the file
 * is non-empty"): the caller's paid order as a PDF. An order never paid has no invoice: 409.
 */
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@trama/shared/rules';
import { brands } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { AppError } from '../errors.ts';
import { pdfLanguage, renderInvoice } from '../pdf/invoice-pdf.ts';
import { Service } from '../service.ts';
import { UNPAID_STATUSES } from './order-payments.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderNotFound, postalAddress } from './order-service.ts';

/** Checkouts never paid and failed payments. */
const WITHOUT_INVOICE = [...UNPAID_STATUSES, 'FAI'];

export class InvoiceService extends Service<{ db: Database; orders: OrderRepository }> {
  async invoice(webClientId: number, orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const order = await this.deps.orders.findById(orderId, webClientId);
    if (!order) throw orderNotFound(orderId);
    if (WITHOUT_INVOICE.includes(order.status)) {
      throw new AppError(409, 'INVOICE_NOT_AVAILABLE', `Order ${orderId} is not paid (${order.status}): it has no invoice.`, { messageKey: 'download.1' });
    }
    const lines = await this.deps.orders.lines([orderId]);
    // Issue 29 point 14: the sizes as the shopper chose them, in the order's language.
    const sizeNames = await this.deps.orders.sizeNames([orderId], order.language);
    const [brand] = await this.deps.db.select({ name: brands.name }).from(brands).where(eq(brands.brandId, order.brandId));
    const pdf = await renderInvoice(
      {
        brandName: brand?.name ?? 'Trama',
        orderNumber: formatOrderNumber(order.orderId),
        webOrderId: order.webOrderId,
        orderDate: order.orderDate,
        currency: order.currency,
        email: order.email,
        // The document's language (its texts are Italian or English): so is the country.
        billing: postalAddress(order.billingAddress, pdfLanguage(order.language)),
        shipping: postalAddress(order.shippingAddress, pdfLanguage(order.language)),
        lines: lines
          .filter((line) => line.itemTypeCode !== 'O')
          .map((line) => ({
            name: line.productName,
            size: line.size === null ? null : (sizeNames.get(`${orderId}/${line.orderLineId}`) ?? line.size),
            quantity: line.quantity,
            unitPrice: line.listPrice,
            lineTotal: line.lineTotal,
          })),
        merchandiseTotal: order.merchandiseTotal,
        freightTotal: order.freightTotal,
        discountTotal: order.discountTotal,
        total: order.totalAmount,
      },
      order.language,
    );
    return { fileName: `${order.orderId}.pdf`, pdf };
  }
}
