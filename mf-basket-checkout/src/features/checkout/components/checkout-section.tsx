import './checkout.css';
import { useFact } from '@trama/shared/bus';
import { useCheckoutFlags } from '../model/checkout-flags.ts';
import type { ApplyDiscountCode, RenderPayment } from './checkout-types.ts';
import { DeliveryStep } from './delivery-step.tsx';
import { IdentificationStep } from './identification-step.tsx';

export interface CheckoutSectionProps {
  language: string;
  apiBaseUrl: string;
  termsPath?: string;
  applyDiscountCode: ApplyDiscountCode;
  renderPayment: RenderPayment;
}

/**
 * Account §2 Checkout: a visitor sees the identification step, a signed-in shopper the delivery
 * and payment step; signing in or out (the shell's `auth` fact) switches it by itself.
 */
export function CheckoutSection(props: CheckoutSectionProps) {
  const auth = useFact('auth');
  const flags = useCheckoutFlags();
  if (!auth?.authenticated) return <IdentificationStep language={props.language} />;
  const webClientId = auth.user?.webClientId ?? null;
  // A new shopper starts a new checkout: nothing of the previous one's state survives.
  return <DeliveryStep key={webClientId ?? 'signed-in'} {...props} webClientId={webClientId} flags={flags} />;
}
