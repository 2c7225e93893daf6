/** The profile form's values from the API's profile (account §3 Web client profile, §5 Profile). */
import type { AccountProfile } from '@trama/shared/contract';
import type { ProfileForm } from '@trama/shared/rules';

export function profileForm(profile: AccountProfile): ProfileForm {
  const [year = '', month = '', day = ''] = (profile.birthDate ?? '').split('-');
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    birthDay: day,
    birthMonth: month,
    // §5: a blank year is sent as 1900, so 1900 reads back as blank.
    birthYear: year === '1900' ? '' : year,
    preferredStoreId: profile.preferredStoreId,
    // §3 the boxes follow the stored opt-ins; a customer who never opted in sees them unticked.
    newsletter: profile.newsOptin === 'Y',
    partners: profile.multisiteOptin === 'Y',
  };
}

/**
 * The rules' message keys as this page's texts: the rules share keys with sign-up
 * (signup.inputErrors.*), which live in the shell's namespace.
 */
export function profileErrorText(messageKey: string): { key: string; max?: number } {
  if (messageKey === 'validation.required') return { key: 'profile.errors.required' };
  if (messageKey === 'date.1') return { key: 'profile.errors.date' };
  if (messageKey.startsWith('signup.inputErrors.')) return { key: 'profile.errors.tooLong', max: 30 };
  return { key: 'profile.failed' };
}

/** Account §5 Password change: every failure reads as one of the spec's messages or the policy's. */
export function passwordErrorText(code: string, messageKey: string): string {
  if (code === 'WRONG_PASSWORD' || messageKey === 'mesInformations.18') return 'password.wrongCurrent';
  if (code === 'PASSWORD_CHANGE_NOT_MULTISITE') return 'password.notMultisite';
  if (code === 'PASSWORD_TOO_COMMON') return 'password.common';
  if (code.startsWith('PASSWORD_')) return 'password.length';
  return 'password.failed';
}
