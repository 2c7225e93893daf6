import { useState } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { requestResetMessage } from '../model/request-reset.ts';
import { LookupEmailForm } from './lookup-email-form.tsx';

/** Storefront §4 Password reset init from the "forgot password" popup (not a legacy customer). */
export function ResetRequestForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState(initialEmail);
  return (
    <LookupEmailForm
      texts={{ intro: t('reset.intro'), label: t('reset.email'), submit: t('reset.submit') }}
      email={email}
      onEmail={setEmail}
      testIds={{ email: 'reset-email', message: 'reset-message', submit: 'reset-submit' }}
      onSubmit={(value) => requestResetMessage(value, false)}
    />
  );
}
