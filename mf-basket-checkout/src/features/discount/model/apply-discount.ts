/**
 * Applying a discount code (storefront §4 Discount validation, account §4 Discount messages): the
 * API validates the code, the shared rule decides, the basket stores it and prices again, and the
 * pricing says whether the coupon really reduces the basket. Used by the discount box and /validate.
 */
import { ApiError, getApiClient, validateDiscount } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { DiscountValidation } from '@trama/shared/contract';
import { basketCount, formatAmount, couponMessageAfterPricing, decideDiscount, roundAmount } from '@trama/shared/rules';
import { getBasketState, pricedBasketState, saveDiscount, type BasketState } from '../../../state/basket-state.ts';
import { clearPrivateCode, readPrivateCode, writePrivateCode } from '../../../state/discount-storage.ts';
import { basketLineAmounts } from './basket-amount.ts';

/** Storefront §9 / account §9: discount messages stay 7 seconds. */
export const DISCOUNT_MESSAGE_MS = 7000;

export interface DiscountMessage {
  /** A message key of the basket namespace (product.basket.*, payment.19…). */
  key: string;
  values?: Record<string, string>;
  ok: boolean;
}

const FAILED: DiscountMessage = { key: 'error_message', ok: false };

/** The price the code would reduce: the basket after its promotion, before any coupon. */
function amountToReduce(state: BasketState): number {
  const totals = state.pricing?.totals;
  if (totals) return roundAmount(totals.price + totals.totalCouponDiscount, state.currency);
  return basketLineAmounts(state.basket, state.currency);
}

/** product.basket.19 names the reduction: the percent, or the amount for a FIXED code, in the page's language. */
function reduction(answer: DiscountValidation, currency: string, language: string): string {
  return answer.couponType === 'FIXED' ? formatAmount(answer.value, currency, language) : `${answer.value}%`;
}

/**
 * A code can come before the basket has lines (a /validate link opened by a new visitor): it is kept
 * and priced when lines arrive, since an empty basket says nothing about whether the code fits it.
 */
const isEmpty = (state: BasketState) => basketCount(state.basket) === 0;

async function validate(code: string, state: BasketState, webClientId: number | null): Promise<DiscountValidation | null> {
  try {
    // No amount for an empty basket: a minimum is checked against the basket, not against nothing.
    const amount = isEmpty(state) ? undefined : amountToReduce(state);
    return await validateDiscount(getApiClient(), { discountCode: code, amount, webClientId });
  } catch (error) {
    // A code the API rejects as malformed (400) is an invalid code; any other failure is not an answer.
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
}

/** `language`: the page's, for the amount the message names (issue 17 §3). */
export async function applyDiscountCode(input: string, language: string): Promise<DiscountMessage> {
  const code = input.trim();
  const auth = await getBus().current('auth');
  const decide = (answer: DiscountValidation | null) =>
    decideDiscount({ code, answer, authenticated: auth?.authenticated ?? false, privateCodeActive: readPrivateCode() !== null });
  if (!code) return { key: decide(null).messageKey, ok: false };

  const before = await pricedBasketState();
  let answer: DiscountValidation | null;
  try {
    answer = await validate(code, before, auth?.user?.webClientId ?? null);
  } catch (error) {
    return error instanceof ApiError ? { key: error.messageKey, ok: false } : FAILED;
  }
  const decision = decide(answer);
  if (decision.action === 'refuse') return { key: decision.messageKey, ok: false };
  if (decision.action === 'cancel' || !answer) {
    saveDiscount(null);
    return { key: decision.messageKey, ok: false };
  }
  if (decision.action === 'storePrivate') {
    try {
      writePrivateCode(answer.discountCode || code);
    } catch {
      return FAILED;
    }
    return saveDiscount(answer) ? { key: decision.messageKey, ok: true } : FAILED;
  }
  if (!saveDiscount(answer)) return FAILED;
  const after = await pricedBasketState();
  if (isEmpty(after)) return { key: decision.messageKey, values: { discount: reduction(answer, after.currency, language) }, ok: true };
  const key = after.pricing ? couponMessageAfterPricing(after.pricing.coupon.outcome) : null;
  if (key === 'payment.19') {
    // §4: a code the basket cannot take (FIXED too high, not cumulative, no eligible line) is cancelled.
    saveDiscount(null);
    return { key, ok: false };
  }
  return { key: key ?? decision.messageKey, values: { discount: reduction(answer, after.currency, language) }, ok: true };
}

/** §4: annulling clears the code (a private-sale code included) and prices the basket again. */
export function annulDiscount(): void {
  const { discount } = getBasketState();
  if (discount && discount.discountCode === readPrivateCode()) clearPrivateCode();
  saveDiscount(null);
}
