import { Link, useLocation } from 'react-router';
import { SUPPORTED_LANGUAGES, type Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { swapLanguage } from '../routing/language.ts';

/** Storefront §2 overlays: the language switcher keeps the page and swaps the language prefix. */
export function LanguageSwitcher({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  return (
    <nav className="sh-lang" aria-label={t('language.label')} data-testid="language-switcher">
      <ul className="sh-lang__list">
        {SUPPORTED_LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={`${swapLanguage(pathname, code)}${search}`}
              className="sh-lang__link"
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {code.toUpperCase()}
              <span className="sh-visually-hidden"> — {t(`language.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
