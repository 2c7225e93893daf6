import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@trama/shared/api';
import { PASSWORD_CHANGE_MESSAGES } from '@trama/shared/contract';
import { PASSWORD_MAX_LENGTH, validatePasswordReset } from '@trama/shared/rules';
import { useExpiringBanner } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { sendPasswordChange } from '../api/profile-api.ts';
import { handOverToken } from '../model/hand-over-token.ts';
import { passwordErrorText } from '../model/profile-values.ts';
import { FormFooter } from './form-footer.tsx';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmation'];
const LABELS: Record<Field, string> = { currentPassword: 'password.current', newPassword: 'password.new', confirmation: 'password.confirmation' };
const AUTOCOMPLETE: Record<Field, string> = { currentPassword: 'current-password', newPassword: 'new-password', confirmation: 'new-password' };

interface Outcome {
  /** The spec's message key (mesInformations.18 / .19 / .20, validation.required…). */
  key: string;
  text: string;
  ok: boolean;
}

/**
 * Account §5 Password change: current, new and confirmation all required; new and confirmation
 * equal, else mesInformations.20; the API refuses a wrong current password (mesInformations.18) and
 * a customer who is not multisite (the dictionary's message); success is mesInformations.19.
 */
export function PasswordForm({ language }: { language: string }) {
  const t = useAccountT(language);
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmation: '' });
  const [result, setOutcome] = useState<Outcome | null>(null);
  // Account §8/§9: the banner disappears after 7 s (issue 31 point 11, O10).
  const outcome = useExpiringBanner(result);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = values.currentPassword === '' ? 'validation.required' : validatePasswordReset({ password: values.newPassword, confirmation: values.confirmation });
    if (refused) {
      const text = refused === 'validation.required' ? 'password.required' : refused === PASSWORD_CHANGE_MESSAGES.mismatch ? 'password.mismatch' : 'password.length';
      setOutcome({ key: refused, text, ok: false });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await sendPasswordChange({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      handOverToken(answer.id_token);
      setValues({ currentPassword: '', newPassword: '', confirmation: '' });
      setOutcome({ key: PASSWORD_CHANGE_MESSAGES.success, text: 'password.changed', ok: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const messageKey = error instanceof ApiError ? error.messageKey : '';
      setOutcome({ key: messageKey || PASSWORD_CHANGE_MESSAGES.failure, text: passwordErrorText(code, messageKey), ok: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate className="ui-form acc-profile__form" aria-labelledby={`${id}-title`} data-testid="password-form" onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className="acc-profile__title">
        {t('password.title')}
      </h2>
      {FIELDS.map((field) => (
        <div key={field} className="ui-field">
          <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
          <input
            id={`${id}-${field}`}
            data-testid={`password-${field}`}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={PASSWORD_MAX_LENGTH}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        </div>
      ))}
      <FormFooter name="password" language={language} busy={sending} message={outcome && { ...outcome, alert: !outcome.ok }} />
    </form>
  );
}
