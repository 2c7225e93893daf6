/**
 * Which payment provider runs, from the environment (docs/payments.md, architecture §4 Payments).
 * - adyen when ADYEN_API_KEY, ADYEN_CLIENT_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY are all set;
 * - monetico only when PAYMENT_PROVIDER=monetico (MONETICO_TPE, MONETICO_KEY, MONETICO_COMPANY);
 * - otherwise sandbox, the local test provider.
 * PAYMENT_PROVIDER forces one; a forced provider without its keys stops the start-up, and so
 * does a production server that would fall back to the sandbox without being told to.
 */
import type { PaymentProviderName } from '@trama/shared/contract';

export interface AdyenConfig {
  apiKey: string;
  clientKey: string;
  merchantAccount: string;
  /** The webhook's HMAC key, hex, as the Customer Area shows it. */
  hmacKey: string;
  environment: 'test' | 'live';
  /** Live only: the account's URL prefix (Customer Area → Developers → API URLs). */
  liveUrlPrefix: string | null;
}

export interface MoneticoConfig {
  tpe: string;
  /** The 40-character security key of the terminal. */
  key: string;
  company: string;
  /** The payment page the form posts to. */
  gatewayUrl: string;
}

export interface PaymentConfig {
  provider: PaymentProviderName;
  adyen: AdyenConfig | null;
  monetico: MoneticoConfig | null;
  /** SANDBOX_HMAC_KEY (hex); null = generated once and kept in app_secrets (not in production). */
  sandboxHmacKey: string | null;
  production: boolean;
}

export const MONETICO_TEST_GATEWAY = 'https://p.monetico-services.com/test/paiement.cgi';

const HEX_KEY = /^(?:[0-9a-fA-F]{2}){16,}$/;

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const production = env.NODE_ENV === 'production';
  const forced = value('PAYMENT_PROVIDER');
  if (forced && !['sandbox', 'adyen', 'monetico'].includes(forced)) {
    throw new Error(`PAYMENT_PROVIDER must be sandbox, adyen or monetico, got '${forced}'`);
  }

  const adyenNames = ['ADYEN_API_KEY', 'ADYEN_CLIENT_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'];
  const adyenMissing = adyenNames.filter((name) => !value(name));
  const environment = (value('ADYEN_ENVIRONMENT') ?? 'test').toLowerCase();
  if (environment !== 'test' && environment !== 'live') throw new Error(`ADYEN_ENVIRONMENT must be test or live, got '${environment}'`);
  const adyen: AdyenConfig | null =
    adyenMissing.length === 0
      ? {
          apiKey: value('ADYEN_API_KEY')!,
          clientKey: value('ADYEN_CLIENT_KEY')!,
          merchantAccount: value('ADYEN_MERCHANT_ACCOUNT')!,
          hmacKey: value('ADYEN_HMAC_KEY')!,
          environment,
          liveUrlPrefix: value('ADYEN_LIVE_URL_PREFIX'),
        }
      : null;
  if (adyen && !HEX_KEY.test(adyen.hmacKey)) throw new Error('ADYEN_HMAC_KEY must be the hex HMAC key of the webhook (Customer Area)');
  if (adyen?.environment === 'live' && !adyen.liveUrlPrefix) throw new Error('ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX');

  const moneticoNames = ['MONETICO_TPE', 'MONETICO_KEY', 'MONETICO_COMPANY'];
  const moneticoMissing = moneticoNames.filter((name) => !value(name));
  const monetico: MoneticoConfig | null =
    moneticoMissing.length === 0
      ? { tpe: value('MONETICO_TPE')!, key: value('MONETICO_KEY')!, company: value('MONETICO_COMPANY')!, gatewayUrl: value('MONETICO_URL') ?? MONETICO_TEST_GATEWAY }
      : null;
  if (monetico && !/^[0-9A-Za-z]{40}$/.test(monetico.key)) throw new Error('MONETICO_KEY must be the 40-character key of the terminal');

  if (forced === 'adyen' && !adyen) throw new Error(`PAYMENT_PROVIDER=adyen needs ${adyenMissing.join(', ')}`);
  if (forced === 'monetico' && !monetico) throw new Error(`PAYMENT_PROVIDER=monetico needs ${moneticoMissing.join(', ')}`);

  const sandboxHmacKey = value('SANDBOX_HMAC_KEY');
  if (sandboxHmacKey && !HEX_KEY.test(sandboxHmacKey)) throw new Error('SANDBOX_HMAC_KEY must be hex, at least 32 characters (e.g. `openssl rand -hex 32`)');

  const provider = (forced ?? (adyen ? 'adyen' : 'sandbox')) as PaymentProviderName;
  if (provider === 'sandbox' && production && forced !== 'sandbox') {
    // A test provider takes no money: a production shop must never fall back to it by accident.
    throw new Error('NODE_ENV=production without Adyen keys: set the ADYEN_* variables, or PAYMENT_PROVIDER=sandbox for a demo');
  }
  if (provider === 'sandbox' && production && !sandboxHmacKey) throw new Error('PAYMENT_PROVIDER=sandbox in production needs SANDBOX_HMAC_KEY');
  return { provider, adyen, monetico, sandboxHmacKey, production };
}
