import { isValidEmail } from '../email.ts';

/** Storefront §5: an account lookup or reset e-mail is valid and at most 40 characters (forgotPassword.7). */
export const LOOKUP_EMAIL_MAX_LENGTH = 40;
/**
 * A new password has 8 to 40 characters: storefront §5 says at least 4, below OWASP ASVS (at
 * least 8; architecture §7, docs/baseline-deviations.md); account §5: the reset text says at most 40.
 * Sign-in never checks this, so older accounts with shorter passwords keep signing in.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 40;
/** Shown for a password the API refuses as one of the most common (PASSWORD_TOO_COMMON); only the API holds the list. */
export const COMMON_PASSWORD_MESSAGE_KEY = 'signup.inputErrors.passwordCommon';

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
 * confirmation equal (else mesInformations.20), and 8 to 40 characters.
 */
export function validatePasswordReset(input: { password: string; confirmation: string }): string | null {
  if (input.password === '' || input.confirmation === '') return 'validation.required';
  if (input.password !== input.confirmation) return 'mesInformations.20';
  return isAcceptablePassword(input.password) ? null : 'signup.inputErrors.password';
}
