import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { LOOKUP_EMAIL_MAX_LENGTH, lookupEmailError } from '@trama/shared/rules';
import { requestPasswordReset } from '../api/auth-actions.ts';
import { resetRequestFailureKey } from '../model/messages.ts';
import { FormMessage, type Message } from './form-message.tsx';
import { TextField } from './text-field.tsx';

/**
 * Storefront §4 Password reset init: the e-mail (valid, at most 40 characters, §5) gets a link;
 * success says forgotPassword.5 (RESET_PASSWORD_EMAIL_SENT), a failure alertMessage.5 / .6.
 */
export function ResetRequestForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('shell');
  const messageId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const tooLong = email.trim().length > LOOKUP_EMAIL_MAX_LENGTH;
  const shown: Message | null = tooLong ? { key: 'forgotPassword.7', tone: 'error' } : message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = lookupEmailError(email);
    if (invalid) {
      setMessage({ key: invalid, tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email, false);
      setMessage({ key: 'forgotPassword.5', tone: 'success' });
    } catch (error) {
      setMessage({ key: resetRequestFailureKey(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sh-auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="sh-auth-form__intro">{t('reset.intro')}</p>
      <TextField
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValue={(value) => {
          setEmail(value);
          setMessage(null);
        }}
        testId="reset-email"
        describedBy={messageId}
        aria-invalid={shown?.tone === 'error' ? true : undefined}
      />
      <FormMessage id={messageId} testId="reset-message" message={shown} />
      <button type="submit" className="sh-button sh-auth-form__submit" disabled={busy || tooLong} data-testid="reset-submit">
        {busy ? t('signin.working') : t('reset.submit')}
      </button>
    </form>
  );
}
