/**
 * TypeBox twins of the auth contract (@trama/shared/contract auth.ts); each `contractTwin` fails
 * `tsc` when one drifts. Request objects are closed (additionalProperties false) and
 * ajv's removeAdditional drops anything else sent, so `activated: true` or a customerId in a body
 * never reaches a service (no mass assignment).
 */
import { Type } from 'typebox';
import type {
  ActivationResponse,
  CheckEmailRequest,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  PasswordResetFinishRequest,
  PasswordResetInitRequest,
  RegistrationRequest,
  UserInfo,
  WebClient,
  WebClientRequest,
} from '@trama/shared/contract';
import { MAX_EMAIL_LENGTH } from '@trama/shared/rules';
import { Id } from './http.ts';
import { contractTwin } from './type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
/** Format and the 40-character lookup limit are checked by the service, with their message keys (§5, §8). */
const Email = (description: string) => Type.String({ minLength: 1, maxLength: MAX_EMAIL_LENGTH, description });
/** Long enough for any rule's own error (4-40 is checked with its message key); bounded so scrypt never hashes megabytes. */
const Password = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const NEW_PASSWORD = '8 to 40 characters (PASSWORD_TOO_SHORT / _LONG: signup.inputErrors.password), not a common one (PASSWORD_TOO_COMMON).';
const CustomerCode = Type.String({ maxLength: 32, description: "The brand group's customer code (BrandDetail.customerCode, e.g. TRAMA)." });
const Short = (description: string) => Type.String({ maxLength: 200, description });
/**
 * Issue 31 §4: a sign-in's own facts, kept with it (sign_ins). 1 to 60 letters, digits, spaces or . _ - / ( ) +, checked by
 * the service so a bad one is 400 INVALID_SIGN_IN_CONTEXT (the bound here only keeps megabytes out).
 */
const Context = (description: string) => Type.String({ maxLength: 200, description: `${description} 1 to 60 letters, digits, spaces or . _ - / ( ) + (else 400 INVALID_SIGN_IN_CONTEXT).` });

export const CheckEmailRequestSchema = contractTwin<CheckEmailRequest>()(Type.Object(
  { email: Email('At most 40 characters (forgotPassword.7).'), customerCode: CustomerCode },
  { additionalProperties: false },
));

export const CheckEmailResponseSchema = contractTwin<CheckEmailResponse>()(Type.Object({
  status: Type.Union([Type.Literal('NEW_USER'), Type.Literal('EXISTING_USER'), Type.Literal('LEGACY_USER')], {
    description: 'NEW_USER: no account (sign-up form); EXISTING_USER: sign in; LEGACY_USER: an account without password (offer a reset).',
  }),
}));

export const WebClientRequestSchema = contractTwin<WebClientRequest>()(Type.Object(
  {
    brandId: Id('Brand the shopper signs up on.'),
    preferredStoreId: Nullable(Id('Preferred store.')),
    multisiteOptin: Type.Union([Type.Literal('Y'), Type.Literal('N')], { description: "Y: a web client on each of the group's brands." }),
    dataOptin: YesNo,
    newsOptin: Type.Union([Type.Literal('Y'), Type.Literal('N')], { description: 'Y: newsletter; newsOptinDate is set.' }),
    country: Type.String({ maxLength: 2, description: 'ISO country code; blank = IT.' }),
  },
  { additionalProperties: false },
));

export const RegistrationRequestSchema = contractTwin<RegistrationRequest>()(Type.Object(
  {
    customerCode: CustomerCode,
    password: Password(NEW_PASSWORD),
    firstName: Type.String({ maxLength: 100, description: '2 to 30 characters (signup.inputErrors.username).' }),
    lastName: Type.String({ maxLength: 100, description: '2 to 30 characters (signup.inputErrors.lastname).' }),
    email: Email('Lower-cased; at most 40 characters (forgotPassword.7).'),
    login: Short('The e-mail again (the storefront sends both); the account is keyed by `email`.'),
    langKey: Type.String({ maxLength: 10, description: 'it, en, fr, de or es: the language of the e-mails (else it).' }),
    gender: Type.Union([Type.Literal('M'), Type.Literal('F')]),
    birthdate: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, 1900 to today (date.1).' }),
    webClientRequest: WebClientRequestSchema,
  },
  { additionalProperties: false },
));

