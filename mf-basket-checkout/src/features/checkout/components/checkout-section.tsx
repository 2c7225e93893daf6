import './checkout.css';
import type { ReactNode } from 'react';
import { useFact } from '@trama/shared/bus';
import { useCheckoutFlags } from '../model/checkout-flags.ts';
import type { ApplyDiscountCode, RenderPayment } from './checkout-types.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { IdentificationStep } from './identification-step.tsx';

export interface CheckoutSectionProps {
  language: string;
  apiBaseUrl: string;
  termsPath?: string;
  applyDiscountCode: ApplyDiscountCode;
  renderPayment: RenderPayment;
  /** The discount code box of the loyalty-and-code step, given by the exposed parcel. */
  discountBox?: ReactNode;
}

/**
 * Account §2 Checkout: a visitor sees the identification step, a signed-in shopper the checkout
 * steps; signing in or out (the shell's `auth` fact) switches it by itself.
 */
export function CheckoutSection(props: CheckoutSectionProps) {
  const auth = useFact('auth');
  const flags = useCheckoutFlags();
  if (!auth?.authenticated) return <IdentificationStep language={props.language} />;
  const webClientId = auth.user?.webClientId ?? null;
  // A new shopper starts a new checkout: nothing of the previous one's state survives.
  return <CheckoutSteps key={webClientId ?? 'signed-in'} {...props} webClientId={webClientId} flags={flags} />;
}
