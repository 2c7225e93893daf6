/**
 * Issue 31 §3 (storefront §4 wishlist heart, account §4 purchase): the shop's analytics events in
 * GA4's recommended ecommerce shape, the one place they are built (docs/analytics.md). The shell
 * pushes the result to `window.dataLayer`, after cookie approval only; the slices send the events
 * on the bus in the shop's own words (contract/analytics.ts).
 */
import type { AnalyticsEvent } from '../../bus/topics.ts';
import type { AnalyticsItem } from '../../contract/index.ts';
import { purchaseTax } from '../checkout/order-status.ts';
import { roundAmount } from '../rounding.ts';

/** GA4 item: ids are strings; item_variant only when a size is chosen. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
}

export interface Ga4Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
}

export interface Ga4EcommercePush {
  event: AnalyticsEvent['name'];
  ecommerce: Ga4Ecommerce;
}

const CURRENCY = /^[A-Z]{3}$/;

function ga4Item(item: AnalyticsItem): Ga4Item | null {
  if (!Number.isInteger(item.productId) || !Number.isFinite(item.price) || item.price < 0) return null;
  if (!Number.isInteger(item.quantity) || item.quantity <= 0) return null;
  const shaped: Ga4Item = { item_id: String(item.productId), item_name: item.name, price: item.price, quantity: item.quantity };
  if (item.size) shaped.item_variant = item.size;
  return shaped;
}

/**
 * The dataLayer object of one event, or null when it has nothing GA4 could count (no valid item, no
 * currency). value: the items' total (price × quantity), except for purchase, whose value is the
 * order's amount as charged (freight included) with tax at the spec's 20 % VAT (account §4) and
 * transaction_id the order number the accepted page and the account show (orderId).
 */
export function ga4Event(event: AnalyticsEvent): Ga4EcommercePush | null {
  const currency = event.data.currency;
  if (!CURRENCY.test(currency)) return null;
  if (event.name === 'purchase') {
    const data = event.data;
    const items = data.items
      .map((item) => ga4Item({ productId: item.productId, name: item.name, price: item.price, quantity: item.quantity, size: item.size }))
      .filter((item): item is Ga4Item => item !== null);
    if (items.length === 0 || !Number.isFinite(data.value)) return null;
    const ecommerce: Ga4Ecommerce = {
      transaction_id: String(data.orderId),
      currency,
      value: roundAmount(data.value, currency),
      tax: purchaseTax(data.value),
      shipping: data.shipping,
      items,
    };
    if (data.coupon) ecommerce.coupon = data.coupon;
    return { event: 'purchase', ecommerce };
  }
  const items = event.data.items.map(ga4Item).filter((item): item is Ga4Item => item !== null);
  if (items.length === 0) return null;
  const value = roundAmount(
    items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    currency,
  );
  const ecommerce: Ga4Ecommerce = { currency, value, items };
  if (event.name === 'begin_checkout' && event.data.coupon) ecommerce.coupon = event.data.coupon;
  return { event: event.name, ecommerce };
}
