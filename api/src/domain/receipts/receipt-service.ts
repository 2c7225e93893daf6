/**
 * In-store receipts (account §3 Ticket; §7 Store tickets; issue 14 point 3): the caller's purchases
 * in the brand's shops, newest first. Another customer's receipt number answers 404, exactly like
 * one that does not exist.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StoreSale, StoreSaleDetail } from '@trama/shared/contract';
import { storeSaleLines, storeSales, stores } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import { notFound } from '../errors.ts';

type SaleRow = { storeSaleId: number; orderNumber: string; orderDate: Date; sales: number; currency: string; storeName: string; storeId: number };
type LineRow = typeof storeSaleLines.$inferSelect;

export class ReceiptService extends SqlRepository {
  async list(webClientId: number): Promise<StoreSale[]> {
    const sales = await this.sales(webClientId);
    const lines = await this.lines(sales.map((sale) => sale.storeSaleId));
    return sales.map((sale) => toStoreSale(sale, lines.filter((line) => line.storeSaleId === sale.storeSaleId)));
  }

  async detail(webClientId: number, orderNumber: string): Promise<StoreSaleDetail> {
    const [sale] = await this.sales(webClientId, orderNumber);
    if (!sale) throw notFound('RECEIPT_NOT_FOUND', `No receipt ${orderNumber} among yours.`);
    const lines = await this.lines([sale.storeSaleId]);
    return {
      ...toStoreSale(sale, lines),
      clientOrderDetails: lines.map((line) => ({
        category: line.category,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
        sales: line.sales,
      })),
    };
  }

  private sales(webClientId: number, orderNumber?: string): Promise<SaleRow[]> {
    return this.db
      .select({
        storeSaleId: storeSales.storeSaleId,
        orderNumber: storeSales.orderNumber,
        orderDate: storeSales.orderDate,
        sales: storeSales.sales,
        currency: storeSales.currency,
        storeName: stores.name,
        storeId: stores.storeId,
      })
      .from(storeSales)
      .innerJoin(stores, eq(stores.storeId, storeSales.storeId))
      .where(and(eq(storeSales.webClientId, webClientId), orderNumber === undefined ? undefined : eq(storeSales.orderNumber, orderNumber)))
      .orderBy(desc(storeSales.orderDate), desc(storeSales.storeSaleId));
  }

  private lines(storeSaleIds: readonly number[]): Promise<LineRow[]> {
    if (storeSaleIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(storeSaleLines)
      .where(inArray(storeSaleLines.storeSaleId, [...storeSaleIds]))
      .orderBy(asc(storeSaleLines.storeSaleId), asc(storeSaleLines.lineNumber));
  }
}

function toStoreSale(sale: SaleRow, lines: readonly LineRow[]): StoreSale {
  return {
    orderNumber: sale.orderNumber,
    orderDate: sale.orderDate.toISOString(),
    sales: sale.sales,
    currency: sale.currency,
    storeName: sale.storeName,
    storeId: sale.storeId,
    orderLines: lines.map((line) => ({
      // A service line (gift wrap) has no product: 0, and itemTypeCode O keeps it out of the thumbnails.
      productId: line.productId ?? 0,
      productNameLevel1: line.productName,
      productPhotoUrl: line.productPhotoUrl,
      quantity: line.quantity,
      itemTypeCode: line.itemTypeCode,
    })),
  };
}
