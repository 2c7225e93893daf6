/**
 * The storefront §5 / account §5 rules on what an API client sends, through the same shared
 * validators the shell's forms run (@trama/shared/rules), turned into 400 answers.
 */
import type { RegistrationRequest } from '@trama/shared/contract';
import { isValidEmail, LOOKUP_EMAIL_MAX_LENGTH, validateSignUp } from '@trama/shared/rules';
import { AppError, badRequest } from '../errors.ts';
import { assertNewPassword } from './password-policy.ts';

/** E-mails are compared trimmed and lower-cased (storefront §3 Login request: username lower-cased). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Storefront §5: a lookup or reset e-mail is valid and at most 40 characters (forgotPassword.7). */
export function assertLookupEmail(email: string): void {
  if (email.length > LOOKUP_EMAIL_MAX_LENGTH) {
    throw badRequest('EMAIL_TOO_LONG', `The e-mail address has more than ${LOOKUP_EMAIL_MAX_LENGTH} characters.`, 'forgotPassword.7');
  }
  if (!isValidEmail(email)) throw badRequest('INVALID_EMAIL', 'The e-mail address is not valid.', 'validation.email');
}

/**
 * Storefront §5 sign-up: names 2-30, e-mail, password (8-40 and not a common one: password-policy.ts),
 * gender M|F, birth date 1900..today. The first failing rule answers, with the message key the
 * form shows beside that field; a password answers with its own PASSWORD_* code.
 */
export function assertRegistration(request: RegistrationRequest, email: string, now: Date = new Date()): void {
  // The account is later found by this e-mail through lookups limited to 40 characters.
  assertLookupEmail(email);
  const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(request.birthdate) ? request.birthdate.split('-') : [];
  const errors = validateSignUp(
    {
      username: request.firstName,
      userlastname: request.lastName,
      email,
      password: request.password,
      gender: request.gender,
      birthDay: day,
      birthMonth: month,
      // A malformed date must not become "year missing = 1900".
      birthYear: year || 'invalid',
      preferredStoreId: request.webClientRequest.preferredStoreId,
      connection_1: request.webClientRequest.multisiteOptin === 'Y',
      // The personal-data consent is the form's own gate; the request carries no such field.
      connection_2: true,
      connection_3: request.webClientRequest.newsOptin === 'Y',
    },
    now,
  );
  const [field, messageKey] = Object.entries(errors)[0] ?? [];
  if (field === 'password' || !field) assertNewPassword(request.password);
  if (field && messageKey) throw new AppError(400, 'INVALID_REGISTRATION', `Registration field '${field}' is not valid.`, { messageKey });
}
