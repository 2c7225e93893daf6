import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';

const loadSignInPopup = () => import('../sign-in/components/sign-in-popup.tsx');
const SignInPopup = lazy(() => loadSignInPopup().then((m) => ({ default: m.SignInPopup })));
const PasswordResetPopup = lazy(() =>
  import('../sign-in/components/password-reset-popup.tsx').then((m) => ({ default: m.PasswordResetPopup })),
);

/** Starts loading the sign-in popup's code when the shopper is about to ask for it (hover, focus). */
export function preloadSignIn(): void {
  void loadSignInPopup().catch(() => undefined);
}

type OpenPanel = { panel: 'login' } | { panel: 'passwordReset'; email?: string } | null;

/**
 * The shell's popups (storefront §2: the login popup from the header and the password-reset
 * popup). Any slice opens them with the bus command `ui.open` {panel: 'login' | 'passwordReset'};
 * other panels belong to the remotes that observe the command (basket, stores, size guide).
 */
export function AuthPanels({ language }: { language: Language }) {
  const [open, setOpen] = useState<OpenPanel>(null);
  const close = useCallback(() => setOpen(null), []);
  const openReset = useCallback((email: string) => setOpen({ panel: 'passwordReset', email }), []);

  useEffect(() => {
    const bus = getBus();
    let signedIn = false;
    // Signed in here or in another tab: the sign-in popup has done its job.
    const auth = bus.select('auth').subscribe((fact) => {
      signedIn = fact.authenticated;
      if (signedIn) setOpen((current) => (current?.panel === 'login' ? null : current));
    });
    const offOpen = bus.handle('ui.open', ({ panel, props }) => {
      // A signed-in shopper has nothing to sign in to.
      if (panel === 'login' && !signedIn) setOpen({ panel });
      if (panel === 'passwordReset') setOpen({ panel, email: typeof props?.email === 'string' ? props.email : undefined });
    });
    const closes = bus.commands('ui.close').subscribe(({ panel }) => setOpen((current) => (current?.panel === panel ? null : current)));
    return () => {
      offOpen();
      auth.unsubscribe();
      closes.unsubscribe();
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {open?.panel === 'login' && <SignInPopup language={language} onClose={close} onForgotPassword={openReset} />}
      {open?.panel === 'passwordReset' && <PasswordResetPopup email={open.email} onClose={close} />}
    </Suspense>
  );
}
