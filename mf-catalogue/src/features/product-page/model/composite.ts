import type { BasketAddLine } from '@trama/shared/bus';
import type { Product } from '@trama/shared/contract';
import { basketAddLine } from './basket-line.ts';

/** §9 only the first 8 set items are shown. */
export const SET_ITEMS_SHOWN = 8;
/** §4 a set's description is cut at 200 characters with an ellipsis. */
export const SET_DESCRIPTION_LENGTH = 200;
/** §9 a single product's description preview: 92 characters (components/description-preview.tsx). */
export const DESCRIPTION_PREVIEW_LENGTH = 92;

export function cutDescription(text: string, max = SET_DESCRIPTION_LENGTH): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function setItems(product: Product): Product[] {
  return (product.compositeData?.products ?? []).slice(0, SET_ITEMS_SHOWN);
}

export interface ItemChoice {
  size: string | null;
  quantity: number;
}

export type SetChoices = Record<number, ItemChoice>;

/** §4 each item its own size and quantity; an item with a size and quantity > 0 is in the selection. */
export function chooseItem(choices: SetChoices, itemId: number, change: Partial<ItemChoice>): SetChoices {
  const current = choices[itemId] ?? { size: null, quantity: 0 };
  return { ...choices, [itemId]: { ...current, ...change } };
}

/** The basket lines of the selection (quantity 0 = not selected), priced from each item's size. */
export function selectionLines(set: Product, items: Product[], choices: SetChoices): { lines: BasketAddLine[]; total: number } {
  const lines: BasketAddLine[] = [];
  let total = 0;
  for (const item of items) {
    const choice = choices[item.productId];
    const size = choice?.size ? item.sizes.find((s) => s.size === choice.size) : undefined;
    if (!choice || !size || choice.quantity <= 0) continue;
    lines.push(basketAddLine(set, item, size, choice.quantity));
    total += (size.listPriceAfterDiscount ?? size.startingPrice) * choice.quantity;
  }
  return { lines, total: Math.round(total * 100) / 100 };
}
