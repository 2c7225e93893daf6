import type { UserStatus } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { lookUpEmail } from '../api/auth-actions.ts';
import { messageKeyOf } from '../model/messages.ts';
import { LookupEmailForm } from './lookup-email-form.tsx';

interface EmailStepProps {
  email: string;
  onEmail: (email: string) => void;
  onStatus: (status: UserStatus) => void;
  autoFocus?: boolean;
}

/** Step 1 (storefront §4 Connection status): the e-mail is looked up first. */
export function EmailStep({ email, onEmail, onStatus, autoFocus }: EmailStepProps) {
  const { t } = useTranslation('shell');
  return (
    <LookupEmailForm
      texts={{ intro: t('signin.intro'), label: t('signin.email'), submit: t('signin.continue') }}
      email={email}
      onEmail={onEmail}
      autoFocus={autoFocus}
      testIds={{ email: 'signin-email', message: 'signin-message', submit: 'signin-continue' }}
      onSubmit={async (value) => {
        try {
          onStatus(await lookUpEmail(value));
          return null;
        } catch (error) {
          return { key: messageKeyOf(error), tone: 'error' };
        }
      }}
    />
  );
}
