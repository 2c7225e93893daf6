/** Pure business rules shared by the browser and the API (basket, promotions, delivery…). */
export { roundAmount } from './rounding.ts';
export { MAX_EMAIL_LENGTH, isValidEmail } from './email.ts';
export {
  addLines,
  basketCount,
  basketEntries,
  clearBasket,
  parseBasket,
  pricingLines,
  removeSize,
  setLineQuantity,
} from './basket/basket-operations.ts';
export type { QuantityRefusal, RemoveRefusal } from './basket/basket-operations.ts';
export type { PricedLine, PricingCoupon, PricingInput, PricingLine, PricingResult } from './basket/types.ts';
export { formatAmount, priceBasket } from './basket/pricing.ts';
export { shownSizeName, sizeLabelKind } from './basket/size-name.ts';
export { couponMessageAfterPricing, decideDiscount } from './basket/discount-decision.ts';
export type { DiscountDecision, DiscountDecisionInput } from './basket/discount-decision.ts';
export { FIRST_BIRTH_YEAR, isValidBirthDate, parseBirthDate, type BirthDateInput } from './auth/birth-date.ts';
export {
  COMMON_PASSWORD_MESSAGE_KEY,
  LOOKUP_EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  canSignIn,
  isAcceptablePassword,
  lookupEmailError,
  validatePasswordReset,
} from './auth/credentials.ts';
export {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  canSubmitSignUp,
  emptySignUpForm,
  isAcceptableName,
  validateSignUp,
  type SignUpErrors,
  type SignUpField,
  type SignUpForm,
} from './auth/sign-up.ts';
export * from './checkout/index.ts';
export * from './account/index.ts';
export {
  SHOPPER_DAY_COUNT,
  SHOPPER_SLOT_MINUTES,
  SHOPPER_TIME_SLOTS,
  isOfferedShopperSlot,
  shopperDays,
  shopperSlot,
  shopperTimesOn,
  type OpeningHours,
  type ShopperDay,
} from './stores/appointment.ts';
// Contract 1.11: the main categories an empty state offers (issue 17 §5).
export { MAX_CATEGORIES, mainCategories } from './menu/main-categories.ts';
export { ga4Event, type Ga4Ecommerce, type Ga4EcommercePush, type Ga4Item } from './analytics/ga4-events.ts';
export { addLinesAnalyticsEvent, basketAnalyticsEvent, productAnalyticsEvent } from './analytics/analytics-items.ts';
