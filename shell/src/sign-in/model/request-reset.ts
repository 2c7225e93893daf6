import { requestPasswordReset } from '../api/auth-actions.ts';
import type { Message } from '../components/form-message.tsx';
import { resetRequestFailureKey } from './messages.ts';

/**
 * Storefront §4 Password reset init: success says forgotPassword.5 (RESET_PASSWORD_EMAIL_SENT),
 * a failure alertMessage.6 (403) or alertMessage.5.
 */
export async function requestResetMessage(email: string, legacyUser: boolean): Promise<Message> {
  try {
    await requestPasswordReset(email, legacyUser);
    return { key: 'forgotPassword.5', tone: 'success' };
  } catch (error) {
    return { key: resetRequestFailureKey(error), tone: 'error' };
  }
}
