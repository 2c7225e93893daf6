import { useEffect } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { SIGN_UP_REDIRECT_MS } from '../model/timings.ts';

/** Storefront §4 Account creation: a confirmation with the e-mail, then home after 3 seconds. */
export function SignUpSuccess({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = setTimeout(onDone, SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="sh-auth-done" role="status" data-testid="signup-success">
      <p>{t('signup.success', { email })}</p>
      <p className="sh-field__hint">{t('signup.redirect')}</p>
    </div>
  );
}
