/**
 * The basket in browser storage (storefront §3 Basket, §4 Add to cart, §5, §9). Pure functions: every
 * operation returns a new basket and never mutates its input, so a refused change leaves the stored
 * basket exactly as it was.
 */
import type { BasketAddLine, BasketAddLineDetails, BasketAddReply } from '../../bus/topics.ts';
import { MAX_QUANTITY_PER_LINE } from '../../contract/constants.ts';
import type { Basket, BasketEntry, BasketSizeLine } from '../../contract/index.ts';
import { findPackRole, liftPackChildren, packChildFloor, packChildren } from './packs.ts';
import type { PricingLine } from './types.ts';

const STORE_KEY = 'store';

export type RemoveRefusal = 'packWhole';
/**
 * 'packWhole' is the same refusal as removeSize: quantity 0 removes the line, and removing a pack
 * parent is refused while its children equal it.
 */
export type QuantityRefusal = 'maxLimit' | 'packChildBelowParent' | RemoveRefusal;

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isSizeLine(value: unknown): value is BasketSizeLine {
  return (
    isObject(value) &&
    typeof value.productId === 'number' &&
    typeof value.size === 'string' &&
    typeof value.quantity === 'number' &&
    Number.isFinite(value.quantity)
  );
}

function isEntry(value: unknown): value is BasketEntry {
  return isObject(value) && Array.isArray(value.sizes) && value.sizes.every(isSizeLine);
}

/** '' or null (nothing stored) is an empty basket; anything that is not a basket is null and the caller discards it. */
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
    // Old baskets may lack the pack fields; the rules below rely on them.
    if (!Array.isArray(entry.pack)) entry.pack = [];
    if (typeof entry.packParent !== 'boolean') entry.packParent = false;
  }
  return value as Basket;
}

/** The product entries, without the store entry. */
export function basketEntries(basket: Basket): [string, BasketEntry][] {
  return Object.entries(basket).filter((pair): pair is [string, BasketEntry] => pair[0] !== STORE_KEY);
}

/** The header count (§3): every piece in the basket. */
export function basketCount(basket: Basket): number {
  return basketEntries(basket).reduce((sum, [, entry]) => sum + entry.sizes.reduce((n, s) => n + s.quantity, 0), 0);
}

export function clearBasket(): Basket {
  return {};
}

function newEntry(details: BasketAddLineDetails): BasketEntry {
  return {
    name: details.name ?? '',
    photo: details.photo ?? '',
    thumbnail: details.thumbnail ?? details.photo ?? '',
    canonicalMenu: details.canonicalMenu ?? '',
    canonicallUrl: details.canonicalUrl ?? '',
    menuId: details.menuId ?? 0,
    packParent: false,
    pack: [],
    sizes: [],
  };
}

/** An entry created by an earlier add without details gets its display fields from a later one. */
function fillMissingDisplay(entry: BasketEntry, details: BasketAddLineDetails): void {
  entry.name ||= details.name ?? '';
  entry.photo ||= details.photo ?? '';
  entry.thumbnail ||= details.thumbnail ?? details.photo ?? '';
  entry.canonicalMenu ||= details.canonicalMenu ?? '';
  entry.canonicallUrl ||= details.canonicalUrl ?? '';
  entry.menuId ||= details.menuId ?? 0;
}

/**
 * §3 Basket packParent / pack[]: a line of a pack product makes its entry a pack parent and brings
 * its refs (parentProductId, productId, discountDetail), each kept once.
 */
function joinPack(entry: BasketEntry, refs: BasketAddLineDetails['pack']): void {
  if (!refs || refs.length === 0) return;
  entry.packParent = true;
  for (const ref of refs) {
    const known = entry.pack.find((r) => r.parentProductId === ref.parentProductId && r.productId === ref.productId);
    if (known) known.discountDetail = ref.discountDetail;
    else entry.pack.push({ parentProductId: ref.parentProductId, productId: ref.productId, discountDetail: ref.discountDetail });
  }
}

function newSizeLine(line: BasketAddLine, details: BasketAddLineDetails, now: Date): BasketSizeLine {
  const sizeLine: BasketSizeLine = {
    productId: line.productId,
    productReference: details.productReference ?? '',
    size: line.size,
    quantity: 0,
    webInventory: details.webInventory ?? 0,
    startingPrice: details.startingPrice ?? 0,
    oldPrice: details.oldPrice ?? null,
    listPriceAfterDiscount: details.listPriceAfterDiscount ?? null,
    discountDetail: details.discountDetail ?? null,
    itemType: details.itemType ?? 'EAN',
    currency: details.currency ?? 'EUR',
    taxRate: 0,
    specialDiscount: null,
    createdDate: now.toISOString(),
    parentId: line.parentProductId,
  };
  if (details.productCategoryId !== undefined) sizeLine.productCategoryId = details.productCategoryId;
  if (details.sizeName) sizeLine.sizeName = details.sizeName;
  return sizeLine;
}

