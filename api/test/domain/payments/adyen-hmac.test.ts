/**
 * Architecture §4 Payments: Adyen notification HMAC (only a verified webhook marks an order paid).
 * The signing is @adyen/api-library's hmacValidator; these vectors prove it and our use of it:
 * the library's own published vector and a fixture signed independently with openssl.
 */
import { describe, expect, it } from 'vitest';
import { isValidNotificationItem, signNotificationItem, type AdyenNotification, type AdyenNotificationItem } from '../../../src/domain/payments/adyen-hmac.ts';
import { fixture } from '../../fixtures/payments/payment-test-app.ts';

interface Signed {
  hmacKey: string;
  signedString: string;
  notification: AdyenNotification;
}

describe('architecture §4 Payments: Adyen notification HMAC', () => {
  it("matches @adyen/api-library's own test vector", async () => {
    const vector = await fixture<{ hmacKey: string; item: AdyenNotificationItem }>('adyen-library-vector.json');
    expect(signNotificationItem(vector.item, vector.hmacKey)).toBe(vector.item.additionalData!.hmacSignature);
    expect(isValidNotificationItem(vector.item, vector.hmacKey)).toBe(true);
  });

  it('verifies a notification signed independently (openssl) and signs it to the same value', async () => {
    const signed = await fixture<Signed>('adyen-notification-authorised.json');
    const item = signed.notification.notificationItems[0]!.NotificationRequestItem;
    expect(isValidNotificationItem(item, signed.hmacKey)).toBe(true);
    expect(signNotificationItem(item, signed.hmacKey)).toBe(item.additionalData!.hmacSignature);
  });

  it('refuses a tampered amount, currency, reference, success flag or event code', async () => {
    const signed = await fixture<Signed>('adyen-notification-authorised.json');
    const item = signed.notification.notificationItems[0]!.NotificationRequestItem;
    const tampered: AdyenNotificationItem[] = [
      { ...item, amount: { ...item.amount, value: 1 } },
      { ...item, amount: { ...item.amount, currency: 'USD' } },
      { ...item, merchantReference: 'W3-100002' },
      { ...item, success: 'false' },
      { ...item, eventCode: 'CANCELLATION' },
      { ...item, pspReference: '0000000000000000' },
    ];
    for (const candidate of tampered) expect(isValidNotificationItem(candidate, signed.hmacKey), JSON.stringify(candidate)).toBe(false);
  });

  it('refuses another key, a missing signature and garbage', async () => {
    const signed = await fixture<Signed>('adyen-notification-authorised.json');
    const item = signed.notification.notificationItems[0]!.NotificationRequestItem;
    expect(isValidNotificationItem(item, 'AA'.repeat(32))).toBe(false);
    expect(isValidNotificationItem({ ...item, additionalData: {} }, signed.hmacKey)).toBe(false);
    expect(isValidNotificationItem({ ...item, additionalData: undefined }, signed.hmacKey)).toBe(false);
    expect(isValidNotificationItem({ ...item, additionalData: { hmacSignature: 'not base64 !!' } }, signed.hmacKey)).toBe(false);
  });
});
