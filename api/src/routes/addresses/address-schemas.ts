/**
 * TypeBox twins of the address contract (account.ts Address, checkout.ts AddressInput); each
 * `contractTwin` fails `tsc` when one drifts. Lengths here only bound the request: the
 * field limits of account §5 are checked by the shared rules, with their message keys.
 */
import { Type } from 'typebox';
import type { Address, AddressInput } from '@trama/shared/contract';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { MAX_INT } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Field = (description: string) => Type.String({ maxLength: 200, description });

export const AddressTypeSchema = Type.Union([Type.Literal('SHIP'), Type.Literal('BILL')], { description: 'SHIP shipping, BILL billing.' });

export const AddressInputSchema = contractTwin<AddressInput>()(Type.Object(
  {
    clientAddressId: Type.Integer({ minimum: 0, maximum: MAX_INT, description: '0 creates; otherwise one of your addresses of that type.' }),
    addressType: AddressTypeSchema,
    name: Field('First and last name, max 30 (split at the first space).'),
    address1: Field('Street, max 40.'),
    address2: Nullable(Field('Max 40; for Italy the province code, required.')),
    city: Field('Max 25.'),
    zip: Field('Digits, max 5 (left-padded with zeros).'),
    countryCode: Type.String({ maxLength: 10, description: 'IT, FR, AT, MC, DE, CH, BE, PT, NL, LU or ES.' }),
    phone: Field('Digits.'),
    isDefault: Type.Optional(Type.Boolean({ description: 'true: becomes the default of its type.' })),
  },
  { additionalProperties: false },
));

export const AddressSchema = contractTwin<Address>()(Type.Object({
  clientAddressId: Type.Integer(),
  webClientId: Type.Integer(),
  addressType: AddressTypeSchema,
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  city: Type.String(),
  zip: Type.String(),
  country: Type.String({ description: 'Country name as shown.' }),
  countryCode: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  isDefault: Type.Boolean(),
}));

/** 422 INVALID_ADDRESS: the ApiErrorBody plus each invalid field's message key. */
export const InvalidAddressSchema = Type.Object(
  {
    ...ApiErrorSchema.properties,
    fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Field → messageKey (validation.required, date.1, address.invalid).' })),
  },
  { description: 'ApiErrorBody; INVALID_ADDRESS adds fields' },
);

export const AddressListSchema = Type.Array(AddressSchema, { description: 'All your addresses: shipping first, the default of each type first.' });
