import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { Dialog } from './dialog.tsx';
import { SignInFlow } from './sign-in-flow.tsx';

export interface SignInPopupProps {
  language: Language;
  onClose: () => void;
  onForgotPassword: (email: string) => void;
}

/** Storefront §2 Header: the login popup. A successful sign-in closes it (§4 Login result SUCCESS). */
export function SignInPopup({ language, onClose, onForgotPassword }: SignInPopupProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signUpDone = useCallback(() => {
    onClose();
    void navigate(`/${language}`);
  }, [onClose, navigate, language]);
  return (
    <Dialog title={t('signin.title')} testId="signin-popup" onClose={onClose}>
      <SignInFlow onSignedIn={onClose} onForgotPassword={onForgotPassword} onSignUpDone={signUpDone} />
    </Dialog>
  );
}
