import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { Dialog } from './dialog.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/** Storefront §2: the password-reset popup ("forgot password" in the sign-in popup, or `ui.open` passwordReset). */
export function PasswordResetPopup({ email, onClose }: { email?: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog title={t('reset.title')} testId="reset-popup" onClose={onClose}>
      <ResetRequestForm initialEmail={email} />
    </Dialog>
  );
}
