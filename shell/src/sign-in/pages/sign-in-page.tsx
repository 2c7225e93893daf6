import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getBus } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { SignInFlow } from '../components/sign-in-flow.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

const openReset = (email: string) => getBus().send('ui.open', { panel: 'passwordReset', props: { email } });
// A successful sign-in needs no step here: the signed-in redirect takes the shopper home.
const stay = () => undefined;

/** Storefront §2 Sign-in and create account (menu key creation_de_compte): the popup's flow, inline. */
export function SignInPage({ language, title }: { language: Language; title?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = useSignedInRedirect(language);
  const home = useCallback(() => void navigate(`/${language}`), [navigate, language]);
  if (signedIn) return null;
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{title ?? t('pages.signin.title')}</h1>
      <SignInFlow onSignedIn={stay} onForgotPassword={openReset} onSignUpDone={home} />
    </div>
  );
}
