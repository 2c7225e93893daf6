import type { Product, Size } from '@trama/shared/contract';
import { preselectSize } from './sizes.ts';

/** What the shopper picked in the buy box of a single product (type S). */
export interface SizeChoice {
  size: string | null;
  quantity: number;
}

/** §4 on load (and for another product or colour): the preselected size with quantity 1. */
export function initialSizeChoice(product: Product): SizeChoice {
  return { size: preselectSize(product.sizes)?.size ?? null, quantity: 1 };
}

export function chosenSize(product: Product, choice: SizeChoice): Size | null {
  return product.sizes.find((s) => s.size === choice.size) ?? null;
}

/**
 * §3/§9 the prices on screen are the chosen size's (each size has its own startingPrice, oldPrice,
 * listPriceAfterDiscount and discountDetail, and the basket charges that size); without a size,
 * the product's own "from" price.
 */
export function shownPrices(product: Product, size: Size | null) {
  return size ? { ...size, currency: product.currency } : product;
}
