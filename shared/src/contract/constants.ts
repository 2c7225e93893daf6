/** Storefront spec §1 and §9: defaults and limits. */
export const SUPPORTED_LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
export const DEFAULT_BRAND_ID = 3;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_COUNTRY = 'IT';
export const DEFAULT_PROMO_CLUSTER = 'E';
export const MAX_QUANTITY_PER_LINE = 10;

/**
 * Issue 31 §7, storefront §9 "supported language list in one build: Italian only": the languages a
 * build serves, from TRAMA_LANGUAGES (comma-separated, e.g. `it`), read when the bundles are built
 * (DefinePlugin) and by the API at start. Unset or empty: all five. Italian, the default language,
 * is always served; codes that are not ours are left out (the build config refuses them loudly).
 */
export function parseBuildLanguages(value: string | undefined | null): readonly Language[] {
  const asked = (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  if (asked.length === 0) return SUPPORTED_LANGUAGES;
  return SUPPORTED_LANGUAGES.filter((code) => code === DEFAULT_LANGUAGE || asked.includes(code));
}

function configuredLanguages(): string | undefined {
  try {
    // Replaced by its value in the bundles (DefinePlugin); the API and the tests read the environment.
    return process.env.TRAMA_LANGUAGES;
  } catch {
    return undefined;
  }
}

/** The languages this build serves (all five unless TRAMA_LANGUAGES says otherwise). */
export const BUILD_LANGUAGES: readonly Language[] = parseBuildLanguages(configuredLanguages());

/** One of the languages this build serves: another one reads as an unknown language (Italian). */
export function isLanguage(value: string | undefined | null, served: readonly Language[] = BUILD_LANGUAGES): value is Language {
  return !!value && (served as readonly string[]).includes(value);
}

/** Browser storage keys of storefront §9 (plus the basket, owned by mf-basket-checkout). */
export const STORAGE_KEYS = {
  noPop: 'noPop',
  noDiscount: 'NoDiscount',
  access: 'access',
  country: 'country',
  shippingCity: 'shippingCity',
  wishlist: 'wishlist',
  selectedPaymentMethod: 'selectedPaymentMethod',
  freightCost: 'freight_cost',
  awinAwc: 'awinAwc',
  browserId: 'browserId',
  basket: 'basket',
  /** The applied discount (DiscountValidation) kept with the basket (§4 Destroying the basket clears it). */
  discount: 'discount',
  /** §4 Discount validation: a valid PRIVATE_SALE code is stored locally; logout removes it. */
  privateCode: 'privateCode',
  token: 'id_token',
  /** Account §4 Checkout flow: after a successful payment the order is marked annulled for the checkout. */
  orderAnnulled: 'orderAnnulled',
  /**
   * sessionStorage: a discount code the /validate page applied (DiscountPopupNotice), for the home's
   * discount popup (storefront §2 Home "a discount popup appears when a discount state arrives").
   */
  discountPopup: 'discountPopup',
} as const;

/** What the /validate page (mf-basket-checkout) leaves under STORAGE_KEYS.discountPopup for the shell's popup. */
export interface DiscountPopupNotice {
  code: string;
  /** The basket message of the applied code (product.basket.19, product.basket.25 for a private sale…). */
  key: string;
  values?: Record<string, string>;
}
