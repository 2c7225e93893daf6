/**
 * What the basket screens show of the stored basket (storefront §3, §5). The basket operations and
 * totals themselves are the shared rules (@trama/shared/rules); these are view helpers only.
 */
import {
  MAX_QUANTITY_PER_LINE,
  type Basket,
  type BasketEntry,
  type BasketLineRef,
  type BasketPricing,
  type BasketSizeLine,
  type StockCheckResult,
} from '@trama/shared/contract';
import { basketEntries, roundAmount } from '@trama/shared/rules';

export interface BasketLineView {
  /** Unique per line: parent, product and size. */
  key: string;
  parentId: string;
  entry: BasketEntry;
  line: BasketSizeLine;
  unitPrice: number;
  amount: number;
  /** The struck-through amount, when the product's old price is higher. */
  oldAmount: number | null;
}

export function lineKey(productId: number, size: string): string {
  return `${productId}:${size}`;
}

export function basketLineViews(basket: Basket): BasketLineView[] {
  return basketEntries(basket).flatMap(([parentId, entry]) =>
    entry.sizes.map((line) => {
      const unitPrice = line.listPriceAfterDiscount ?? line.startingPrice;
      const oldUnitPrice = line.oldPrice ?? unitPrice;
      return {
        key: `${parentId}:${lineKey(line.productId, line.size)}`,
        parentId,
        entry,
        line,
        unitPrice,
        amount: roundAmount(unitPrice * line.quantity, line.currency),
        oldAmount: oldUnitPrice > unitPrice ? roundAmount(oldUnitPrice * line.quantity, line.currency) : null,
      };
    }),
  );
}

/**
 * §5: quantity choices run 1 to the lesser of 10 and the stock. The current quantity is always
 * offered, so a line whose stock fell below it still shows what the shopper has. Collected in a
 * store (`inStore`), the web stock does not limit the line: up to 10, and the store check after the
 * change says whether the store can (account §4 Store selection in basket).
 */
export function quantityChoices(line: Pick<BasketSizeLine, 'quantity' | 'webInventory'>, inStore = false): number[] {
  const stock = inStore ? MAX_QUANTITY_PER_LINE : line.webInventory;
  const top = Math.min(MAX_QUANTITY_PER_LINE, Math.max(line.quantity, Math.min(MAX_QUANTITY_PER_LINE, stock)));
  return Array.from({ length: Math.max(top, 1) }, (_, i) => i + 1);
}

/**
 * The lines a store serves from its shelves: every line but gift cards (storefront §3 itemType
 * GFC), which the shop issues and no store holds (issue 16) — so a gift card never makes a store
 * look unable to serve a click-and-collect basket.
 */
export function shelfLineRefs(basket: Basket): BasketLineRef[] {
  const cards = new Set(
    basketEntries(basket).flatMap(([, entry]) => entry.sizes.filter((line) => line.itemType === 'GFC').map((line) => lineKey(line.productId, line.size))),
  );
  return lineRefs(basket).filter((line) => !cards.has(lineKey(line.productId, line.size)));
}

/**
 * The basket as the API identifies it: product, size, pieces (prices are never sent). The API
 * refuses a size listed twice, which a pack can cause (the same size under two parents): such
 * lines go as one, their pieces added up to at most 10.
 */
export function lineRefs(basket: Basket): BasketLineRef[] {
  const refs = new Map<string, BasketLineRef>();
  for (const [, entry] of basketEntries(basket)) {
    for (const { productId, size, quantity } of entry.sizes) {
      const key = lineKey(productId, size);
      const known = refs.get(key);
      refs.set(key, { productId, size, quantity: Math.min(MAX_QUANTITY_PER_LINE, (known?.quantity ?? 0) + quantity) });
    }
  }
  return [...refs.values()];
}

/**
 * The basket with the database's prices and stock from POST /api/external/basket/pricing, so the
 * shopper sees the price the order will be charged at. A line the database no longer knows keeps
 * its price and gets no stock, so the stock check flags it.
 */
export function withServerPrices(basket: Basket, pricing: BasketPricing): Basket {
  const fresh = new Map(pricing.lines.map((l) => [lineKey(l.productId, l.size), l]));
  const unknown = new Set(pricing.unknownLines.map((l) => lineKey(l.productId, l.size)));
  const next: Basket = structuredClone(basket);
  for (const [parentId, entry] of basketEntries(next)) {
    for (const line of entry.sizes) {
      const key = lineKey(line.productId, line.size);
      const priced = fresh.get(key);
      if (priced) {
        // The unit price the rules read is listPriceAfterDiscount ?? startingPrice: update that one.
        if (line.listPriceAfterDiscount !== null) line.listPriceAfterDiscount = priced.unitPrice;
        else line.startingPrice = priced.unitPrice;
        line.oldPrice = priced.oldUnitPrice > priced.unitPrice ? priced.oldUnitPrice : null;
        line.webInventory = priced.webInventory;
        line.productReference = priced.productReference || line.productReference;
        line.itemType = priced.itemType;
        line.currency = priced.currency;
        // Issue 29 point 14: the size's name in the language read now (an older API sends none).
        if (priced.sizeName) line.sizeName = priced.sizeName;
        // Issue 29 §13: the name is the answer's language (the page's), not the one the line was added
        // in; an entry named after its parent (a set) keeps its name unless this line is the parent.
        if (String(line.productId) === parentId || !entry.name) entry.name = priced.name;
        entry.thumbnail ||= priced.thumbnail;
      } else if (unknown.has(key)) {
        line.webInventory = 0;
      }
    }
  }
  return next;
}

export interface StockFlag {
  /** product.basket.delivery.15: no stock left; .16: fewer pieces than asked. */
  messageKey: 'product.basket.delivery.15' | 'product.basket.delivery.16';
  name: string;
  webInventory: number;
}

/** §5 Stock check: the lines short of stock, by lineKey. */
export function stockFlags(result: StockCheckResult): Map<string, StockFlag> {
  const flags = new Map<string, StockFlag>();
  for (const line of result.lines) {
    if (line.available) continue;
    flags.set(lineKey(line.productId, line.size), {
      messageKey: line.webInventory > 0 ? 'product.basket.delivery.16' : 'product.basket.delivery.15',
      name: line.name,
      webInventory: line.webInventory,
    });
  }
  return flags;
}
