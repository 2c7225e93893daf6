import { useState } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { requestResetMessage } from '../model/request-reset.ts';
import { FormMessage, type Message } from './form-message.tsx';

/** Storefront §4 Connection status LEGACY_USER: a customer of the old shop is offered a password reset. */
export function LegacyReset({ email, autoFocus }: { email: string; autoFocus?: boolean }) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const sent = message?.tone === 'success';

  const reset = async () => {
    setBusy(true);
    setMessage(await requestResetMessage(email, true));
    setBusy(false);
  };

  return (
    <div className="sh-auth-form">
      <p className="sh-auth-form__email">{email}</p>
      <p>{t('signin.legacy.text')}</p>
      <FormMessage testId="signin-message" message={message} />
      <button type="button" className="ui-button" autoFocus={autoFocus} disabled={busy || sent} onClick={() => void reset()} data-testid="signin-legacy-reset">
        {t('signin.legacy.reset')}
      </button>
    </div>
  );
}
