/**
 * Storefront §5 e-mail format: a local part without spaces or brackets, an @, a domain
 * containing dots, and a top-level part of at least 2 characters.
 * TODO(lead): move to @trama/shared/rules so the newsletter form and the API share it.
 */
const EMAIL = /^[^\s()<>[\]{}@]+@(?:[^\s()<>[\]{}@.]+\.)+[^\s()<>[\]{}@.]{2,}$/;

export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