/**
 * §4 Add to cart, §5: only lines with a quantity above 0 are added (none: addToCart.3). Lines merge
 * by (parent product, product, size). A size line that would exceed 10 pieces refuses the whole add
 * (addToCart.2) and the basket is null: nothing is saved. More of a pack parent lifts its children
 * with it (§4: a child never below its parent); adding a whole pack at once lifts nothing.
 */
export function addLines(
  basket: Basket,
  lines: BasketAddLine[],
  now: Date = new Date(),
): { reply: BasketAddReply; basket: Basket | null } {
  const wanted = lines.filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  if (wanted.length === 0) return { reply: { status: 'error', messageKey: 'addToCart.3' }, basket: null };
  const next: Basket = structuredClone(basket);
  for (const line of wanted) {
    const details = line.details ?? {};
    const key = String(line.parentProductId);
    const entry = (key === STORE_KEY ? undefined : next[key]) ?? newEntry(details);
    fillMissingDisplay(entry, details);
    joinPack(entry, details.pack);
    next[key] = entry;
    let sizeLine = entry.sizes.find((s) => s.productId === line.productId && s.size === line.size);
    if (!sizeLine) {
      sizeLine = newSizeLine(line, details, now);
      entry.sizes.push(sizeLine);
    }
    sizeLine.quantity += line.quantity;
    if (sizeLine.quantity > MAX_QUANTITY_PER_LINE) {
      return { reply: { status: 'maxLimit', messageKey: 'addToCart.2' }, basket: null };
    }
  }
  // After every line is merged, so a whole pack added at once (parent and children) lifts nothing.
  for (const [, entry] of basketEntries(next)) liftPackChildren(entry);
  return { reply: { status: 'added', messageKey: 'addToCart.1' }, basket: next };
}

function sameLine(productId: number, size: string) {
  return (s: BasketSizeLine) => s.productId === productId && s.size === size;
}

/**
 * §4: removes the size line; the parent entry goes when no sizes remain and the basket is cleared
 * ({}) when only the store entry remains. A pack cannot be removed as a whole: removing the pack
 * parent line is refused ('packWhole') while every remaining child equals its quantity.
 */
export function removeSize(
  basket: Basket,
  parentId: string,
  productId: number,
  size: string,
): { basket: Basket; refused: null | RemoveRefusal } {
  const current = parentId === STORE_KEY ? undefined : basket[parentId];
  const line = current?.sizes.find(sameLine(productId, size));
  if (!current || !line) return { basket: structuredClone(basket), refused: null };
  if (findPackRole(current, line) === 'parent') {
    const children = packChildren(current);
    if (children.length > 0 && children.every((c) => c.quantity === line.quantity)) {
      return { basket: structuredClone(basket), refused: 'packWhole' };
    }
  }
  const next: Basket = structuredClone(basket);
  const entry = next[parentId] as BasketEntry;
  entry.sizes = entry.sizes.filter((s) => !sameLine(productId, size)(s));
  if (entry.sizes.length === 0) delete next[parentId];
  return { basket: basketEntries(next).length === 0 ? {} : next, refused: null };
}

/**
 * §4, §5: sets a line to 1..10 pieces; 0 removes it (as removeSize). Anything else (above 10, negative,
 * fractional) is refused as 'maxLimit'. A pack child never goes below its pack parent's quantity;
 * raising the pack parent lifts children that would fall below it, so the pack stays whole.
 */
export function setLineQuantity(
  basket: Basket,
  parentId: string,
  productId: number,
  size: string,
  quantity: number,
): { basket: Basket; refused: null | QuantityRefusal } {
  if (quantity === 0) return removeSize(basket, parentId, productId, size);
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY_PER_LINE) {
    return { basket: structuredClone(basket), refused: 'maxLimit' };
  }
  const next: Basket = structuredClone(basket);
  const entry = parentId === STORE_KEY ? undefined : next[parentId];
  const line = entry?.sizes.find(sameLine(productId, size));
  if (!entry || !line) return { basket: next, refused: null };
  if (findPackRole(entry, line) === 'child' && quantity < packChildFloor(entry)) {
    return { basket: structuredClone(basket), refused: 'packChildBelowParent' };
  }
  line.quantity = quantity;
  liftPackChildren(entry);
  return { basket: next, refused: null };
}

/** What priceBasket needs from each stored size line (§3 Basket totals). */
export function pricingLines(basket: Basket): PricingLine[] {
  return basketEntries(basket).flatMap(([, entry]) =>
    entry.sizes.map((stored: BasketSizeLine) => {
      const unitPrice = stored.listPriceAfterDiscount ?? stored.startingPrice;
      return {
        productId: stored.productId,
        size: stored.size,
        productReference: stored.productReference ?? '',
        quantity: stored.quantity,
        unitPrice,
        oldUnitPrice: stored.oldPrice ?? unitPrice,
        itemType: stored.itemType === 'GFC' ? 'GFC' : 'EAN',
        productCategoryId: stored.productCategoryId ?? null,
      };
    }),
  );
}
