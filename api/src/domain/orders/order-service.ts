/**
 * The caller's orders (account §3 Order, §4 Order status codes, Order update after payment
 * result). Another customer's order id answers 404, exactly like one that does not exist.
 */
import {
  RETURNABLE_ORDER_STATUSES,
  type DeliveryMode,
  type Language,
  type Order,
  type OrderAmount,
  type OrderLine,
  type OrderPickupStore,
  type OrderStatusUpdate,
  type PostalAddress,
  type SelectedPrice,
} from '@trama/shared/contract';
import { PAID_STATUSES, countryCodeOf, countryName } from '@trama/shared/rules';
import { AppError, notFound } from '../errors.ts';
import { Service } from '../service.ts';
import { UNPAID_STATUSES, type AppliedOutcome, type OrderPayments } from './order-payments.ts';
import type { OrderLineRow, OrderRepository, OrderRow } from './order-repository.ts';
import { orderStatusLabel } from './order-status-labels.ts';
import { returnedLines } from './returned-lines.ts';

export const orderNotFound = (orderId: number | string) => notFound('ORDER_NOT_FOUND', `No order ${orderId} among yours.`);

/** The account's order list leaves out checkouts never paid and failed payments. */
const HIDDEN_FROM_LIST = [...UNPAID_STATUSES, 'FAI'];

/**
 * An order's address as the reader sees it: issue 29 §13, the country in `language` (by its code;
 * an older snapshot without one by the name it was saved with), never the Italian stored with it.
 */
export function postalAddress(snapshot: Record<string, unknown> | null, language: string): PostalAddress | null {
  if (!snapshot) return null;
  const text = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : '');
  const countryCode = text('countryCode').toUpperCase() || countryCodeOf(text('country'));
  return {
    name: text('name'),
    address1: text('address1'),
    address2: typeof snapshot.address2 === 'string' ? snapshot.address2 : null,
    city: text('city'),
    zip: text('zip'),
    country: countryCode ? countryName(countryCode, language) : text('country'),
    countryCode,
  };
}

export const isReturnable = (status: string) => (RETURNABLE_ORDER_STATUSES as readonly string[]).includes(status);

export function toOrderLine(line: OrderLineRow, sizeNames: ReadonlyMap<string, string> = new Map()): OrderLine {
  return {
    orderLineId: line.orderLineId,
    // A freight line has no product: 0, and itemTypeCode O tells the list to skip it.
    productId: line.productId ?? 0,
    orderQty: line.quantity,
    productNameLevel1: line.productName,
    size: line.size,
    // Issue 29 point 14: the name the shopper chose ("Matrimoniale"), in the language read now; else the code.
    sizeName: line.size === null ? null : (sizeNames.get(`${line.orderId}/${line.orderLineId}`) ?? line.size),
    listPrice: line.listPrice,
    productPhotoUrl: line.productPhotoUrl,
    itemTypeCode: line.itemTypeCode,
    itemType: line.itemType,
  };
}

/** `returnRequested`: a return (ticket RET) exists for the order; `pickupStore` the store a pickup order is collected in. */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  language: Language,
  returnRequested = false,
  pickupStore: OrderPickupStore | null = null,
  sizeNames: ReadonlyMap<string, string> = new Map(),
): Order {
  return {
    orderId: row.orderId,
    webOrderId: row.webOrderId,
    orderDate: row.orderDate.toISOString(),
    shipmentDate: row.shipmentDate ? row.shipmentDate.toISOString() : null,
    totalSales: row.totalAmount,
    currency: row.currency,
    orderStatus: { code: row.status, label: orderStatusLabel(row.status, language) },
    totalQuantity: lines.filter((line) => line.itemTypeCode !== 'O').reduce((n, line) => n + line.quantity, 0),
    carrierCode: row.carrierCode,
    packageNumber: row.packageNumber,
    carrierStatus: row.carrierStatus,
    shippingAddress: postalAddress(row.shippingAddress, language),
    billingAddress: postalAddress(row.billingAddress, language),
    orderLines: lines.map((line) => toOrderLine(line, sizeNames)),
    returnable: isReturnable(row.status),
    returnRequested,
    selectedPrice: row.selectedPrice as SelectedPrice,
    deliveryMode: row.deliveryMode as DeliveryMode,
    pickupStore: row.deliveryMode !== 'DIS' ? pickupStore : null,
  };
}

const toAmount = (row: OrderRow): OrderAmount => ({
  orderId: row.orderId,
  webOrderId: row.webOrderId,
  amount: row.totalAmount,
  currency: row.currency,
  orderStatus: row.status,
});

export class OrderService extends Service<{ repository: OrderRepository; payments: OrderPayments }> {
  async amount(webClientId: number, orderId: number): Promise<OrderAmount> {
    const row = await this.deps.repository.findById(orderId, webClientId);
    if (!row) throw orderNotFound(orderId);
    return toAmount(row);
  }

  async byWebClient(webClientId: number, language: Language): Promise<Order[]> {
    const rows = await this.deps.repository.byWebClient(webClientId, HIDDEN_FROM_LIST);
    const ids = rows.map((row) => row.orderId);
    const lines = await this.deps.repository.lines(ids);
    const returned = new Set((await returnedLines(this.deps.repository.executor, ids)).map((r) => r.orderId));
    const pickupStores = await this.deps.repository.pickupStores(rows);
    const sizeNames = await this.deps.repository.sizeNames(ids, language);
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((line) => line.orderId === row.orderId),
        language,
        returned.has(row.orderId),
        pickupStores.get(row.storeCode ?? '') ?? null,
        sizeNames,
      ),
    );
  }

  /**
   * Account §4 Order update after payment result, from the browser: it may say the payment failed
   * (FAI, only while unpaid) but never that it succeeded — only a verified provider notification
   * does that. Asking for a paid status on an order already paid just answers its status.
   */
  async updateStatus(webClientId: number, orderId: number, update: OrderStatusUpdate): Promise<OrderAmount> {
    const requested = update.orderStatus.toUpperCase();
    // One transaction: a write that fails midway (the awinAwc, say) leaves the order as it was, FAI included.
    const applied = await this.deps.repository.transaction(async (tx) => {
      const row = await this.deps.repository.findById(orderId, webClientId, tx);
      if (!row) throw orderNotFound(orderId);
      let outcome: AppliedOutcome | null = null;
      if (requested === 'FAI') {
        // applyFailed locks the order and leaves a paid one alone (a notification may have just arrived).
        outcome = await this.deps.payments.applyFailed(tx, orderId, { provider: 'browser', pspReference: null });
      } else if (PAID_STATUSES.includes(requested)) {
        if (!PAID_STATUSES.includes(row.status)) {
          throw new AppError(409, 'PAYMENT_NOT_CONFIRMED', 'The payment provider has not confirmed this payment yet.');
        }
      } else {
        throw new AppError(409, 'STATUS_NOT_ALLOWED', `The status ${requested} cannot be set from the shop.`);
      }
      if (update.awinAwc !== undefined && update.awinAwc !== null) await this.deps.repository.setAwinAwc(tx, orderId, update.awinAwc);
      return outcome;
    });
    await applied?.afterCommit();
    return toAmount((await this.deps.repository.findById(orderId, webClientId))!);
  }
}
