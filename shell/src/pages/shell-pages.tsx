import './shell-pages.css';
import { Link } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import type { ShellPage } from '../routing/menu-screens.ts';

/**
 * The shell's own pages (storefront §2 Sign-in, /login, /activate/{key}). A first, honest version:
 * they say sign-in is coming and send the shopper on; the auth work completes them.
 */
export function ShellPageView({ page, language }: { page: ShellPage; language: Language }) {
  const { t } = useTranslation('shell');
  return (
    <section className="sh-page" data-boundary="shell" data-testid={`shell-page-${page}`}>
      <h1 className="sh-page__title">{t(`pages.${page}.title`)}</h1>
      <p>{t(`pages.${page}.text`)}</p>
      <p>
        <Link className="sh-button" to={`/${language}`}>
          {t('pages.continue')}
        </Link>
      </p>
    </section>
  );
}
