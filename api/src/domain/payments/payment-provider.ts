/**
 * The payment provider port (architecture §4 Payments). A provider opens a session for an order
 * and says which outside hosts the shop's pages must allow; the money only counts once a
 * verified notification (webhook or Monetico CGI2) reaches the NotificationService.
 */
import type { PaymentProviderName, PaymentResultCode, PaymentSession } from '@trama/shared/contract';
import type { CspSources } from '../security/content-security-policy.ts';
import type { PayableOrder } from '../orders/order-payments.ts';

export interface SessionInput {
  order: PayableOrder;
  returnUrl: string;
  shopperLocale: string;
  /** The shop country the browser is on (PaymentSessionRequest.country). */
  country: string;
}

/** What a provider answers: the id it knows the session by, and its block of PaymentSession. */
export interface ProviderSession {
  sessionId: string;
  block: Pick<PaymentSession, 'adyen' | 'sandbox' | 'monetico'>;
}

export interface PaymentDetailsResult {
  resultCode: PaymentResultCode;
  pspReference: string | null;
  merchantReference: string | null;
}

/** Hosts of a provider, per CSP directive; formAction for a gateway the browser posts a form to. */
export interface ProviderCsp extends CspSources {
  formAction?: readonly string[];
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly csp: ProviderCsp;
  createSession(input: SessionInput): Promise<ProviderSession>;
  /** Adyen's redirect flow; null when the provider has none. */
  paymentDetails?(redirectResult: string): Promise<PaymentDetailsResult>;
  /** The hex HMAC key Adyen-format notifications are signed with; null = the webhook is not this provider's. */
  notificationHmacKey(): Promise<string | null>;
}

/** Adyen's resultCode → payment_sessions.status. */
export function sessionStatusOf(resultCode: PaymentResultCode): string {
  switch (resultCode) {
    case 'Authorised':
      return 'AUTHORISED';
    case 'Refused':
      return 'REFUSED';
    case 'Pending':
    case 'Received':
      return 'PENDING';
    case 'Cancelled':
      return 'CANCELLED';
    default:
      return 'ERROR';
  }
}
