import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { KeyStatusPage } from '../key-status-page.tsx';
import { useSingleUseKey } from '../use-single-use-key.ts';
import { activateAndSignIn } from '../api/auth-actions.ts';

/**
 * Storefront §2 Account activation: a waiting message, then activated or 'Not able to activate
 * account.'; §4 Account creation: the activation signs the shopper in.
 */
export function ActivationPage({ language, activationKey }: { language: Language; activationKey: string }) {
  const { t } = useTranslation('shell');
  const activation = useSingleUseKey('activation', activationKey, activateAndSignIn);
  const state = activation.state === 'done' ? 'activated' : activation.state;
  return (
    <KeyStatusPage language={language} title={t('pages.activate.title')} testId="activation-status" state={state}>
      {t(`activate.${state}`)}
    </KeyStatusPage>
  );
}
