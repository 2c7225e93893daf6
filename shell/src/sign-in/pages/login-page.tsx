import { useId } from 'react';
import { Link } from 'react-router';
import { getBus } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

const openReset = (email: string) => getBus().send('ui.open', { panel: 'passwordReset', props: { email } });
const stay = () => undefined;

/**
 * Storefront §2 login screen: e-mail and password, two social buttons. No social provider is
 * configured, so both are disabled and say why. A signed-in shopper is sent home.
 */
export function LoginPage({ language, signinPath }: { language: Language; signinPath: string | null }) {
  const { t } = useTranslation('shell');
  const noteId = useId();
  const signedIn = useSignedInRedirect(language);
  if (signedIn) return null;
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.login.title')}</h1>
      <CredentialsForm prefix="login" onSignedIn={stay} onForgotPassword={openReset} />
      <section className="sh-social" aria-labelledby={`${noteId}-title`}>
        <h2 id={`${noteId}-title`} className="sh-social__title">
          {t('login.social.title')}
        </h2>
        <div className="sh-social__buttons">
          <button type="button" className="sh-button sh-button--quiet" disabled aria-describedby={noteId} data-testid="login-social-google">
            {t('login.social.google')}
          </button>
          <button type="button" className="sh-button sh-button--quiet" disabled aria-describedby={noteId} data-testid="login-social-facebook">
            {t('login.social.facebook')}
          </button>
        </div>
        <p id={noteId} className="sh-field__hint" data-testid="login-social-note">
          {t('login.social.unavailable')}
        </p>
      </section>
      {signinPath && (
        <p className="sh-auth-page__more">
          {t('login.noAccount')}{' '}
          <Link to={`/${language}${signinPath}`} data-testid="login-create-account">
            {t('login.createAccount')}
          </Link>
        </p>
      )}
    </div>
  );
}
