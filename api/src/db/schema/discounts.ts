/** Discount codes (storefront §3 Discount, §4) and their redemptions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityKey, money, timestampTz } from './columns.ts';
import { brandRef } from './brands.ts';

export const coupons = pgTable(
  'coupons',
  {
    couponId: identityKey('coupon_id'),
    /** Stored upper-cased: shoppers type codes in any case, lookups upper-case them too. */
    code: text('code').notNull().unique(),
    brandId: brandRef(),
    couponType: text('coupon_type').notNull(),
    /** PERCENT and PRIVATE_SALE: a percentage; FIXED: an amount in the brand currency. */
    value: money('value').notNull(),
    label: text('label'),
    /** false: not applied when an automatic promotion already reduces the basket (§4). */
    cumulative: boolean('cumulative').notNull().default(true),
    authenticatedOnly: boolean('authenticated_only').notNull().default(false),
    validFrom: timestampTz('valid_from'),
    validUntil: timestampTz('valid_until'),
    /** Redemptions over all customers; null = unlimited, 1 = single use. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    timesUsed: integer('times_used').notNull().default(0),
    /** The basket amount the code needs (validate-discount `amount`); null = none. */
    minimumAmount: money('minimum_amount'),
    /** product_clusters.cluster_id: the barcodes the code is restricted to; null = every product. */
    productClusterId: text('product_cluster_id'),
    /** A client discount (account §4 Loyalty): only this web client may use it; null = anyone. */
    ownerWebClientId: integer('owner_web_client_id'),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('coupons_coupon_type', sql`${t.couponType} in ('PERCENT', 'FIXED', 'PRIVATE_SALE')`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check('coupons_max_uses_per_customer_positive', sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0`),
    // Not capped by max_uses: a payment arriving after its reservation lapsed is still recorded (0008).
    check('coupons_times_used_not_negative', sql`${t.timesUsed} >= 0`),
  ],
);

/**
 * One row per order that holds or used a coupon: RESERVED from order creation until expires_at (or
 * until the order fails), REDEEMED once paid (0008). Counts uses and makes both steps idempotent.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: identityKey(),
    couponId: cascadeRef('coupon_id', () => coupons.couponId),
    webClientId: integer('web_client_id'),
    orderRef: text('order_ref').notNull(),
    createdAt: createdAt(),
    status: text('status').notNull().default('REDEEMED'),
    /** RESERVED only: the reservation stops counting after this (unpaid order left behind). */
    expiresAt: timestampTz('expires_at'),
  },
  (t) => [
    check(
      'coupon_redemptions_status',
      sql`${t.status} in ('RESERVED', 'REDEEMED') and ((${t.status} = 'RESERVED') = (${t.expiresAt} is not null))`,
    ),
    unique('coupon_redemptions_coupon_order').on(t.couponId, t.orderRef),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.webClientId),
  ],
);
