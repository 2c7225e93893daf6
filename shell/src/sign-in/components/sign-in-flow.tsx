import { useState } from 'react';
import type { UserStatus } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { CredentialsForm } from './credentials-form.tsx';
import { EmailStep } from './email-step.tsx';
import { LegacyReset } from './legacy-reset.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export interface SignInFlowProps {
  onSignedIn: () => void;
  onForgotPassword: (email: string) => void;
  /** After the sign-up confirmation (storefront §4 Account creation: home after 3 s). */
  onSignUpDone: () => void;
}

/**
 * Storefront §2 Sign-in and create account, §4 Connection status: the e-mail first, then the
 * password (EXISTING_USER), the sign-up form (NEW_USER) or a reset offer (LEGACY_USER). The same
 * flow runs in the header popup and on the sign-in page.
 */
export function SignInFlow({ onSignedIn, onForgotPassword, onSignUpDone }: SignInFlowProps) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<UserStatus | null>(null);
  // Each step after the first takes the focus, so keyboard and screen-reader users land on it.
  const [stepped, setStepped] = useState(false);
  const goTo = (next: UserStatus | null) => {
    setStatus(next);
    setStepped(true);
  };

  if (status === null) return <EmailStep email={email} onEmail={setEmail} onStatus={goTo} autoFocus={stepped} />;

  const back = (
    <button type="button" className="ui-link-button" onClick={() => goTo(null)} data-testid="signin-change-email">
      {t('signin.changeEmail')}
    </button>
  );

  return (
    <div className="sh-auth-flow" data-status={status}>
      {status === 'EXISTING_USER' && (
        <CredentialsForm
          prefix="signin"
          initialEmail={email}
          emailReadOnly
          autoFocusPassword
          notice={{ key: 'forgotPassword.1', tone: 'info' }}
          onSignedIn={onSignedIn}
          onForgotPassword={onForgotPassword}
        />
      )}
      {status === 'NEW_USER' && <SignUpForm email={email} onDone={onSignUpDone} autoFocus />}
      {status === 'LEGACY_USER' && <LegacyReset email={email} autoFocus />}
      {back}
    </div>
  );
}
