/**
 * Issue 31 §3: the slices' products as analytics items (contract/analytics.ts), so each slice sends
 * what it knows without a copy of the rules: a product or card (view_item, add_to_wishlist), the
 * lines of an add (add_to_cart), the stored basket (begin_checkout). Prices are per piece, after
 * any discount, as the shopper saw them.
 */
import type { BasketAddLine } from '../../bus/topics.ts';
import type { AnalyticsItem, Basket, ItemsAnalyticsEvent, ProductCard } from '../../contract/index.ts';
import { basketEntries } from '../basket/basket-operations.ts';

type PricedProduct = Pick<ProductCard, 'productId' | 'name' | 'startingPrice' | 'listPriceAfterDiscount' | 'currency'>;

/** One piece of a product (the page's or the card's price), no size chosen. */
export function productAnalyticsEvent(product: PricedProduct): ItemsAnalyticsEvent {
  return {
    currency: product.currency,
    items: [{ productId: product.productId, name: product.name, price: product.listPriceAfterDiscount ?? product.startingPrice, quantity: 1, size: null }],
  };
}

/** The lines of a `basket.add` the basket accepted (their details are what the page showed). */
export function addLinesAnalyticsEvent(lines: BasketAddLine[], fallbackCurrency = 'EUR'): ItemsAnalyticsEvent {
  const items: AnalyticsItem[] = lines.map((line) => ({
    productId: line.productId,
    name: line.details?.name ?? '',
    price: line.details?.listPriceAfterDiscount ?? line.details?.startingPrice ?? 0,
    quantity: line.quantity,
    size: line.details?.sizeName || line.size || null,
  }));
  return { currency: lines.find((line) => line.details?.currency)?.details?.currency ?? fallbackCurrency, items };
}

/** Every size line of the stored basket (begin_checkout), with the applied coupon if any. */
export function basketAnalyticsEvent(basket: Basket, currency: string, coupon: string | null = null): ItemsAnalyticsEvent {
  const items = basketEntries(basket).flatMap(([, entry]) =>
    entry.sizes.map((line) => ({
      productId: line.productId,
      name: entry.name,
      price: line.listPriceAfterDiscount ?? line.startingPrice,
      quantity: line.quantity,
      size: line.sizeName || line.size || null,
    })),
  );
  return { currency, items, coupon };
}
