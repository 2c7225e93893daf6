/** Account §4 Card payment drop-in and §2 Payment result pages: where a provider's answer leads. */
import { getBus } from '@trama/shared/bus';
import type { PaymentMethodName, PaymentResultCode, SandboxPaymentResponse } from '@trama/shared/contract';

/** Adyen's shopperLocale for the shop languages (the Drop-in translates its own texts with it). */
const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES' };

export function shopperLocale(language: string): string {
  return LOCALES[language] ?? 'it-IT';
}

/** Where the provider sends the shopper back after a redirect (3-D Secure, wallets). */
export function returnUrl(origin: string, language: string, orderId: number): string {
  return `${origin}/${language}/accepted?orderId=${orderId}`;
}

/** §4 Card payment drop-in: Refused or Error go to /failed, every other result to /accepted. */
export function accepted(resultCode: PaymentResultCode | string | undefined): boolean {
  return resultCode !== 'Refused' && resultCode !== 'Error';
}

/** The path (without language) a payment answer leads to; PayPal has its own wallet pages. */
export function resultPath(method: PaymentMethodName, resultCode: PaymentResultCode | string | undefined, orderId: number): string {
  const outcome = accepted(resultCode) ? 'accepted' : 'failed';
  return `/${outcome}${method === 'paypal' ? '-paypal' : ''}?orderId=${orderId}`;
}

/** §2 /accepted-paypal, /failed-paypal read payPalData (createdOrderId, paypalStatus, paymentID, reference). */
export interface PayPalData {
  createdOrderId: number;
  paypalStatus: string;
  paymentID: string;
  reference: string;
}

export const PAYPAL_DATA_KEY = 'payPalData';

/**
 * The bus `navigate` command carries no history state, so the wallet data travels in the tab's
 * sessionStorage; the result page reads it back.
 */
export function keepPayPalData(answer: SandboxPaymentResponse): void {
  const data: PayPalData = { createdOrderId: answer.orderId, paypalStatus: answer.resultCode, paymentID: answer.pspReference, reference: answer.reference };
  try {
    sessionStorage.setItem(PAYPAL_DATA_KEY, JSON.stringify(data));
  } catch {
    // The result page still reads the order from the API.
  }
}

/** The stored payPalData's text in this tab (null when none or no storage). */
export function storedPayPalText(): string | null {
  try {
    return sessionStorage.getItem(PAYPAL_DATA_KEY);
  } catch {
    return null;
  }
}

/** §2 the wallet pages read payPalData (issue 31 point 8, D3): null when absent or malformed. */
export function parsePayPalData(text: string | null): PayPalData | null {
  try {
    const data = JSON.parse(text ?? 'null') as Partial<PayPalData> | null;
    if (!data || !Number.isInteger(data.createdOrderId) || typeof data.paypalStatus !== 'string' || typeof data.paymentID !== 'string' || typeof data.reference !== 'string') {
      return null;
    }
    return data as PayPalData;
  } catch {
    return null;
  }
}

/** The wallet data of this order only: its createdOrderId or reference is the page's order. */
export const payPalDataOf = (data: PayPalData | null, orderRef: string | null): PayPalData | null =>
  data && orderRef !== null && (String(data.createdOrderId) === orderRef || data.reference === orderRef) ? data : null;

/** Paths without the language: the shell adds it (architecture §2). */
export function goTo(to: string, replace = false): void {
  getBus().send('navigate', replace ? { to, replace } : { to });
}
