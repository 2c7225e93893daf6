/** Checkout, orders and payments (account §3, §4, §5, §7). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityKey, money, stampedNow, timestampTz, updatedAt } from './columns.ts';
import { brandNumber } from './brands.ts';
import { webClientRef } from './customers.ts';

/** Account §3 Order, §4 Order status codes. Amounts are what the API computed, never the browser's. */
export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** The shopper-facing number and the payment reference. */
    webOrderId: text('web_order_id').notNull().unique(),
    webClientId: webClientRef(),
    brandId: brandNumber(),
    /** CHE, AWA, PEN, PAI, FAI, DIS, STO, DEP, SHI, WIT. */
    status: text('status').notNull(),
    /** Account §4 Delivery selection: 0 store pickup, 1 home, 3 express. */
    selectedPrice: smallint('selected_price').notNull().default(1),
    /** DIS (home), STO (store pickup), DEP (deposit in store). */
    deliveryMode: text('delivery_mode').notNull().default('DIS'),
    storeCode: text('store_code'),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull().default('it'),
    email: text('email').notNull(),
    browserId: text('browser_id'),
    discountCode: text('discount_code'),
    promotionRuleId: integer('promotion_rule_id'),
    merchandiseTotal: money('merchandise_total').notNull(),
    discountTotal: money('discount_total').notNull().default(0),
    freightTotal: money('freight_total').notNull().default(0),
    /** What the shopper pays; payments must match it exactly. */
    totalAmount: money('total_amount').notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    orderDate: stampedNow('order_date'),
    paidAt: timestampTz('paid_at'),
    shipmentDate: timestampTz('shipment_date'),
    carrierCode: text('carrier_code'),
    packageNumber: text('package_number'),
    carrierStatus: text('carrier_status'),
    /** Affiliate value sent with the status update (account §4). */
    awinAwc: text('awin_awc'),
    updatedAt: updatedAt(),
    /** Issue 29 §1 (migration 0021): NONE, HELD (an unpaid order's pieces, until stockHeldUntil), SOLD (paid), REFUND (paid for pieces no longer there). */
    stockHold: text('stock_hold').notNull().default('NONE'),
    stockHeldUntil: timestampTz('stock_held_until'),
  },
  (t) => [
    index('orders_client_idx').on(t.webClientId, t.orderDate),
    index('orders_stock_held_until_idx').on(t.stockHeldUntil).where(sql`${t.stockHold} = 'HELD'`),
    check('orders_status', sql`${t.status} in ('CHE', 'AWA', 'PEN', 'PAI', 'FAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT')`),
    check('orders_total_not_negative', sql`${t.totalAmount} >= 0`),
    check(
      'orders_stock_hold',
      sql`${t.stockHold} in ('NONE', 'HELD', 'SOLD', 'REFUND') and (${t.stockHold} <> 'HELD' or ${t.stockHeldUntil} is not null)`,
    ),
  ],
);

/** A row of one order, deleted with it. */
export const orderRef = () => cascadeRef('order_id', () => orders.orderId);

/** Account §3 Order lines; freight is a line too (itemType FREIGHT_COST / FREIGHT_EXP, itemTypeCode O). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: orderRef(),
    orderLineId: smallint('order_line_id').notNull(),
    productId: integer('product_id'),
    size: text('size'),
    barcode: text('barcode'),
    quantity: integer('quantity').notNull(),
    /** The price list's unit price before promotions and coupon. */
    listPrice: money('list_price').notNull(),
    /** What this line costs after the shared pricing rules. */
    lineTotal: money('line_total').notNull(),
    itemType: text('item_type').notNull(),
    /** O = non-product line (freight). */
    itemTypeCode: text('item_type_code').notNull(),
    productName: text('product_name').notNull(),
    productPhotoUrl: text('product_photo_url'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.orderLineId] })],
);

/** Idempotency-Key of POST orders/create: the same key and body give the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    webClientId: webClientRef(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: another body under the same key is a 422. */
    requestHash: text('request_hash').notNull(),
    /** The answer given the first time (status and body), replayed as is. */
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.webClientId, t.key] })],
);

/** One payment attempt on an order (architecture §4 Payments): sandbox, adyen or monetico. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: orderRef(),
    provider: text('provider').notNull(),
    /** Minor units (cents): what the provider was asked to charge. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The merchant reference sent to the provider: the order's webOrderId. */
    reference: text('reference').notNull(),
    /** CREATED, AUTHORISED, REFUSED, PENDING, ERROR, CANCELLED (the shopper-side result). */
    status: text('status').notNull().default('CREATED'),
    method: text('method'),
    pspReference: text('psp_reference'),
    /** Monetico: the form fields the API issued (all but MAC); the MAC call signs exactly these (issue 31 point 12). */
    formFields: jsonb('form_fields').$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_sessions_order_idx').on(t.orderId)],
);

/**
 * Every provider notification, stored before it is acted on (architecture §4): the signature
 * verdict, then what it did. (provider, event code, psp reference) is unique, so a replay is a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: identityKey(),
    provider: text('provider').notNull(),
    eventCode: text('event_code').notNull(),
    pspReference: text('psp_reference').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    success: boolean('success').notNull(),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    payload: jsonb('payload').notNull(),
    /** APPLIED, IGNORED, AMOUNT_MISMATCH, UNKNOWN_ORDER, ALREADY_FINAL… */
    outcome: text('outcome'),
    receivedAt: stampedNow('received_at'),
  },
  (t) => [unique('payment_notifications_event').on(t.provider, t.eventCode, t.pspReference)],
);
