import type { ReactNode } from 'react';

/** A message the checkout shows: a translation key of the basket namespace, with its values. */
export interface CheckoutNotice {
  key: string;
  values?: Record<string, string | number>;
  ok?: boolean;
}

/** The discount feature's "apply a code" (given by the exposed parcel: features never import each other). */
export type ApplyDiscountCode = (code: string, language: string) => Promise<{ key: string; values?: Record<string, string>; ok: boolean }>;

/** The order the payment is for: the API's reference and amount, never the browser's sum. */
export interface CheckoutOrder {
  orderId: number;
  webOrderId: string;
  amount: number;
  currency: string;
}

/** What the payment section (features/payment, ui-payment) is mounted with. */
export interface CheckoutPaymentProps {
  language: string;
  apiBaseUrl: string;
  order: CheckoutOrder;
  /** The shop's country, e.g. 'IT'. */
  country: string;
  /** Account §4: terms ticked, an order, a billing address and (unless pickup) a shipping address. */
  ready: boolean;
}

export type RenderPayment = (props: CheckoutPaymentProps) => ReactNode;
