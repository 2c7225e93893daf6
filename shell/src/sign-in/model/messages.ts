/** Which message (storefront §8, account §8) a failed call shows. */
import { ApiError } from '@trama/shared/api';
import { getI18n } from '@trama/shared/i18n';

/** Answers the shopper should read as they are, whatever the call. */
const PASS_THROUGH = new Set(['errors.tooManyRequests', 'errors.network']);

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message key when the shop has a text for it, else the fallback. */
export function messageKeyOf(error: unknown, fallback = 'error_message'): string {
  if (!isApiError(error)) return fallback;
  const key = error.messageKey;
  return key !== 'error_message' && getI18n().exists(key, { ns: ['shell', 'common'] }) ? key : fallback;
}

/** Storefront §8: a failed sign-in says signIn.1; an account not activated yet says so. */
export function signInFailureKey(error: unknown): string {
  if (!isApiError(error)) return 'signIn.1';
  if (error.code === 'ACCOUNT_NOT_ACTIVATED') return 'signIn.notActivated';
  if (PASS_THROUGH.has(error.messageKey)) return error.messageKey;
  return 'signIn.1';
}

/**
 * Storefront §8 password reset: alertMessage.6 when the error mentions 403, alertMessage.5 for
 * any other; an e-mail the server finds too long is forgotPassword.7.
 */
export function resetRequestFailureKey(error: unknown): string {
  if (!isApiError(error)) return 'alertMessage.5';
  if (error.status === 403 || error.message.includes('403')) return 'alertMessage.6';
  if (PASS_THROUGH.has(error.messageKey) || error.messageKey === 'forgotPassword.7') return error.messageKey;
  return 'alertMessage.5';
}

/** Storefront §8: an e-mail that already has an account is forgotPassword.1. */
export function registrationFailureKey(error: unknown): string {
  if (isApiError(error) && error.status === 409) return 'forgotPassword.1';
  return messageKeyOf(error);
}

/**
 * Account §8 reset failure: forgotPassword.6, except a new password the API refuses by the
 * password policy (too short, too long, too common: docs/baseline-deviations.md) and a rate
 * limit, which say so: the link is still good and the shopper only has to choose another.
 */
export function resetFinishFailureKey(error: unknown): string {
  if (!isApiError(error)) return 'forgotPassword.6';
  if (error.code.startsWith('PASSWORD_') || PASS_THROUGH.has(error.messageKey)) return messageKeyOf(error, 'forgotPassword.6');
  return 'forgotPassword.6';
}

/** Issue 31 point 1: the social sign-in's refusal (an API error or the callback's ?socialError=CODE) as a text. */
const SOCIAL_FAILURES: Record<string, string> = {
  SOCIAL_EMAIL_NOT_VERIFIED: 'login.social.errors.emailNotVerified',
  SOCIAL_STATE_INVALID: 'login.social.errors.expired',
  SOCIAL_SIGN_IN_EXPIRED: 'login.social.errors.expired',
  SOCIAL_PROVIDER_UNAVAILABLE: 'login.social.errors.unavailable',
};

export function socialFailureKey(failure: unknown): string {
  const code = isApiError(failure) ? failure.code : typeof failure === 'string' ? failure : '';
  if (isApiError(failure) && PASS_THROUGH.has(failure.messageKey)) return failure.messageKey;
  return SOCIAL_FAILURES[code] ?? 'login.social.errors.failed';
}
