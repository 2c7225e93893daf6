import { ContentLink } from './content-link.tsx';
import { useContentT } from './use-content-t.ts';
import './error-pages.css';

interface ErrorPageProps {
  language: string;
}

/** Storefront §2/§8: the 404 page (Error.1, Error.2) with a way back home. */
export function NotFoundContent({ language }: ErrorPageProps) {
  const t = useContentT(language);
  return (
    <section className="cnt-error-page" aria-labelledby="cnt-error-title">
      <p className="cnt-error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="cnt-error-title">{t('Error.1')}</h1>
      <p>{t('Error.2')}</p>
      <ContentLink language={language} menuHref="/" className="ui-button">
        {t('errorPage.backHome')}
      </ContentLink>
    </section>
  );
}

/** Storefront §2/§8: the 503 page (Error.3, Error.4). */
export function UnavailableContent({ language }: ErrorPageProps) {
  const t = useContentT(language);
  return (
    <section className="cnt-error-page" aria-labelledby="cnt-error-title">
      <p className="cnt-error-page__code" aria-hidden="true">
        503
      </p>
      <h1 id="cnt-error-title">{t('Error.3')}</h1>
      <p>{t('Error.4')}</p>
      <ContentLink language={language} menuHref="/" className="ui-button">
        {t('errorPage.backHome')}
      </ContentLink>
    </section>
  );
}
