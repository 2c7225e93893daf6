/**
 * The basket as this remote holds it: the stored basket (storefront §3, keyed by parent product id),
 * the applied discount, and its totals from the shared pricing rules. One snapshot per page, read by
 * React through useSyncExternalStore and published on the bus as the `basket` fact (count, totals).
 */
import { getApiClient, readKey, removeKey, writeKey } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS, type Basket, type DiscountValidation } from '@trama/shared/contract';
import {
  basketCount,
  basketEntries,
  parseBasket,
  priceBasket,
  pricingLines,
  type PricingCoupon,
  type PricingResult,
} from '@trama/shared/rules';
import { readDiscount, writeDiscount } from './discount-storage.ts';
import { loadPricingContext, loadedPricingContext, pricingContextLanguage, pricingLanguage, setPricingLanguage } from './pricing-context.ts';
import { promotionsEnabled } from './promotion-flag.ts';

export interface BasketState {
  basket: Basket;
  /** The applied code's validation answer (STORAGE_KEYS.discount). */
  discount: DiscountValidation | null;
  /** null until the brand details are known (shipping and promotions need them). */
  pricing: PricingResult | null;
  currency: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: BasketState | null = null;

function readBasket(): Basket {
  const basket = parseBasket(readKey(STORAGE_KEYS.basket));
  if (basket) return basket;
  console.warn(`[basket] discarding unreadable '${STORAGE_KEYS.basket}' storage entry`);
  removeKey(STORAGE_KEYS.basket);
  return {};
}

function currencyOf(basket: Basket): string {
  return basketEntries(basket)[0]?.[1].sizes[0]?.currency ?? getApiClient().currentContext.currency;
}

function couponOf(discount: DiscountValidation | null): PricingCoupon | null {
  if (!discount?.valid) return null;
  const { discountCode, couponType, value, cumulative, productCluster } = discount;
  return { discountCode, couponType, value, cumulative, productCluster };
}

function price(basket: Basket, discount: DiscountValidation | null, currency: string): PricingResult | null {
  const context = loadedPricingContext();
  if (!context) return null;
  return priceBasket({
    lines: pricingLines(basket),
    currency,
    shippingMinimum: context.brand.shippingMinimum,
    shippingCost: context.brand.shippingCost,
    promotions: context.brand.promotion ?? [],
    clusterBarcodes: context.clusterBarcodes,
    coupon: couponOf(discount),
    delivery: basket.store?.storeDelivery ?? 'DIS',
    promotionsEnabled: promotionsEnabled(),
  });
}

function settle(basket: Basket, discount: DiscountValidation | null): BasketState {
  const currency = currencyOf(basket);
  state = { basket, discount, pricing: price(basket, discount, currency), currency };
  getBus().publish('basket', { count: basketCount(basket), totals: state.pricing?.totals ?? null });
  for (const listener of listeners) listener();
  return state;
}

/**
 * Loads the brand details once per language, then prices again; until the first load the totals
 * are null (after a language switch the previous language's amounts stand until its names arrive).
 */
function ensurePricingContext(language: string = pricingLanguage()): Promise<BasketState> {
  if (loadedPricingContext() && pricingContextLanguage() === language) return Promise.resolve(getBasketState());
  return loadPricingContext(language).then(
    () => reprice(),
    (error: unknown) => {
      console.warn('[basket] brand details unavailable: totals wait for the next change', error);
      return getBasketState();
    },
  );
}

export function getBasketState(): BasketState {
  return state ?? reloadBasketState();
}

export function subscribeBasketState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads basket and discount from storage again (start, reload, another tab). */
export function reloadBasketState(): BasketState {
  const next = settle(readBasket(), readDiscount());
  void ensurePricingContext();
  return next;
}

/** Prices the current basket again (the flag or the brand details changed). */
export function reprice(): BasketState {
  const { basket, discount } = getBasketState();
  return settle(basket, discount);
}

/** Issue 29 §13: the page now speaks `language`: the promotions' names are asked in it. */
export function basketLanguage(language: string): Promise<BasketState> {
  setPricingLanguage(language);
  return ensurePricingContext(language);
}

/** The current state once the brand details had their chance to load. */
export function pricedBasketState(): Promise<BasketState> {
  return ensurePricingContext();
}

/** Saves the basket (an empty one removes the key); false when the browser refused the write. */
export function saveBasket(basket: Basket): boolean {
  try {
    writeKey(STORAGE_KEYS.basket, Object.keys(basket).length === 0 ? null : JSON.stringify(basket));
  } catch (error) {
    console.warn('[basket] could not save the basket', error);
    return false;
  }
  settle(basket, getBasketState().discount);
  void ensurePricingContext();
  return true;
}

/** Stores (or removes, null) the applied discount and prices again; false when the write failed. */
export function saveDiscount(discount: DiscountValidation | null): boolean {
  try {
    writeDiscount(discount);
  } catch (error) {
    console.warn('[basket] could not save the discount', error);
    return false;
  }
  settle(getBasketState().basket, discount);
  return true;
}

/** §4 Destroying the basket clears basket, discount (code) and the stored freight cost. */
export function destroyBasket(): void {
  removeKey(STORAGE_KEYS.basket);
  removeKey(STORAGE_KEYS.discount);
  removeKey(STORAGE_KEYS.freightCost);
  settle({}, null);
}
