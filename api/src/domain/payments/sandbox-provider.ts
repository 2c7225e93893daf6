/**
 * The local test provider (architecture §4 Payments), labelled "test payment" in the UI: it opens
 * a session, takes a test card or a PayPal / pay-in-3 button, answers an Adyen resultCode and
 * delivers an Adyen-format notification, HMAC-signed, to the shop's own webhook — the code path
 * a real Adyen notification takes. No money moves.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentResultCode, SandboxPaymentRequest, SandboxTestCard } from '@trama/shared/contract';
import type { AdyenNotification, AdyenNotificationItem } from './adyen-hmac.ts';
import { signNotificationItem } from './adyen-hmac.ts';
import type { PaymentProvider, ProviderSession, SessionInput } from './payment-provider.ts';

/**
 * 4111 1111 4555 1142 is Adyen's documented Visa test card (authorised in Adyen's test
 * environment too); the refused and pending numbers are the sandbox's own (docs/payments.md).
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4111 1111 4555 1142', outcome: 'Authorised' },
  { number: '5555 3412 4444 1115', outcome: 'Authorised' },
  { number: '4000 0000 0000 0002', outcome: 'Refused' },
  { number: '4000 0000 0000 0077', outcome: 'Pending' },
];

export const SANDBOX_MERCHANT_ACCOUNT = 'TramaSandbox';

const digits = (value: string) => value.replace(/\s+/g, '');

/** The outcome of a sandbox payment: a listed test card's, any other card number is refused. */
export function sandboxOutcome(request: SandboxPaymentRequest): PaymentResultCode {
  if (request.method !== 'card') return request.outcome ?? 'Authorised';
  const number = digits(request.cardNumber ?? '');
  return SANDBOX_TEST_CARDS.find((card) => digits(card.number) === number)?.outcome ?? 'Refused';
}

/** Adyen-like psp reference: 16 characters. */
export const newPspReference = () => `SBX${randomBytes(10).toString('hex').toUpperCase().slice(0, 13)}`;

const PAYMENT_METHOD: Record<SandboxPaymentRequest['method'], string> = { card: 'visa', paypal: 'paypal', klarna: 'klarna_paynow' };

/** The signed notification Adyen would send for an authorisation attempt. */
export function sandboxNotification(
  input: { pspReference: string; reference: string; amountMinor: number; currency: string; success: boolean; method: SandboxPaymentRequest['method'] },
  hexKey: string,
): AdyenNotification {
  const item: AdyenNotificationItem = {
    pspReference: input.pspReference,
    merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
    merchantReference: input.reference,
    amount: { value: input.amountMinor, currency: input.currency },
    eventCode: 'AUTHORISATION',
    success: input.success ? 'true' : 'false',
    eventDate: new Date().toISOString(),
    paymentMethod: PAYMENT_METHOD[input.method],
    reason: input.success ? 'sandbox:authorised' : 'Refused',
    additionalData: {},
  };
  item.additionalData = { hmacSignature: signNotificationItem(item, hexKey) };
  return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** Everything happens on the shop's own origin. */
  readonly csp = {};
  private readonly key: () => Promise<string>;

  constructor(key: () => Promise<string>) {
    this.key = key;
  }

  async createSession(_input: SessionInput): Promise<ProviderSession> {
    const sessionId = `SBX-${randomBytes(12).toString('base64url')}`;
    return { sessionId, block: { sandbox: { sessionId, testCards: [...SANDBOX_TEST_CARDS] } } };
  }

  notificationHmacKey(): Promise<string> {
    return this.key();
  }
}
