/**
 * Returns (account §2 Returns, §3 Return ticket payload and Return reason, §5 Returns; issue 14
 * point 6). A return is a ticket RET (tickets) plus its order and reason (return_requests) and
 * lines (return_lines). Creating one locks the order row, so two returns sent at once queue up
 * and the second sees the first's pieces: together they never exceed a line's quantity.
 * Another customer's order or return answers 404, like one that does not exist.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CreatedReturn, Language, ReturnCreateRequest, ReturnedLine, ReturnReason, ReturnSummary } from '@trama/shared/contract';
import { formatOrderNumber } from '@trama/shared/rules';
import { brands, customers, orderLines, orders, returnLines, returnReasons, returnRequests, stores, tickets, webClients } from '../../db/schema.ts';
import type { Database, Executor } from '../../plugins/db.ts';
import { AppError, notFound } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagOn } from '../flags/flag-value.ts';
import { resolveLanguage } from '../language.ts';
import { isReturnable, orderNotFound } from '../orders/order-service.ts';
import { renderReturnForm, returnNumber, type ReturnFormStore } from '../pdf/return-form-pdf.ts';
import { Service } from '../service.ts';
import { decideReturnLines } from './return-rules.ts';

export const RETURN_SUBJECT = 'RET';

export const returnFormUrl = (ticketId: number) => `/api/external-secured/files/download/return/${ticketId}`;

const returnNotFound = (ticketId: number) => notFound('RETURN_NOT_FOUND', `No return ${ticketId} among yours.`);

/** The reason in `language`, else Italian (every seeded reason has all five). */
const reasonText = (reasons: Record<string, string>, language: Language) => reasons[language] ?? reasons.it ?? '';

export interface ReturnCaller {
  webClientId: number;
  brandId: number;
  email: string;
}

export class ReturnService extends Service<{ db: Database; flags: FlagService; log: FastifyBaseLogger }> {
  async reasons(language: Language): Promise<ReturnReason[]> {
    const rows = await this.deps.db.select().from(returnReasons).orderBy(asc(returnReasons.position));
    return rows.map((row) => ({ id: row.returnReasonId, reason: reasonText(row.reasons, language) }));
  }

  async create(caller: ReturnCaller, request: ReturnCreateRequest): Promise<CreatedReturn> {
    const message = request.ticketMessage.trim();
    // Storefront §9 "store return": off, an online order goes back by post only.
    if (request.storeId !== null && !(await flagOn(this.deps.flags, 'store-return', this.deps.log))) {
      throw new AppError(422, 'RETURN_STORE_OFF', 'Returns in a store are not offered: send the parcel by post (storeId null).');
    }
    return this.deps.db.transaction(async (tx) => {
      // The lock that serialises concurrent returns of one order (and its ownership check).
      const [order] = await tx
        .select({ orderId: orders.orderId, status: orders.status, brandId: orders.brandId })
        .from(orders)
        .where(and(eq(orders.orderId, request.orderId), eq(orders.webClientId, caller.webClientId)))
        .for('update');
      if (!order) throw orderNotFound(request.orderId);
      if (!isReturnable(order.status)) {
        throw new AppError(422, 'RETURN_NOT_ALLOWED', `An order in status ${order.status} cannot be returned (SHI, PAI, DEP or WIT only).`);
      }
      if (message === '') throw new AppError(422, 'RETURN_MESSAGE_REQUIRED', 'Write a message for customer care.', { messageKey: 'validation.required' });
      const [reason] = await tx.select({ id: returnReasons.returnReasonId }).from(returnReasons).where(eq(returnReasons.returnReasonId, request.returnReasonId));
      if (!reason) throw new AppError(422, 'RETURN_REASON_UNKNOWN', `No return reason ${request.returnReasonId}.`);
      if (request.storeId !== null) await this.assertReturnStore(tx, order.brandId, request.storeId);

      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
      const returned = new Map<number, number>();
      for (const row of await tx.select().from(returnLines).where(eq(returnLines.orderId, order.orderId))) {
        returned.set(row.orderLineId, (returned.get(row.orderLineId) ?? 0) + row.quantity);
      }
      const decided = decideReturnLines(request.webOrderLineItems, lines, returned);

      const [customer] = await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
        .from(webClients)
        .innerJoin(customers, eq(customers.customerId, webClients.customerId))
        .where(eq(webClients.webClientId, caller.webClientId));
      const [ticket] = await tx
        .insert(tickets)
        .values({
          brandId: order.brandId,
          webClientId: caller.webClientId,
          subjectCode: RETURN_SUBJECT,
          contactName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : caller.email,
          contactEmail: customer?.email ?? caller.email,
          message,
          orderReference: formatOrderNumber(order.orderId),
          messageFrom: 'C',
          language: resolveLanguage(request.languageId),
          country: request.country.toUpperCase(),
          storeId: request.storeId,
        })
        .returning({ ticketId: tickets.ticketId, createdAt: tickets.createdAt });
      const ticketId = ticket!.ticketId;
      await tx.insert(returnRequests).values({ ticketId, orderId: order.orderId, returnReasonId: request.returnReasonId });
      await tx.insert(returnLines).values(decided.map((line) => ({ ...line, ticketId, orderId: order.orderId })));
      return { ticketId, orderId: order.orderId, createdAt: ticket!.createdAt.toISOString(), lines: decided, returnFormUrl: returnFormUrl(ticketId) };
    });
  }

