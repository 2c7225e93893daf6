/** Customer service (account §3, §5, §7): tickets, in-store receipts, returns, the contact form's subjects and the help-desk outbox. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityKey, languageCode, money, stampedNow, timestampTz } from './columns.ts';
import { brandLanguage, brandNumber } from './brands.ts';
import { webClientRef, webClients } from './customers.ts';
import { orderRef } from './orders.ts';
import { stores } from './stores.ts';

/**
 * Customer-care tickets (account §3 Contact ticket payload, Return ticket payload, Shopper request),
 * told apart by subjectCode: RET a return, SHO a personal-shopper request, else a contact subject.
 * A visitor's ticket has no web client; a customer's is readable by that customer only.
 */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: identityKey('ticket_id'),
    brandId: brandNumber(),
    webClientId: integer('web_client_id').references(() => webClients.webClientId, { onDelete: 'cascade' }),
    subjectCode: text('subject_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    message: text('message').notNull(),
    /** What the shopper typed as the order number (contact form: digits, at most 9); not a foreign key. */
    orderReference: text('order_reference'),
    /** ticketMessageFrom: C customer, S shop. */
    messageFrom: text('message_from').notNull().default('C'),
    language: languageCode(),
    country: text('country').notNull(),
    storeId: integer('store_id'),
    appointmentDate: timestampTz('appointment_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_client_idx').on(t.webClientId, t.createdAt),
    index('tickets_subject_idx').on(t.subjectCode, t.createdAt),
    // One personal-shopper appointment per store and slot (migration 0013), also under concurrency.
    uniqueIndex('tickets_shopper_slot')
      .on(t.storeId, t.appointmentDate)
      .where(sql`${t.subjectCode} = 'SHO'`),
    check('tickets_message_from', sql`${t.messageFrom} in ('C', 'S')`),
  ],
);

/** Account §3 Ticket: a purchase in a shop, shown among the customer's receipts (migration 0011). */
export const storeSales = pgTable(
  'store_sales',
  {
    storeSaleId: identityKey('store_sale_id'),
    /** The receipt number printed by the till; the shopper-facing key of the receipt. */
    orderNumber: text('order_number').notNull().unique(),
    webClientId: webClientRef(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    orderDate: timestampTz('order_date').notNull(),
    currency: text('currency').notNull(),
    sales: money('sales').notNull(),
  },
  (t) => [index('store_sales_client_idx').on(t.webClientId, t.orderDate), check('store_sales_sales_not_negative', sql`${t.sales} >= 0`)],
);

/** Account §3 Ticket clientOrderDetails: the receipt's lines (sales = what the line cost). */
export const storeSaleLines = pgTable(
  'store_sale_lines',
  {
    storeSaleId: cascadeRef('store_sale_id', () => storeSales.storeSaleId),
    lineNumber: smallint('line_number').notNull(),
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    sales: money('sales').notNull(),
    /** O = non-product line (a service such as hemming). */
    itemTypeCode: text('item_type_code').notNull().default('P'),
    productPhotoUrl: text('product_photo_url'),
  },
  (t) => [primaryKey({ columns: [t.storeSaleId, t.lineNumber] }), check('store_sale_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Account §3 Return reason; `reasons` holds the text per language (it, en, fr, de, es). */
export const returnReasons = pgTable('return_reasons', {
  returnReasonId: integer('return_reason_id').primaryKey(),
  position: smallint('position').notNull(),
  reasons: jsonb('reasons').$type<Record<string, string>>().notNull(),
});

/** A return: the RET ticket (tickets) with its order and reason. */
export const returnRequests = pgTable(
  'return_requests',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    orderId: orderRef(),
    returnReasonId: integer('return_reason_id')
      .notNull()
      .references(() => returnReasons.returnReasonId),
    /** Account §4 return statuses: AWAITING_RECEIPT, PROCESSING, ACCEPTED, REFUNDED (set by customer care). */
    status: text('status').$type<'AWAITING_RECEIPT' | 'PROCESSING' | 'ACCEPTED' | 'REFUNDED'>().notNull().default('AWAITING_RECEIPT'),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId)],
);

/** What a return sends back: pieces of an order line (the migration also ties (order_id, order_line_id) to order_lines). */
export const returnLines = pgTable(
  'return_lines',
  {
    ticketId: cascadeRef('ticket_id', () => returnRequests.ticketId),
    orderId: integer('order_id').notNull(),
    orderLineId: smallint('order_line_id').notNull(),
    productId: integer('product_id'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.orderLineId] }),
    index('return_lines_order_line_idx').on(t.orderId, t.orderLineId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The contact form's subjects per brand and language (account §3 Subject list items: code, subject). */
export const contactSubjects = pgTable(
  'contact_subjects',
  {
    ...brandLanguage(),
    code: text('code').notNull(),
    subject: text('subject').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'contact_subjects_pk', columns: [t.brandId, t.language, t.code] })],
);

/** Tickets to forward to the help desk (account §7 support ticket): retried with backoff until SENT. */
export const helpDeskOutbox = pgTable(
  'help_desk_outbox',
  {
    id: identityKey(),
    ticketId: cascadeRef('ticket_id', () => tickets.ticketId),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stampedNow('next_attempt_at'),
    lastAttemptAt: timestampTz('last_attempt_at'),
    lastError: text('last_error'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('help_desk_outbox_ticket').on(t.ticketId),
    index('help_desk_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('help_desk_outbox_status', sql`${t.status} in ('PENDING', 'SENT')`),
  ],
);
