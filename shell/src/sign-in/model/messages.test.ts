import { describe, expect, it } from 'vitest';
import { ApiError } from '@trama/shared/api';
import { registrationFailureKey, resetRequestFailureKey, signInFailureKey } from './messages.ts';

describe('storefront §8 error catalogue, sign-in part', () => {
  it('§8 any login failure is signIn.1, except an account not yet activated and a rate limit', () => {
    expect(signInFailureKey(new ApiError(401, 'BAD_CREDENTIALS', 'signIn.1'))).toBe('signIn.1');
    expect(signInFailureKey(new ApiError(500, 'BOOM', 'error_message'))).toBe('signIn.1');
    expect(signInFailureKey(new Error('offline'))).toBe('signIn.1');
    expect(signInFailureKey(new ApiError(403, 'ACCOUNT_NOT_ACTIVATED', 'error_message'))).toBe('signIn.notActivated');
    expect(signInFailureKey(new ApiError(429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests'))).toBe('errors.tooManyRequests');
  });

  it('§8 a reset error mentioning 403 is alertMessage.6, any other alertMessage.5; too long stays forgotPassword.7', () => {
    expect(resetRequestFailureKey(new ApiError(403, 'FORBIDDEN', 'error_message'))).toBe('alertMessage.6');
    expect(resetRequestFailureKey(new ApiError(500, 'BOOM', 'error_message', 'upstream said 403'))).toBe('alertMessage.6');
    expect(resetRequestFailureKey(new ApiError(500, 'BOOM', 'error_message'))).toBe('alertMessage.5');
    expect(resetRequestFailureKey(new ApiError(400, 'EMAIL_TOO_LONG', 'forgotPassword.7'))).toBe('forgotPassword.7');
  });

  it('§8 registering an e-mail that has an account is forgotPassword.1; an unknown server key falls back to error_message', () => {
    expect(registrationFailureKey(new ApiError(409, 'EMAIL_EXISTS', 'forgotPassword.1'))).toBe('forgotPassword.1');
    expect(registrationFailureKey(new ApiError(400, 'BAD', 'no.such.key'))).toBe('error_message');
    expect(registrationFailureKey(new ApiError(400, 'BAD_DATE', 'date.1'))).toBe('date.1');
  });
});