  async list(webClientId: number, language: Language): Promise<ReturnSummary[]> {
    const rows = await this.deps.db
      .select({
        ticketId: tickets.ticketId,
        createdAt: tickets.createdAt,
        storeId: tickets.storeId,
        orderId: returnRequests.orderId,
        reasons: returnReasons.reasons,
        status: returnRequests.status,
      })
      .from(tickets)
      .innerJoin(returnRequests, eq(returnRequests.ticketId, tickets.ticketId))
      .innerJoin(returnReasons, eq(returnReasons.returnReasonId, returnRequests.returnReasonId))
      .where(and(eq(tickets.webClientId, webClientId), eq(tickets.subjectCode, RETURN_SUBJECT)))
      .orderBy(desc(tickets.createdAt), desc(tickets.ticketId));
    const lines = await this.lines(rows.map((row) => row.ticketId));
    return rows.map((row) => ({
      ticketId: row.ticketId,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
      reason: reasonText(row.reasons, language),
      storeId: row.storeId,
      lines: lines.get(row.ticketId) ?? [],
      status: row.status,
    }));
  }

  /** The printable form of one of the caller's returns. */
  async form(webClientId: number, ticketId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const [row] = await this.deps.db
      .select({
        ticketId: tickets.ticketId,
        createdAt: tickets.createdAt,
        language: tickets.language,
        message: tickets.message,
        contactName: tickets.contactName,
        storeId: tickets.storeId,
        orderId: returnRequests.orderId,
        reasons: returnReasons.reasons,
        brandId: tickets.brandId,
        brandName: brands.name,
      })
      .from(tickets)
      .innerJoin(returnRequests, eq(returnRequests.ticketId, tickets.ticketId))
      .innerJoin(returnReasons, eq(returnReasons.returnReasonId, returnRequests.returnReasonId))
      .innerJoin(brands, eq(brands.brandId, tickets.brandId))
      .where(and(eq(tickets.ticketId, ticketId), eq(tickets.webClientId, webClientId), eq(tickets.subjectCode, RETURN_SUBJECT)));
    if (!row) throw returnNotFound(ticketId);
    const language = resolveLanguage(row.language);
    const lines = await this.deps.db
      .select({ name: orderLines.productName, size: orderLines.size, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(orderLines, and(eq(orderLines.orderId, returnLines.orderId), eq(orderLines.orderLineId, returnLines.orderLineId)))
      .where(eq(returnLines.ticketId, ticketId))
      .orderBy(asc(returnLines.orderLineId));
    const pdf = await renderReturnForm(
      {
        brandName: row.brandName,
        returnNumber: returnNumber(row.ticketId),
        orderNumber: formatOrderNumber(row.orderId),
        createdAt: row.createdAt,
        customerName: row.contactName,
        reason: reasonText(row.reasons, language),
        message: row.message,
        lines,
        store: row.storeId === null ? null : await this.store(row.storeId),
        returnAddress: await this.returnAddress(row.brandId, row.brandName),
      },
      language,
    );
    return { fileName: `${returnNumber(row.ticketId)}.pdf`, pdf };
  }

  /** A shop of the order's brand that takes parcels: not a depot (account §3 Store: type G is excluded from choice). */
  private async assertReturnStore(tx: Executor, brandId: number, storeId: number): Promise<void> {
    const [store] = await tx
      .select({ storeId: stores.storeId })
      .from(stores)
      .where(and(eq(stores.storeId, storeId), eq(stores.brandId, brandId), ne(stores.storeType, 'G')));
    if (!store) throw new AppError(422, 'RETURN_STORE_UNKNOWN', `Store ${storeId} does not take returns of this brand.`);
  }

  private async store(storeId: number): Promise<ReturnFormStore | null> {
    const [store] = await this.deps.db.select({ name: stores.name, address: stores.address, zip: stores.zip, city: stores.city }).from(stores).where(eq(stores.storeId, storeId));
    return store ?? null;
  }

  /** Parcels by post go to the brand's depot (its store of type G), the warehouse that checks returns. */
  private async returnAddress(brandId: number, brandName: string): Promise<string[]> {
    const [depot] = await this.deps.db
      .select({ name: stores.name, address: stores.address, zip: stores.zip, city: stores.city, country: stores.country })
      .from(stores)
      .where(and(eq(stores.brandId, brandId), eq(stores.storeType, 'G')))
      .orderBy(asc(stores.storeId))
      .limit(1);
    if (!depot) return [`${brandName} - Servizio resi`];
    return [`${brandName} - Servizio resi`, depot.name, depot.address, `${depot.zip} ${depot.city} (${depot.country})`];
  }

  private async lines(ticketIds: readonly number[]): Promise<Map<number, ReturnedLine[]>> {
    const byTicket = new Map<number, ReturnedLine[]>();
    if (ticketIds.length === 0) return byTicket;
    const rows = await this.deps.db
      .select()
      .from(returnLines)
      .where(inArray(returnLines.ticketId, [...ticketIds]))
      .orderBy(asc(returnLines.ticketId), asc(returnLines.orderLineId));
    for (const row of rows) {
      const list = byTicket.get(row.ticketId) ?? [];
      list.push({ orderLineId: row.orderLineId, productId: row.productId ?? 0, quantity: row.quantity });
      byTicket.set(row.ticketId, list);
    }
    return byTicket;
  }
}
