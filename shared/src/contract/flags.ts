/**
 * Storefront §9 feature flags the storefront reads, with the spec's defaults. The values a shopper
 * gets come from config/flags.json through OpenFeature (architecture §2); these defaults apply
 * until the flag service answers, and when it cannot. The remote-<name> flags are the shell's and
 * are not listed here.
 */
export const FLAG_DEFAULTS = {
  /** Recommended products and personalised sliders. */
  personalization: true,
  /** Click and collect / delivery to a store (STO). */
  'store-delivery': true,
  /** Returning an online order in a store. */
  'store-return': true,
  /** The discount popup (storefront §2 Home, §4 discount popup). */
  'private-sale-popup': true,
  /** Automatic promotions from brand details. */
  'promotion-rules': true,
  /** Low-stock hint (1 to 4 left). */
  'stock-left': true,
  /** Converting loyalty points at checkout. */
  'redeem-points': true,
  /** The affiliate marketing script (after cookie consent only). */
  'affiliate-script': true,
  /** Express home delivery. */
  'express-delivery': false,
  /** Delivery outside Italy. */
  'foreign-delivery': false,
  /** Deposit in store (DEP). */
  depot: false,
  /** Hide old prices and discount details. */
  'hide-discount': false,
} as const satisfies Record<string, boolean>;

export type FlagKey = keyof typeof FLAG_DEFAULTS;

/** Evaluated flag values; a flag that is missing falls back to FLAG_DEFAULTS. */
export type FlagValues = Partial<Record<FlagKey, boolean>>;

export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];
