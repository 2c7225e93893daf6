/**
 * TypeBox twins of the payment contract (checkout.ts contract 1.3); each `contractTwin`
 * fails `tsc` when one drifts. Unknown properties of the session body (an `amount`…) are dropped:
 * the amount is always the order's.
 */
import { Type } from 'typebox';
import type { PaymentResult, PaymentSession, PaymentSessionRequest, SandboxPaymentRequest, SandboxPaymentResponse } from '@trama/shared/contract';
import { DiscountRefusalSchema } from '../common/basket-schemas.ts';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { Id } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Outcome = Type.Union([Type.Literal('Authorised'), Type.Literal('Refused'), Type.Literal('Pending')]);

export const PaymentSessionRequestSchema = contractTwin<PaymentSessionRequest>()(Type.Object(
  {
    orderId: Id('Your unpaid order (CreatedOrder.orderId).'),
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: "The shop's country (Adyen countryCode)." }),
    currency: Type.String({ pattern: '^[A-Za-z]{3}$', description: "Informative: the order's own currency is charged." }),
    returnUrl: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 1000, description: 'Where the provider sends the shopper back (the /accepted page).' }),
    shopperLocale: Type.String({ pattern: '^[A-Za-z]{2}([-_][A-Za-z]{2})?$', description: 'it, it-IT, en-GB…' }),
  },
  { additionalProperties: false },
));

export const PaymentSessionSchema = contractTwin<PaymentSession>()(Type.Object({
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('adyen'), Type.Literal('monetico')]),
  orderId: Type.Integer(),
  reference: Type.String({ description: "The order's webOrderId: the provider's merchant reference." }),
  amount: Type.Object({ value: Type.Integer({ description: 'Minor units (cents).' }), currency: Type.String() }),
  adyen: Type.Optional(
    Type.Object({
      id: Type.String(),
      sessionData: Type.String(),
      clientKey: Type.String(),
      environment: Type.Union([Type.Literal('test'), Type.Literal('live')]),
    }),
  ),
  sandbox: Type.Optional(
    Type.Object({
      sessionId: Type.String(),
      testCards: Type.Array(Type.Object({ number: Type.String(), outcome: Outcome })),
    }),
  ),
  monetico: Type.Optional(Type.Object({ action: Type.String(), fields: Type.Record(Type.String(), Type.String()) })),
}));

export const SandboxPaymentRequestSchema = contractTwin<SandboxPaymentRequest>()(Type.Object(
  {
    method: Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('klarna')]),
    cardNumber: Type.Optional(Type.String({ pattern: '^[0-9 ]{0,23}$', description: 'Card only: a test card number.' })),
    holderName: Type.Optional(Type.String({ maxLength: 100 })),
    outcome: Type.Optional(Outcome),
  },
  { additionalProperties: false },
));

const ResultCode = Type.Union([
  Type.Literal('Authorised'),
  Type.Literal('Refused'),
  Type.Literal('Pending'),
  Type.Literal('Received'),
  Type.Literal('Error'),
  Type.Literal('Cancelled'),
]);

export const SandboxPaymentResponseSchema = contractTwin<SandboxPaymentResponse>()(Type.Object({
  resultCode: ResultCode,
  pspReference: Type.String(),
  orderId: Type.Integer(),
  reference: Type.String(),
}));

export const PaymentDetailsRequestSchema = Type.Object(
  { redirectResult: Type.String({ minLength: 1, maxLength: 10_000, description: "Adyen's redirectResult from the return URL." }) },
  { additionalProperties: false },
);

export const PaymentDetailsResponseSchema = Type.Object({ resultCode: Type.String({ description: "Adyen's resultCode (Authorised, Refused, Pending…)." }) });

const ConfirmationStatus = Type.Union([
  Type.Literal('PAYMENT_CONFIRMED'),
  Type.Literal('PAYMENT_ACKNOWLEDGED'),
  Type.Literal('PAYMENT_CONFIRMED_LATE_AWAITING_ORDER_CONFIRMATION'),
  Type.Literal('PAYMENT_CONFIRMED_AFTER_FAILURE_AWAITING_ORDER_CONFIRMATION'),
  Type.Literal('PAYMENT_ACKNOWLEDGMENT_AWAITING'),
  Type.Literal('PAYMENT_FAILED'),
  Type.Literal('PAYMENT_ERROR'),
  Type.Literal('ERROR'),
]);

export const PaymentResultSchema = contractTwin<PaymentResult>()(Type.Object({
  status: ConfirmationStatus,
  orderId: Type.Integer(),
  transactionId: Type.String({ description: "The provider's psp reference of the latest attempt, '' before any." }),
  reference: Type.String(),
  orderStatus: Type.String(),
  webOrderId: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  deliveryMode: Type.Union([Type.Literal('DIS'), Type.Literal('STO'), Type.Literal('DEP')]),
  selectedPrice: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)]),
  orderDate: Type.String(),
  store: Nullable(Type.Object({ name: Type.String(), address: Type.String(), zip: Type.String(), city: Type.String(), phone: Type.String() })),
  discountCode: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      productId: Nullable(Type.Integer()),
      size: Nullable(Type.String()),
      name: Type.String(),
      quantity: Type.Integer(),
      unitPrice: Type.Number(),
      lineTotal: Type.Number(),
      itemType: Type.String({ description: 'EAN, GFC, or FREIGHT_COST / FREIGHT_EXP for the freight line.' }),
    }),
    { description: "The order's lines as the API priced them (purchase analytics)." },
  ),
}));

const NotificationItemSchema = Type.Object({
  pspReference: Type.String({ maxLength: 100 }),
  originalReference: Type.Optional(Type.String({ maxLength: 100 })),
  merchantAccountCode: Type.String({ maxLength: 200 }),
  merchantReference: Type.String({ maxLength: 200 }),
  amount: Type.Object({ value: Type.Integer(), currency: Type.String({ maxLength: 3 }) }),
  eventCode: Type.String({ maxLength: 100 }),
  success: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  eventDate: Type.Optional(Type.String()),
  paymentMethod: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  additionalData: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export const AdyenNotificationSchema = Type.Object({
  live: Type.String(),
  notificationItems: Type.Array(Type.Object({ NotificationRequestItem: NotificationItemSchema }), { minItems: 1, maxItems: 100 }),
});


/** 409 of a payment start: ApiErrorBody, and for DISCOUNT_REFUSED why the code is no longer this order's. */
export const PaymentRefusalSchema = Type.Object(
  {
    ...ApiErrorSchema.properties,
    reason: Type.Optional(Nullable(DiscountRefusalSchema)),
    outcome: Type.Optional(Type.String()),
  },
  { description: 'ApiErrorBody; DISCOUNT_REFUSED adds the coupon refusal reason' },
);
