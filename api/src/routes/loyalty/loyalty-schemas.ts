/** TypeBox twins of the loyalty contract (checkout.ts LoyaltyBalance, LoyaltyRedemption); `tsc` fails when one drifts. */
import { Type } from 'typebox';
import type { LoyaltyBalance, LoyaltyRedemption } from '@trama/shared/contract';
import { MAX_INT } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

export const LoyaltyBalanceSchema = contractTwin<LoyaltyBalance>()(Type.Object({
  loyaltyPoints: Type.Integer(),
  loyaltyValue: Type.Number({ description: 'What the points are worth, in `currency`.' }),
  currency: Type.String(),
  expirationDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  conversionThreshold: Type.Number(),
  conversionMultiple: Type.Number(),
  convertiblePoints: Type.Integer(),
  convertibleValue: Type.Number(),
  eligible: Type.Boolean(),
}));

export const LoyaltyRedeemRequestSchema = Type.Object(
  { points: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Part of the convertible points; default all of them.' })) },
  { additionalProperties: false },
);

export const LoyaltyRedemptionSchema = contractTwin<LoyaltyRedemption>()(Type.Object({
  discountCode: Type.String({ description: 'The client discount: enter it in the discount box.' }),
  value: Type.Number(),
  currency: Type.String(),
  loyalty: LoyaltyBalanceSchema,
}));
