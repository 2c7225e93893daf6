/**
 * Adyen (architecture §4 Payments): Checkout API sessions for the Drop-in, /payments/details for
 * redirect returns, HMAC-signed standard notifications. Calls go through @adyen/api-library; its
 * HTTP client can be swapped (tests replay recorded answers offline).
 */
import { CheckoutAPI, Client, EnvironmentEnum, type Types } from '@adyen/api-library';
import type { PaymentResultCode } from '@trama/shared/contract';
import type { PayableOrder } from '../orders/order-payments.ts';
import type { AdyenConfig } from './payment-config.ts';
import type { PaymentDetailsResult, PaymentProvider, ProviderSession, SessionInput } from './payment-provider.ts';

/** What @adyen/api-library calls to send a request (its ClientInterface). */
export interface AdyenHttpClient {
  request(endpoint: string, json: string, config: unknown, isApiKeyRequired: boolean, requestOptions?: unknown): Promise<string>;
}

const TEST_HOST = 'https://checkoutshopper-test.adyen.com';
const LIVE_HOST = 'https://checkoutshopper-live.adyen.com';

const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * Adyen lineItems (Klarna and PayPal show them): one per order line at its charged price, plus
 * a discount line for whatever the order total takes off, so the items add up to the amount.
 */
export function adyenLineItems(order: PayableOrder): Types.checkout.LineItem[] {
  const items: Types.checkout.LineItem[] = order.lines.map((line, i) => ({
    id: line.productId === null ? line.itemType : String(line.productId),
    description: line.name.slice(0, 100) || line.itemType,
    quantity: line.quantity,
    amountIncludingTax: Math.round(toMinor(line.lineTotal) / Math.max(line.quantity, 1)),
    itemCategory: line.itemType.startsWith('FREIGHT') ? 'shipping' : `line-${i + 1}`,
  }));
  const sum = items.reduce((total, item) => total + (item.amountIncludingTax ?? 0) * (item.quantity ?? 1), 0);
  const rest = order.amountMinor - sum;
  if (rest !== 0) items.push({ id: 'DISCOUNT', description: 'Sconto', quantity: 1, amountIncludingTax: rest, itemCategory: 'discount' });
  return items;
}

/** Adyen's shopperLocale: it → it-IT, en-GB stays; the shop country fills a bare language. */
export function adyenLocale(shopperLocale: string, country: string): string {
  const [language, region] = shopperLocale.replace('_', '-').split('-');
  return `${(language ?? 'it').toLowerCase()}-${(region ?? country).toUpperCase()}`;
}

const RESULT_CODES: readonly PaymentResultCode[] = ['Authorised', 'Refused', 'Pending', 'Received', 'Error', 'Cancelled'];

export class AdyenProvider implements PaymentProvider {
  readonly name = 'adyen' as const;
  readonly csp;
  private readonly config: AdyenConfig;
  private readonly checkout: CheckoutAPI;

  constructor(config: AdyenConfig, httpClient?: AdyenHttpClient) {
    this.config = config;
    const live = config.environment === 'live';
    const client = new Client(
      {
        apiKey: config.apiKey,
        environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        ...(live && config.liveUrlPrefix ? { liveEndpointUrlPrefix: config.liveUrlPrefix } : {}),
      },
      httpClient as never,
    );
    this.checkout = new CheckoutAPI(client);
    const host = live ? LIVE_HOST : TEST_HOST;
    // The Drop-in loads its script and styles, calls and frames (3-D Secure) and card logos from there.
    this.csp = { script: [host], style: [host], connect: [host], frame: [host], img: [host] };
  }

  async createSession({ order, returnUrl, shopperLocale, country }: SessionInput): Promise<ProviderSession> {
    const session = await this.checkout.PaymentsApi.sessions({
      merchantAccount: this.config.merchantAccount,
      amount: { value: order.amountMinor, currency: order.currency },
      reference: order.webOrderId,
      returnUrl,
      countryCode: (country || order.country).toUpperCase(),
      shopperLocale: adyenLocale(shopperLocale, country || order.country),
      shopperEmail: order.email,
      channel: 'Web' as Types.checkout.CreateCheckoutSessionRequest.ChannelEnum,
      lineItems: adyenLineItems(order),
    });
    return {
      sessionId: session.id,
      block: {
        adyen: {
          id: session.id,
          sessionData: session.sessionData ?? '',
          clientKey: this.config.clientKey,
          environment: this.config.environment,
        },
      },
    };
  }

  async paymentDetails(redirectResult: string): Promise<PaymentDetailsResult> {
    const answer = await this.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult } });
    const code = String(answer.resultCode ?? 'Error');
    return {
      resultCode: (RESULT_CODES as readonly string[]).includes(code) ? (code as PaymentResultCode) : 'Error',
      pspReference: answer.pspReference ?? null,
      merchantReference: answer.merchantReference ?? null,
    };
  }

  async notificationHmacKey(): Promise<string> {
    return this.config.hmacKey;
  }
}
