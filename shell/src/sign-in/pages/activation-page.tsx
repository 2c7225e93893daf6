import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import '../sign-in.css';
import { activateAndSignIn } from '../api/auth-actions.ts';

type ActivationState = 'waiting' | 'activated' | 'failed';

// A key is single use: a second render or a canonical-path redirect must not send it twice.
const activations = new Map<string, Promise<void>>();
function activateOnce(key: string): Promise<void> {
  let activation = activations.get(key);
  if (!activation) {
    activation = key ? activateAndSignIn(key) : Promise.reject(new Error('No activation key'));
    activations.set(key, activation);
  }
  return activation;
}

/**
 * Storefront §2 Account activation: a waiting message, then activated or 'Not able to activate
 * account.'; §4 Account creation: the activation signs the shopper in.
 */
export function ActivationPage({ language, activationKey }: { language: Language; activationKey: string }) {
  const { t } = useTranslation('shell');
  const [result, setResult] = useState<{ key: string; state: ActivationState } | null>(null);

  useEffect(() => {
    let live = true;
    activateOnce(activationKey).then(
      () => live && setResult({ key: activationKey, state: 'activated' }),
      () => live && setResult({ key: activationKey, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [activationKey]);

  const state: ActivationState = result?.key === activationKey ? result.state : 'waiting';
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{t('pages.activate.title')}</h1>
      <p className="sh-auth-status" role="status" data-testid="activation-status" data-state={state} aria-busy={state === 'waiting'}>
        {state === 'waiting' && <span className="sh-spinner" aria-hidden="true" />}
        {t(`activate.${state}`)}
      </p>
      {state !== 'waiting' && (
        <p>
          <Link className="sh-button" to={`/${language}`}>
            {t('pages.continue')}
          </Link>
        </p>
      )}
    </div>
  );
}
