import './profile.css';
import { useEffect, useState } from 'react';
import type { AccountProfile, Store } from '@trama/shared/contract';
import { Spinner } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { fetchChoosableStores, fetchProfile } from '../api/profile-api.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: AccountProfile };

/** Account §2 Personal information page: the profile form and a separate password-change form. */
export function ProfileSection({ language }: { language: string }) {
  const t = useAccountT(language);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // null until the stores answer (or when they cannot be loaded): the profile still shows.
  const [stores, setStores] = useState<Store[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal).then(
      (profile) => setLoaded({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[account] profile unavailable', error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    let live = true;
    fetchChoosableStores().then(
      (list) => live && setStores(list),
      (error: unknown) => console.warn('[account] stores unavailable', error),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loaded.status === 'loading') return <Spinner label={t('profile.loading')} />;
  if (loaded.status === 'failed')
    return (
      <p role="alert">
        {t('profile.loadFailed')}{' '}
        <button
          type="button"
          className="ui-link-button"
          onClick={() => {
            setLoaded({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('remote.retry')}
        </button>
      </p>
    );
  return (
    <div className="acc-profile" data-testid="account-profile">
      <ProfileForm
        key={loaded.profile.webClientId}
        language={language}
        profile={loaded.profile}
        stores={stores}
        onSaved={(profile) => setLoaded({ status: 'ready', profile })}
      />
      <PasswordForm language={language} />
    </div>
  );
}
