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
export { couponMessageAfterPricing, decideDiscount } from './basket/discount-decision.ts';
export type { DiscountDecision, DiscountDecisionInput } from './basket/discount-decision.ts';
