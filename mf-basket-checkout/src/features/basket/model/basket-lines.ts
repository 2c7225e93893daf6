/**
 * The basket in browser storage (storefront §3 Basket, §4 Add to cart, §5): keyed by parent
 * product id, plus an optional 'store' entry. Pure functions; storage is in basket-storage.ts.
 */
import type { BasketAddLine, BasketAddReply } from '@trama/shared/bus';
import { MAX_QUANTITY_PER_LINE, type Basket, type BasketEntry, type BasketSizeLine } from '@trama/shared/contract';
import { roundAmount } from '@trama/shared/rules';

const STORE_KEY = 'store';

/**
 * What the sender may add to a line so the basket can show it before the product API exists.
 * Not (yet) in the bus contract: read defensively from the `basket.add` payload.
 */
export interface BasketLineDetails {
  name?: string;
  photo?: string;
  thumbnail?: string;
  canonicalMenu?: string;
  canonicalUrl?: string;
  menuId?: number;
  productReference?: string;
  startingPrice?: number;
  oldPrice?: number | null;
  listPriceAfterDiscount?: number | null;
  webInventory?: number;
  currency?: string;
  taxRate?: number;
}

export type AddLine = BasketAddLine & BasketLineDetails;

export type AddResult = { reply: BasketAddReply; basket: Basket | null };

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isSizeLine(value: unknown): value is BasketSizeLine {
  return isObject(value) && typeof value.productId === 'number' && typeof value.quantity === 'number' && typeof value.size === 'string';
}

function isEntry(value: unknown): value is BasketEntry {
  return isObject(value) && Array.isArray(value.sizes) && value.sizes.every(isSizeLine);
}

/** null when the stored text is not a basket: the caller discards it with a warning. */
export function parseBasket(raw: string | null): Basket | null {
  if (raw === null || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  for (const [key, entry] of Object.entries(value)) {
    if (key === STORE_KEY) continue;
    if (!isEntry(entry)) return null;
  }
  return value as Basket;
}

/** The product entries, without the store entry. */
export function basketEntries(basket: Basket): [string, BasketEntry][] {
  return Object.entries(basket).filter((pair): pair is [string, BasketEntry] => pair[0] !== STORE_KEY);
}

export interface BasketLineView {
  parentId: string;
  entry: BasketEntry;
  line: BasketSizeLine;
  unitPrice: number;
  amount: number;
}

export function unitPrice(line: BasketSizeLine): number {
  return line.listPriceAfterDiscount ?? line.startingPrice;
}

export function basketLines(basket: Basket): BasketLineView[] {
  return basketEntries(basket).flatMap(([parentId, entry]) =>
    entry.sizes.map((line) => ({
      parentId,
      entry,
      line,
      unitPrice: unitPrice(line),
      amount: roundAmount(unitPrice(line) * line.quantity, line.currency),
    })),
  );
}

/** The header count: every piece in the basket. */
export function basketCount(basket: Basket): number {
  return basketEntries(basket).reduce((sum, [, entry]) => sum + entry.sizes.reduce((n, s) => n + s.quantity, 0), 0);
}

export function basketTotal(basket: Basket): number {
  return roundAmount(basketLines(basket).reduce((sum, l) => sum + l.amount, 0));
}

function newEntry(line: AddLine): BasketEntry {
  return {
    name: line.name ?? '',
    photo: line.photo ?? '',
    thumbnail: line.thumbnail ?? line.photo ?? '',
    canonicalMenu: line.canonicalMenu ?? '',
    canonicallUrl: line.canonicalUrl ?? '',
    menuId: line.menuId ?? 0,
    packParent: false,
    pack: [],
    sizes: [],
  };
}

function newSizeLine(line: AddLine, now: Date): BasketSizeLine {
  return {
    productId: line.productId,
    productReference: line.productReference ?? '',
    size: line.size,
    quantity: 0,
    webInventory: line.webInventory ?? 0,
    startingPrice: line.startingPrice ?? 0,
    oldPrice: line.oldPrice ?? null,
    listPriceAfterDiscount: line.listPriceAfterDiscount ?? null,
    discountDetail: null,
    itemType: 'EAN',
    currency: line.currency ?? 'EUR',
    taxRate: line.taxRate ?? 0,
    specialDiscount: null,
    createdDate: now.toISOString(),
    parentId: line.parentProductId,
  };
}

/**
 * §4 Add to cart: merges the lines (quantity above 0 only) into a copy of the basket.
 * A size line above 10 pieces refuses the whole add (addToCart.2) and nothing is saved.
 */
export function addLines(basket: Basket, lines: AddLine[], now = new Date()): AddResult {
  const wanted = lines.filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  if (wanted.length === 0) return { reply: { status: 'error', messageKey: 'addToCart.3' }, basket: null };
  const next: Basket = structuredClone(basket);
  for (const line of wanted) {
    const key = String(line.parentProductId);
    const entry = (next[key] as BasketEntry | undefined) ?? newEntry(line);
    next[key] = entry;
    let size = entry.sizes.find((s) => s.productId === line.productId && s.size === line.size);
    if (!size) {
      size = newSizeLine(line, now);
      entry.sizes.push(size);
    }
    size.quantity += line.quantity;
    if (size.quantity > MAX_QUANTITY_PER_LINE) return { reply: { status: 'maxLimit', messageKey: 'addToCart.2' }, basket: null };
  }
  return { reply: { status: 'added', messageKey: 'addToCart.1' }, basket: next };
}

/**
 * §4: removing a size deletes the parent entry when no sizes remain; the basket is cleared when
 * only the store entry remains.
 */
export function removeSize(basket: Basket, parentId: string, productId: number, size: string): Basket {
  const next: Basket = structuredClone(basket);
  const entry = next[parentId] as BasketEntry | undefined;
  if (!entry || parentId === STORE_KEY) return next;
  entry.sizes = entry.sizes.filter((s) => !(s.productId === productId && s.size === size));
  if (entry.sizes.length === 0) delete next[parentId];
  return basketEntries(next).length === 0 ? {} : next;
}
