import { isValidEmail } from '../email.ts';

/** Storefront §5: an account lookup or reset e-mail is valid and at most 40 characters (forgotPassword.7). */
export const LOOKUP_EMAIL_MAX_LENGTH = 40;
/** Storefront §5: a password has at least 4 characters; account §5: the reset text says at most 40. */
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 40;

/** The message key for an e-mail typed to look an account up or reset it; null when fine. */
export function lookupEmailError(email: string): 'forgotPassword.7' | 'validation.email' | null {
  if (email.trim().length > LOOKUP_EMAIL_MAX_LENGTH) return 'forgotPassword.7';
  return isValidEmail(email) ? null : 'validation.email';
}

/** Storefront §5 Login: the sign-in button needs a valid e-mail and a non-empty password. */
export function canSignIn(email: string, password: string): boolean {
  return isValidEmail(email) && password.length > 0;
}

export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/**
 * Account §5 password change / reset: every field required, the new password and its
 * confirmation equal (else mesInformations.20), and 4 to 40 characters.
 */
export function validatePasswordReset(input: { password: string; confirmation: string }): string | null {
  if (input.password === '' || input.confirmation === '') return 'validation.required';
  if (input.password !== input.confirmation) return 'mesInformations.20';
  return isAcceptablePassword(input.password) ? null : 'signup.inputErrors.password';
}
