import { useId, useState, type FormEvent } from 'react';
import type { UserStatus } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { LOOKUP_EMAIL_MAX_LENGTH, lookupEmailError } from '@trama/shared/rules';
import { lookUpEmail } from '../api/auth-actions.ts';
import { messageKeyOf } from '../model/messages.ts';
import { FormMessage, type Message } from './form-message.tsx';
import { TextField } from './text-field.tsx';

interface EmailStepProps {
  email: string;
  onEmail: (email: string) => void;
  onStatus: (status: UserStatus) => void;
  autoFocus?: boolean;
}

/** Step 1 (storefront §4 Connection status): the e-mail is looked up first. */
export function EmailStep({ email, onEmail, onStatus, autoFocus }: EmailStepProps) {
  const { t } = useTranslation('shell');
  const messageId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // Storefront §5: a lookup e-mail longer than 40 characters says so while it is typed.
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
    setMessage(null);
    try {
      onStatus(await lookUpEmail(email));
    } catch (error) {
      setMessage({ key: messageKeyOf(error), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <form className="sh-auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="sh-auth-form__intro">{t('signin.intro')}</p>
      <TextField
        label={t('signin.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus={autoFocus}
        value={email}
        onValue={(value) => {
          onEmail(value);
          setMessage(null);
        }}
        testId="signin-email"
        describedBy={messageId}
        aria-invalid={shown?.tone === 'error' ? true : undefined}
      />
      <FormMessage id={messageId} testId="signin-message" message={shown} />
      <button type="submit" className="sh-button sh-auth-form__submit" disabled={busy || tooLong} data-testid="signin-continue">
        {busy ? t('signin.working') : t('signin.continue')}
      </button>
    </form>
  );
}
