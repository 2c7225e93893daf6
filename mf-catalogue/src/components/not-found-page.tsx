import { ShopLink, useServerPageHead } from '@trama/shared/ui';
import { useCatalogueT } from './use-catalogue-t.ts';

/**
 * Storefront §2/§8: the 404 page (Error.1, Error.2), drawn in place by a catalogue page whose
 * address names nothing (a product slug the API refuses, a filter that does not exist): status 404
 * on the server, no canonical or alternates (issue 29 §8, §19). `back`: the nearest real page.
 */
export function NotFoundPage({ language, back }: { language: string; back?: { to: string; label: string } }) {
  const t = useCatalogueT(language);
  useServerPageHead({ status: 404, title: t('Error.1') });
  return (
    <section className="ui-page cat-product cat-product--missing" aria-labelledby="cat-not-found-title" data-testid="catalogue-not-found">
      <h1 id="cat-not-found-title" className="cat-product__missing">
        {t('Error.1')}
      </h1>
      <p>{t('Error.2')}</p>
      <p>
        {back && (
          <ShopLink language={language} to={back.to} className="ui-button">
            {back.label}
          </ShopLink>
        )}{' '}
        <ShopLink language={language} to="/" className="ui-button">
          {t('remote.backHome')}
        </ShopLink>
      </p>
    </section>
  );
}
