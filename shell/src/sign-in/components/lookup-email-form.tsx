import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { LOOKUP_EMAIL_MAX_LENGTH, lookupEmailError } from '@trama/shared/rules';
import { FormMessage, type Message } from './form-message.tsx';
import { EmailField } from './text-field.tsx';

export interface LookupEmailFormProps {
  /** The line above the field, the field's label and the button's. */
  texts: { intro: string; label: string; submit: string };
  email: string;
  onEmail: (email: string) => void;
  /** Runs with a valid e-mail; answers the message to show (null: none, e.g. the flow moved on). */
  onSubmit: (email: string) => Promise<Message | null>;
  /** Test ids: `${testIds.email}`, `${testIds.message}`, `${testIds.submit}`. */
  testIds: { email: string; message: string; submit: string };
  autoFocus?: boolean;
}

/**
 * An e-mail typed to look an account up or reset it (storefront §5: valid and at most 40
 * characters — forgotPassword.7 shows while it is too long), then one action.
 */
export function LookupEmailForm({ texts, email, onEmail, onSubmit, testIds, autoFocus }: LookupEmailFormProps) {
  const { t } = useTranslation('shell');
  const messageId = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
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
      setMessage(await onSubmit(email));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sh-auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="sh-auth-form__intro">{texts.intro}</p>
      <EmailField
        label={texts.label}
        autoComplete="email"
        autoFocus={autoFocus}
        value={email}
        onValue={(value) => {
          onEmail(value);
          setMessage(null);
        }}
        testId={testIds.email}
        describedBy={messageId}
        aria-invalid={shown?.tone === 'error' ? true : undefined}
      />
      <FormMessage id={messageId} testId={testIds.message} message={shown} />
      <button type="submit" className="ui-button sh-auth-form__submit" disabled={busy || tooLong} data-testid={testIds.submit}>
        {busy ? t('signin.working') : texts.submit}
      </button>
    </form>
  );
}
