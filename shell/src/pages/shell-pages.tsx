import './shell-pages.css';
import { lazy, Suspense } from 'react';
import type { Language, MenuItem } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import type { ShellPage } from '../routing/menu-screens.ts';

// The sign-in screens are rarely the first page: their code loads only when one is shown.
const LoginPage = lazy(() => import('../sign-in/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const SignInPage = lazy(() => import('../sign-in/pages/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const ActivationPage = lazy(() => import('../sign-in/pages/activation-page.tsx').then((m) => ({ default: m.ActivationPage })));
const NewsletterConfirmPage = lazy(() => import('./newsletter-confirm-page.tsx').then((m) => ({ default: m.NewsletterConfirmPage })));
const ResetFinishPage = lazy(() => import('../sign-in/pages/reset-finish-page.tsx').then((m) => ({ default: m.ResetFinishPage })));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

interface ShellPageViewProps {
  page: ShellPage;
  language: Language;
  /** The route's props (resolve-route.ts): activationKey, resetKey, orderPath, signinPath, menu. */
  props?: Record<string, unknown>;
}

function PageContent({ page, language, props = {} }: ShellPageViewProps) {
  switch (page) {
    case 'login':
      return <LoginPage language={language} signinPath={optionalText(props.signinPath)} />;
    case 'signin':
      return <SignInPage language={language} title={(props.menu as MenuItem | undefined)?.label || undefined} />;
    case 'activate':
      return <ActivationPage language={language} activationKey={text(props.activationKey)} />;
    case 'newsletter':
      return <NewsletterConfirmPage language={language} confirmKey={text(props.confirmKey)} />;
    case 'reset':
      return <ResetFinishPage language={language} resetKey={text(props.resetKey)} orderPath={optionalText(props.orderPath)} />;
  }
}

/** The shell's own pages (storefront §2 Sign-in, /login, /activate/{key}; account §2 /reset/finish/{key}). */
export function ShellPageView(props: ShellPageViewProps) {
  const { t } = useTranslation('shell');
  const loading = (
    <div className="sh-slot sh-slot--page" role="status" aria-busy="true">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className="ui-visually-hidden">{t('pages.loading')}</span>
    </div>
  );
  return (
    <section className="sh-page" data-boundary="shell" data-testid={`shell-page-${props.page}`}>
      <Suspense fallback={loading}>
        <PageContent {...props} />
      </Suspense>
    </section>
  );
}
