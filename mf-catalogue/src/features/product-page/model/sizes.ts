import { MAX_QUANTITY_PER_LINE, type Size } from '@trama/shared/contract';
import type { SalesMode } from '../../../components/sales-mode.ts';

/** §5 size list: default mode offers only sizes with web stock; click-and-collect offers all. */
export function visibleSizes(sizes: Size[], mode: SalesMode): Size[] {
  return mode === 'click-and-collect' ? sizes : sizes.filter((s) => s.webInventory > 0);
}

/** §4 on load (and on a colour change) the first size with price and stock, else the first size. */
export function preselectSize(sizes: Size[]): Size | null {
  return sizes.find((s) => s.startingPrice > 0 && s.webInventory > 0) ?? sizes[0] ?? null;
}

/** §5 quantity choices: 0, then 1 to the lesser of 10 and the stock. */
export function quantityChoices(stock: number): number[] {
  const top = Math.max(0, Math.min(MAX_QUANTITY_PER_LINE, Math.floor(stock)));
  return [0, ...Array.from({ length: top }, (_, i) => i + 1)];
}

/** §5/§9 low stock: 1 to 4 pieces left shows the remaining count; null otherwise. */
export function lowStock(stock: number): number | null {
  return stock >= 1 && stock <= 4 ? stock : null;
}

/** §5 add to cart (non-set): the message key refusing the add, or null when it may go. */
export function addToCartRefusal(size: Size | null, quantity: number): 'addToCart.3' | 'addToCart.4' | null {
  if (quantity <= 0) return 'addToCart.3';
  if (!size) return 'addToCart.4';
  return null;
}
