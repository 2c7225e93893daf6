/**
 * HMAC signatures of Adyen standard notifications (architecture §4: only a verified webhook
 * marks an order paid). Adyen signs pspReference, originalReference, merchantAccountCode,
 * merchantReference, amount value, amount currency, eventCode and success joined by ':' with
 * HMAC-SHA256 under the hex key, base64. The computation is @adyen/api-library's own
 * hmacValidator, so the sandbox signs exactly what a real Adyen webhook is checked against.
 */
import { hmacValidator as HmacValidator } from '@adyen/api-library';

/** One NotificationRequestItem, as Adyen posts it (the fields the shop reads). */
export interface AdyenNotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  /** 'true' or 'false', a string in Adyen's JSON. */
  success: string;
  eventDate?: string;
  paymentMethod?: string;
  reason?: string;
  additionalData?: Record<string, string>;
}

export interface AdyenNotification {
  live: string;
  notificationItems: { NotificationRequestItem: AdyenNotificationItem }[];
}

const validator = new HmacValidator();

/** The base64 signature Adyen puts in additionalData.hmacSignature. */
export function signNotificationItem(item: AdyenNotificationItem, hexKey: string): string {
  // The library types the item as its own generated class; the fields it signs are these.
  return validator.calculateHmac(item as never, hexKey);
}

/** True only for an item carrying a signature made with this key over these very fields. */
export function isValidNotificationItem(item: AdyenNotificationItem, hexKey: string): boolean {
  if (!item.additionalData?.hmacSignature) return false;
  try {
    return validator.validateHMAC(item as never, hexKey);
  } catch {
    return false;
  }
}
