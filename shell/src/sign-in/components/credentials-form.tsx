import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { canSignIn } from '@trama/shared/rules';
import { signInWithPassword } from '../api/auth-actions.ts';
import { signInFailureKey } from '../model/messages.ts';
import { FormMessage, type Message } from './form-message.tsx';
import { EmailField, TextField } from './text-field.tsx';

interface CredentialsFormProps {
  /** Test id prefix: signin-* in the popup and sign-in page, login-* on /login. */
  prefix: 'signin' | 'login';
  initialEmail?: string;
  /** The e-mail was already looked up: it is shown, not typed again. */
  emailReadOnly?: boolean;
  /** What the form says before any attempt (forgotPassword.1: the account exists). */
  notice?: Message | null;
  autoFocusPassword?: boolean;
  onSignedIn: () => void;
  onForgotPassword: (email: string) => void;
}

/**
 * Storefront §5 Login: the button is enabled only with a valid e-mail and a non-empty password;
 * Enter submits when both are valid. A failure says signIn.1 (§8).
 */
export function CredentialsForm({ prefix, initialEmail = '', emailReadOnly = false, notice = null, autoFocusPassword, onSignedIn, onForgotPassword }: CredentialsFormProps) {
  const { t } = useTranslation('shell');
  const messageId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const ready = canSignIn(email, password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signInWithPassword(email, password);
      onSignedIn();
    } catch (error) {
      setFailure({ key: signInFailureKey(error), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <form className="sh-auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <EmailField
        label={t('login.email')}
        autoComplete="username"
        readOnly={emailReadOnly}
        value={email}
        onValue={setEmail}
        testId={`${prefix}-email`}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus={autoFocusPassword}
        value={password}
        onValue={setPassword}
        testId={`${prefix}-password`}
        describedBy={messageId}
      />
      <FormMessage id={messageId} testId={`${prefix}-message`} message={failure ?? notice} />
      <div className="sh-auth-form__actions">
        <button type="submit" className="ui-button" disabled={!ready || busy} data-testid={`${prefix}-submit`}>
          {busy ? t('signin.working') : t('login.submit')}
        </button>
        <button type="button" className="ui-link-button" onClick={() => onForgotPassword(email)} data-testid={`${prefix}-forgot`}>
          {t('signin.forgotPassword')}
        </button>
      </div>
    </form>
  );
}
