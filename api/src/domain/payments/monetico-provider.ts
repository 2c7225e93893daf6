/**
 * Monetico (CM-CIC) payment page (architecture §4: the external gateway): the session is a form
 * the browser posts to the gateway, MAC-signed; the outcome arrives server to server on the CGI2
 * route, MAC-signed by Monetico. `reference` is the order id (Monetico allows 12 letters and
 * digits), `texte-libre` the webOrderId the result page reads back (textlibre).
 */
import { randomBytes } from 'node:crypto';
import type { PaymentParameters } from '@trama/shared/contract';
import type { PayableOrder } from '../orders/order-payments.ts';
import { moneticoMac } from './monetico-mac.ts';
import type { MoneticoConfig } from './payment-config.ts';
import type { PaymentProvider, ProviderSession, SessionInput } from './payment-provider.ts';

const LANGUAGES = new Set(['IT', 'FR', 'EN', 'DE', 'ES', 'NL', 'PT']);
const pad = (n: number) => String(n).padStart(2, '0');

/** Monetico's date: DD/MM/YYYY:HH:MM:SS. */
export function moneticoDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}:${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Account §3 Payment parameters: what the form is built from. */
export function paymentParameters(order: PayableOrder, gateway: string, now: Date): PaymentParameters {
  const contexte = { billing: order.billingAddress, shipping: order.shippingAddress ?? order.billingAddress };
  return {
    tranDate: moneticoDate(now),
    amount: order.amount,
    currency: 'EUR',
    reference: String(order.orderId),
    orderId: order.orderId,
    email: order.email,
    brandId: order.brandId,
    language: order.language,
    gateway,
    contexteCommande: Buffer.from(JSON.stringify(contexte), 'utf8').toString('base64'),
  };
}

/** The failure return: the same page under /failed when the accepted URL names /accepted. */
const failedUrl = (returnUrl: string) => returnUrl.replace(/\/accepted(?=[/?#]|$)/, '/failed');

export function moneticoFormFields(config: MoneticoConfig, params: PaymentParameters, webOrderId: string, returnUrl: string): Record<string, string> {
  const language = params.language.slice(0, 2).toUpperCase();
  const fields: Record<string, string> = {
    TPE: config.tpe,
    contexte_commande: params.contexteCommande,
    date: params.tranDate,
    lgue: LANGUAGES.has(language) ? language : 'IT',
    mail: params.email,
    montant: `${params.amount.toFixed(2)}${params.currency}`,
    reference: params.reference,
    societe: config.company,
    'texte-libre': webOrderId,
    url_retour_err: failedUrl(returnUrl),
    url_retour_ok: returnUrl,
    version: '3.0',
  };
  return { ...fields, MAC: moneticoMac(fields, config.key) };
}

export class MoneticoProvider implements PaymentProvider {
  readonly name = 'monetico' as const;
  readonly csp;
  readonly config: MoneticoConfig;
  private readonly now: () => Date;

  constructor(config: MoneticoConfig, now: () => Date = () => new Date()) {
    this.config = config;
    this.now = now;
    // The browser only posts the form there: nothing is loaded from the gateway.
    this.csp = { formAction: [new URL(config.gatewayUrl).origin] };
  }

  async createSession({ order, returnUrl }: SessionInput): Promise<ProviderSession> {
    if (order.currency !== 'EUR') throw new Error(`Monetico takes EUR only, order ${order.orderId} is in ${order.currency}`);
    const params = paymentParameters(order, this.config.gatewayUrl, this.now());
    return {
      sessionId: `MON-${randomBytes(12).toString('base64url')}`,
      block: { monetico: { action: this.config.gatewayUrl, fields: moneticoFormFields(this.config, params, order.webOrderId, returnUrl) } },
    };
  }

  /** Monetico does not speak Adyen's notification format. */
  async notificationHmacKey(): Promise<null> {
    return null;
  }
}
