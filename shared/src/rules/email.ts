/**
 * Storefront §5 e-mail format: a local part without spaces or brackets, an @, a domain containing
 * dots and a top-level part of at least 2 characters. One rule for the browser forms and the API,
 * so no address passes in the browser and fails on the server.
 */
const EMAIL = /^[^\s()<>[\]{}@]+@(?:[^\s()<>[\]{}@.]+\.)+[^\s()<>[\]{}@.]{2,}$/;

/** The longest address the API stores (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}
