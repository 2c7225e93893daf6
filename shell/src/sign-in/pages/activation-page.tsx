import { Link } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
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
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.activate.title')}</h1>
      <p className="sh-auth-status" role="status" data-testid="activation-status" data-state={state} aria-busy={state === 'waiting'}>
        {state === 'waiting' && <span className="ui-spinner__wheel" aria-hidden="true" />}
        {t(`activate.${state}`)}
      </p>
      {state !== 'waiting' && (
        <p>
          <Link className="ui-button" to={`/${language}`}>
            {t('pages.continue')}
          </Link>
        </p>
      )}
    </div>
  );
}
