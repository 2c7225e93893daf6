import { Link } from 'react-router';
import { getBus } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

const openReset = (email: string) => getBus().send('ui.open', { panel: 'passwordReset', props: { email } });
const stay = () => undefined;

/**
 * Storefront §2 login screen: e-mail and password, and the social buttons of the providers the
 * API is configured with (issue 31 point 1). A signed-in shopper is sent home.
 */
export function LoginPage({ language, signinPath }: { language: Language; signinPath: string | null }) {
  const { t } = useTranslation('shell');
  const signedIn = useSignedInRedirect(language);
  if (signedIn) return null;
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.login.title')}</h1>
      <CredentialsForm prefix="login" onSignedIn={stay} onForgotPassword={openReset} />
      <SocialSignIn language={language} />
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
