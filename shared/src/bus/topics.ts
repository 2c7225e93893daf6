/**
 * The bus vocabulary (architecture §2): facts are state topics replayed to late subscribers,
 * each published by exactly one owning slice; commands are requests any slice may send.
 */
import type { Language } from '../contract/constants.ts';
import type {
  BasketTotals,
  ClickAndCollectLine,
  ConsentChoice,
  FlagValues,
  ItemsAnalyticsEvent,
  ItemsAnalyticsEventName,
  PurchaseEvent,
  StoreInfo,
  UserInfo,
} from '../contract/index.ts';
import type { BasketAddLine } from '../contract/basket.ts';

/** The line `basket.add` carries is a contract shape (contract/parcels.ts hands it on too): kept there, named here for the bus's users. */
export type { BasketAddLine, BasketAddLineDetails } from '../contract/basket.ts';

/** Owner: shell. */
export interface AuthFact {
  authenticated: boolean;
  token: string | null;
  user: UserInfo | null;
}

/** Owner: mf-basket-checkout. */
export interface BasketFact {
  count: number;
  totals: BasketTotals | null;
}

/** Owner: mf-catalogue. */
export interface WishlistFact {
  productIds: number[];
}

/**
 * Owner: mf-stores (the store side panel publishes the store the shopper chose for click and
 * collect; null when it is given up). The basket keeps it as its store entry.
 */
export interface StoreFact {
  store: StoreInfo | null;
}

/**
 * Contract 1.9 (owner: shell): the shopper's cookie choice (storefront §4), null while none is made.
 * Published at start-up from storage and again on every change (banner, footer link).
 */
export interface ConsentFact {
  choice: ConsentChoice | null;
}

export interface FactTopics {
  auth: AuthFact;
  basket: BasketFact;
  wishlist: WishlistFact;
  store: StoreFact;
  /** Owner: shell. */
  language: Language;
  consent: ConsentFact;
  /**
   * Contract 1.9 (owner: shell): the evaluated feature flags (config/flags.json through OpenFeature);
   * a missing key means its FLAG_DEFAULTS value. Read it with `useFlag` (@trama/shared/ui).
   */
  flags: FlagValues;
}

export type BasketAddReply =
  | { status: 'added'; messageKey: 'addToCart.1' }
  | { status: 'maxLimit'; messageKey: 'addToCart.2' }
  | { status: 'error'; messageKey: string };

/** Contract 1.9: 'cookieConsent' reopens the cookie banner (a footer link, the cookie page). */
export type UiPanel = 'login' | 'basket' | 'stores' | 'sizeGuide' | 'passwordReset' | 'cookieConsent';

/** Commands: payload and the reply the sender awaits (void when none). */
export interface CommandTopics {
  'basket.add': { payload: { lines: BasketAddLine[] }; reply: BasketAddReply };
  'ui.open': { payload: { panel: UiPanel; props?: Record<string, unknown> }; reply: void };
  'ui.close': { payload: { panel: UiPanel }; reply: void };
  /** Signs the shopper out (owner: shell): token, private code and discount go; home follows. */
  'auth.logout': { payload: Record<string, never>; reply: void };
  /**
   * Contract 1.7 (owner: shell): a password change (account §5) refuses every earlier token and
   * answers this session's new one; the sender hands it over and the shell keeps the shopper
   * signed in with it. A token of another customer, or an expired one, is ignored.
   */
  'auth.renew': { payload: { token: string }; reply: void };
  /** `to` is a path without the language prefix; the shell adds it. */
  navigate: { payload: { to: string; replace?: boolean }; reply: void };
  /**
   * Contract 1.3: opens the store picker for click and collect and answers the chosen store, or
   * null when the shopper closes it. Contract 1.8: each line names its size (the stock is per
   * barcode); the shell handles it by opening the store side panel (mf-stores' StorePanel) and
   * answers what the panel answers. NoHandlerError when no shell handles it (the checkout then says
   * store pickup is unavailable).
   */
  'stores.pick': { payload: { lines: ClickAndCollectLine[] }; reply: StoreInfo | null };
  /**
   * Contract 1.3: analytics events; observers read them with `bus.commands('analytics.track')`,
   * so it is sent with `bus.send` and needs no handler. Account §4: purchase on payment success.
   * Contract 1.15 (issue 31 §3): view_item (product page), add_to_wishlist (storefront §4 heart),
   * add_to_cart (the basket accepted an add), begin_checkout (the checkout opened with lines). The
   * shell is the one observer: it pushes them to `window.dataLayer` after cookie approval only.
   */
  'analytics.track': { payload: AnalyticsEvent; reply: void };
}

export type AnalyticsEvent = { name: 'purchase'; data: PurchaseEvent } | { name: ItemsAnalyticsEventName; data: ItemsAnalyticsEvent };

export type FactName = keyof FactTopics;
export type CommandName = keyof CommandTopics;
