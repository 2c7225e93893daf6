/**
 * Contract 1.15 (issue 31 §3): the ecommerce analytics events the slices send on the bus
 * (`analytics.track`), in the shop's own words; the shell turns them into GA4's `dataLayer` shape
 * (shared/src/rules/analytics/ga4-events.ts) after cookie approval only (docs/analytics.md).
 */

/** One product of an event: the price is per piece, after any discount, in the event's currency. */
export interface AnalyticsItem {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  /** The size the shopper chose (its name when known), or null when none is chosen yet. */
  size: string | null;
}

/** view_item, add_to_wishlist, add_to_cart, begin_checkout: some products and their currency. */
export interface ItemsAnalyticsEvent {
  currency: string;
  items: AnalyticsItem[];
  /** begin_checkout: the coupon applied to the basket, if any. */
  coupon?: string | null;
}

export type ItemsAnalyticsEventName = 'view_item' | 'add_to_wishlist' | 'add_to_cart' | 'begin_checkout';
