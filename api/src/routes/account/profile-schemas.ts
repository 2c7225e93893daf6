/**
 * TypeBox twins of the profile contract (account.ts AccountProfile, ProfileUpdateRequest); each
 * `contractTwin` fails `tsc` when one drifts. Lengths here only bound the request: the
 * account §5 Profile rules are checked by the shared rules, with their message keys.
 */
import { Type } from 'typebox';
import type { AccountProfile, CustomerCreateAnswer, ProfileUpdateRequest } from '@trama/shared/contract';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { MAX_INT } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
const Gender = Type.Union([Type.Literal('F'), Type.Literal('M')]);

/** Storefront §7 zg-customer-create's answer (issue 31 §4). */
export const CustomerCreateAnswerSchema = contractTwin<CustomerCreateAnswer>()(Type.Object({
  webClientId: Type.Integer(),
  email: Type.String({ description: 'The account e-mail (the token\'s customer).' }),
  newsOptin: YesNo,
  newsletter: Type.Union([Type.Literal('SUBSCRIBED'), Type.Literal('NOT_OPTED_IN')], {
    description: 'SUBSCRIBED: the e-mail is on the brand newsletter; NOT_OPTED_IN: no opt-in, nothing done.',
  }),
}));

export const AccountProfileSchema = contractTwin<AccountProfile>()(Type.Object({
  webClientId: Type.Integer(),
  brandId: Type.Integer(),
  discountCodes: Type.Array(Type.String(), { description: 'Customer codes of the brand this customer can still use (e.g. PRIMOORDINE).' }),
  firstName: Type.String(),
  lastName: Type.String(),
  gender: Nullable(Gender),
  email: Type.String({ description: 'Read only: the sign-in e-mail.' }),
  birthDate: Nullable(Type.String({ description: 'YYYY-MM-DD.' })),
  preferredStoreId: Nullable(Type.Integer()),
  newsOptinDate: Nullable(Type.String({ description: 'When the newsletter opt-in went to Y; null while N.' })),
  multisiteOptInDate: Nullable(Type.String({ description: 'When the partner (multisite) opt-in went to Y; null while N.' })),
  newsOptin: YesNo,
  multisiteOptin: YesNo,
}));

export const ProfileUpdateSchema = contractTwin<ProfileUpdateRequest>()(Type.Object({
  firstName: Type.String({ maxLength: 200, description: 'Required, at most 30.' }),
  lastName: Type.String({ maxLength: 200, description: 'Required, at most 30.' }),
  gender: Gender,
  birthdate: Type.String({ maxLength: 20, description: 'YYYY-MM-DD, year 1900 to this year (the form sends 1900 for a blank year).' }),
  webClientRequest: Type.Object({
    preferredStoreId: Nullable(Type.Integer({ minimum: 0, maximum: MAX_INT, description: "Required: one of the brand's stores (not a depot, type G)." })),
    multisiteOptin: YesNo,
    newsOptin: YesNo,
  }),
}));

/** 422 INVALID_PROFILE: the ApiErrorBody plus each invalid field's message key. */
export const InvalidProfileSchema = Type.Object(
  {
    ...ApiErrorSchema.properties,
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Field → messageKey (validation.required, date.1, signup.inputErrors.username / lastname).',
      }),
    ),
  },
  { description: 'ApiErrorBody; INVALID_PROFILE adds fields' },
);
