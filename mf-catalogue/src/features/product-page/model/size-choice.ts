import type { Dispatch, SetStateAction } from 'react';
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
 * listPriceAfterDiscount and discountDetail, and the basket charges that size). With no size chosen
 * (§4: clicking the chosen size again deselects it), the cheapest size the shopper can pick: the
 * product's own "from" price may belong to a size out of web stock, which §5 does not offer.
 */
export function shownPrices(product: Product, size: Size | null, offered: readonly Size[] = []) {
  const priced = offered.filter((s) => s.startingPrice > 0);
  const cheapest = priced.reduce<Size | null>((a, b) => (a === null || b.startingPrice < a.startingPrice ? b : a), null);
  const shown = size ?? cheapest;
  return shown ? { ...shown, currency: product.currency } : product;
}

/** What a buy box is given (buy-box.tsx, gift-card-buy-box.tsx): the product and the view's choice of size and quantity. */
export interface BuyBoxProps {
  product: Product;
  choice: SizeChoice;
  setChoice: Dispatch<SetStateAction<SizeChoice>>;
  language: string;
}
