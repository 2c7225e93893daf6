import { ContentLink } from './content-link.tsx';
import { useContentT } from './use-content-t.ts';
import './error-pages.css';

interface ErrorPageProps {
  language: string;
}

/** One error page: its code, its title and text keys, and a way back home. */
function ErrorPage({ language, code, titleKey, textKey }: ErrorPageProps & { code: number; titleKey: string; textKey: string }) {
  const t = useContentT(language);
  return (
    <section className="cnt-error-page" aria-labelledby="cnt-error-title">
      <p className="cnt-error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="cnt-error-title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <ContentLink language={language} menuHref="/" className="ui-button">
        {t('errorPage.backHome')}
      </ContentLink>
    </section>
  );
}

/** Storefront §2/§8: the 404 page (Error.1, Error.2) with a way back home. */
export function NotFoundContent({ language }: ErrorPageProps) {
  return <ErrorPage language={language} code={404} titleKey="Error.1" textKey="Error.2" />;
}

/** Storefront §2/§8: the 503 page (Error.3, Error.4). */
export function UnavailableContent({ language }: ErrorPageProps) {
  return <ErrorPage language={language} code={503} titleKey="Error.3" textKey="Error.4" />;
}
