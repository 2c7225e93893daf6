/**
 * What the discount box does with a code and its validation answer (storefront §4 Discount
 * validation, §5; account spec §4 Discount messages). Pure: the box stores, applies or cancels.
 */
import type { DiscountValidation } from '../../contract/index.ts';
import type { CouponOutcome } from './types.ts';

export interface DiscountDecisionInput {
  code: string;
  /** The validate-discount answer; null when the call failed or found nothing. */
  answer: DiscountValidation | null;
  authenticated: boolean;
  /** A PRIVATE_SALE code is stored (§4: it blocks other, non-private codes). */
  privateCodeActive: boolean;
}

export interface DiscountDecision {
  /** apply: keep as the discount and reprice; storePrivate: also store it as the private code; cancel: drop any discount; refuse: keep the current state. */
  action: 'apply' | 'storePrivate' | 'cancel' | 'refuse';
  messageKey: string;
}

export function decideDiscount(input: DiscountDecisionInput): DiscountDecision {
  const { answer } = input;
  if (input.code.trim() === '') return { action: 'refuse', messageKey: 'product.basket.46' };
  if (!answer || answer.reason === 'UNKNOWN') {
    return { action: 'cancel', messageKey: input.authenticated ? 'product.basket.20' : 'product.basket.24' };
  }
  if (answer.isProductsInBarcode) return { action: 'refuse', messageKey: 'product.basket.39' };
  // A code that exists but is not approved now (expired, used up, wrong brand…).
  if (answer.reason !== null || !answer.valid) return { action: 'refuse', messageKey: 'payment.19' };
  if (input.privateCodeActive && answer.couponType !== 'PRIVATE_SALE') {
    return { action: 'refuse', messageKey: 'product.basket.47' };
  }
  if (answer.couponType === 'PRIVATE_SALE') return { action: 'storePrivate', messageKey: 'product.basket.25' };
  return { action: 'apply', messageKey: 'product.basket.19' };
}

/** The message once pricing has used the code: a cancelled code says payment.19. */
export function couponMessageAfterPricing(outcome: CouponOutcome): string | null {
  switch (outcome) {
    case 'applied':
      return 'product.basket.19';
    case 'fixedTooHigh':
    case 'notCumulative':
    case 'notEligible':
      return 'payment.19';
    default:
      return null;
  }
}
