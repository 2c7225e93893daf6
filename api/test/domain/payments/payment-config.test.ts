/** Architecture §4 Payments: which provider runs, from the environment (docs/payments.md). */
import { describe, expect, it } from 'vitest';
import { paymentConfigFromEnv } from '../../../src/domain/payments/payment-config.ts';
import { ADYEN_TEST_ENV, MONETICO_TEST_ENV } from '../../fixtures/payments/payment-test-app.ts';

describe('architecture §4 Payments: provider selection', () => {
  it('no keys: the sandbox', () => {
    expect(paymentConfigFromEnv({}).provider).toBe('sandbox');
  });

  it('all four Adyen keys: adyen (test environment by default); three of four: still the sandbox', () => {
    const config = paymentConfigFromEnv(ADYEN_TEST_ENV);
    expect(config.provider).toBe('adyen');
    expect(config.adyen).toMatchObject({ merchantAccount: 'TestMerchant', environment: 'test' });
    const { ADYEN_HMAC_KEY: _key, ...three } = ADYEN_TEST_ENV;
    expect(paymentConfigFromEnv(three).provider).toBe('sandbox');
  });

  it('monetico only when forced, with its keys', () => {
    expect(paymentConfigFromEnv(MONETICO_TEST_ENV).provider).toBe('monetico');
    const { PAYMENT_PROVIDER: _forced, ...keysOnly } = MONETICO_TEST_ENV;
    expect(paymentConfigFromEnv(keysOnly).provider).toBe('sandbox');
  });

  it('a forced provider without its keys, an unknown provider or a malformed key stops the start-up', () => {
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'adyen' })).toThrow(/ADYEN_API_KEY/);
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'monetico', MONETICO_TPE: '1' })).toThrow(/MONETICO_KEY/);
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => paymentConfigFromEnv({ ...ADYEN_TEST_ENV, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(/ADYEN_HMAC_KEY/);
    expect(() => paymentConfigFromEnv({ ...ADYEN_TEST_ENV, ADYEN_ENVIRONMENT: 'live' })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(() => paymentConfigFromEnv({ SANDBOX_HMAC_KEY: 'short' })).toThrow(/SANDBOX_HMAC_KEY/);
  });

  it('production never falls back to the test provider by accident', () => {
    expect(() => paymentConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/ADYEN/);
    expect(() => paymentConfigFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/SANDBOX_HMAC_KEY/);
    expect(paymentConfigFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SANDBOX_HMAC_KEY: 'ab'.repeat(32) }).provider).toBe('sandbox');
    expect(paymentConfigFromEnv({ NODE_ENV: 'production', ...ADYEN_TEST_ENV }).provider).toBe('adyen');
  });
});