export const RegistrationAnswerSchema = Type.Object({
  email: Type.String({ description: 'The account, lower-cased; an activation e-mail is on its way.' }),
  activated: Type.Literal(false),
});

export const ActivationResponseSchema = contractTwin<ActivationResponse>()(Type.Object({
  activated: Type.Literal(true),
  id_token: Type.String({ description: 'The shopper is signed in (storefront §4 Account creation: then automatic login).' }),
}));

export const LoginRequestSchema = contractTwin<LoginRequest>()(Type.Object(
  {
    customerCode: CustomerCode,
    username: Email('The e-mail (compared lower-cased).'),
    password: Password('The password.'),
    brandId: Id('The brand signed in on: the token carries its web client.'),
    rememberMe: Type.Boolean({ description: 'A longer-lived token (within the server maximum).' }),
    tokenValidityInMilliseconds: Type.Optional(
      Type.Number({
        description:
          'Asked validity, a whole number of at least 60000 (else 400 INVALID_TOKEN_VALIDITY); capped at the server maximum ' +
          '(TOKEN_MAX_VALIDITY_SECONDS, 30 days).',
      }),
    ),
    browserId: Type.Optional(Context('The browser id (storefront §9 browserId).')),
    browserType: Type.Optional(Context('Browser name, e.g. Firefox.')),
    operatingSystem: Type.Optional(Context('Operating system, e.g. Android.')),
    country: Type.Optional(Context('The shopper country (ISO code).')),
    awinCampaign: Type.Optional(Context('Affiliate campaign.')),
    awinAwc: Type.Optional(Context('Affiliate click id (storefront §9 awinAwc).')),
  },
  { additionalProperties: false },
));

export const LoginResponseSchema = contractTwin<LoginResponse>()(Type.Object({
  id_token: Type.String({ description: 'JWT (HS256): sub (e-mail), customerId, webClientId, brandId, iat, exp.' }),
}));

export const PasswordResetInitRequestSchema = contractTwin<PasswordResetInitRequest>()(Type.Object(
  { mail: Email('At most 40 characters (forgotPassword.7).'), customerCode: CustomerCode },
  { additionalProperties: false },
));

export const ResetInitAnswerSchema = Type.Object({
  status: Type.Literal('RESET_PASSWORD_EMAIL_SENT', { description: 'Also for an e-mail without account: the answer never tells.' }),
});

export const PasswordResetFinishRequestSchema = contractTwin<PasswordResetFinishRequest>()(Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 200, description: 'The key of the reset link.' }),
    newPassword: Password(NEW_PASSWORD),
  },
  { additionalProperties: false },
));

export const PasswordChangeRequestSchema = contractTwin<PasswordChangeRequest>()(Type.Object(
  { currentPassword: Password('The password in use (mesInformations.18 when wrong).'), newPassword: Password(NEW_PASSWORD) },
  { additionalProperties: false },
));

export const WebClientSchema = contractTwin<WebClient>()(Type.Object({
  webClientId: Type.Integer(),
  discountCodes: Type.Array(Type.String(), { description: 'Customer codes of the brand this customer can still use (e.g. PRIMOORDINE).' }),
}));

export const UserInfoSchema = contractTwin<UserInfo>()(Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  discountCodes: Type.Array(Type.String()),
  customerCode: Type.String(),
  webClientId: Type.Integer(),
  newsOptinDate: Nullable(Type.String({ description: 'ISO date-time of the newsletter opt-in on this brand.' })),
}));
