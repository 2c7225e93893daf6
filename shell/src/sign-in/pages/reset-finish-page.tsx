import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { validatePasswordReset } from '@trama/shared/rules';
import '../sign-in.css';
import { finishReset } from '../api/auth-actions.ts';
import { FormMessage, type Message } from '../components/form-message.tsx';
import { NewPasswordField } from '../components/text-field.tsx';
import { resetFinishFailureKey } from '../model/messages.ts';
import { RESET_REDIRECT_MS } from '../model/timings.ts';

interface ResetFinishPageProps {
  language: Language;
  resetKey: string;
  /** The order page (menu key ma_commande); home when the menu has none. */
  orderPath: string | null;
}

/**
 * Account §2 /reset/finish/{resetKey}: a new password and its confirmation (account §5: both
 * required, equal — mesInformations.20); after the change, the order page after 1 second.
 */
export function ResetFinishPage({ language, resetKey, orderPath }: ResetFinishPageProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const messageId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const done = message?.tone === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(`/${language}${orderPath ?? ''}`), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, language, orderPath]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const invalid = validatePasswordReset({ password, confirmation });
    if (invalid) {
      setMessage({ key: invalid, tone: 'error', values: { field: t('resetFinish.allFields') } });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await finishReset(resetKey, password);
      setMessage({ key: 'mesInformations.19', tone: 'success' });
    } catch (error) {
      setMessage({ key: resetFinishFailureKey(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.reset.title')}</h1>
      <form className="sh-auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        <NewPasswordField
          label={t('resetFinish.password')}
          hint={t('resetFinish.hint')}
          value={password}
          onValue={setPassword}
          testId="reset-finish-password"
          describedBy={messageId}
        />
        <NewPasswordField
          label={t('resetFinish.confirmation')}
          value={confirmation}
          onValue={setConfirmation}
          testId="reset-finish-confirmation"
          describedBy={messageId}
        />
        <FormMessage id={messageId} testId="reset-finish-message" message={message} />
        {done && <p className="sh-field__hint">{t('resetFinish.redirect')}</p>}
        <button type="submit" className="ui-button sh-auth-form__submit" disabled={busy || done} data-testid="reset-finish-submit">
          {busy ? t('signin.working') : t('resetFinish.submit')}
        </button>
      </form>
    </div>
  );
}
