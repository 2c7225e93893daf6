/**
 * Issue 17 §4 / account §2 Checkout: the signed-in checkout in five steps, always in this order.
 * A step before the open one is done (a one-line summary with "Modifica"), a step after it waits.
 */
export const CHECKOUT_STEPS = ['address', 'delivery', 'loyalty', 'summary', 'payment'] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

export type StepStatus = 'done' | 'open' | 'waiting';

/**
 * The step the shopper sees open: the payment step only exists with an order (terms ticked and
 * the API's answer); without one the summary-and-terms step is where the shopper is.
 */
export function openStep(requested: CheckoutStepId, hasOrder: boolean): CheckoutStepId {
  return requested === 'payment' && !hasOrder ? 'summary' : requested;
}

export function stepStatus(step: CheckoutStepId, open: CheckoutStepId): StepStatus {
  const at = CHECKOUT_STEPS.indexOf(step);
  const current = CHECKOUT_STEPS.indexOf(open);
  return at < current ? 'done' : at === current ? 'open' : 'waiting';
}

export function nextStep(step: CheckoutStepId): CheckoutStepId {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}

/** One line of an address, as the done address step and the accepted page show it. */
export function addressLine(address: { name: string; address1: string; zip: string; city: string }): string {
  return [address.name, address.address1, `${address.zip} ${address.city}`.trim()].filter(Boolean).join(', ');
}
