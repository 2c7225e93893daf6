import { ShopLink, Spinner, useAsync } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { loadShopperStores } from '../api/shopper-api.ts';

/**
 * The booking page reached without a store (the sitemap's "Personal shopper" link, a bookmark):
 * the stores that offer a personal shopper, each a link to this page with its storeId (issue 29
 * point 16). It used to send the visitor home without a word.
 */
export function ShopperStoreChoice({ language, path }: { language: string; path: string }) {
  const t = useStoresT(language);
  const stores = useAsync(loadShopperStores, []);
  if (stores.status === 'failed') {
    return (
      <p role="alert" className="sto-locator__error">
        {t('shopper.storesError')}
      </p>
    );
  }
  if (stores.status !== 'done') return <Spinner label={t('remote.loading')} />;
  return (
    <section className="sto-shopper__choice" aria-labelledby="sto-shopper-choice" data-testid="shopper-store-choice">
      <h2 id="sto-shopper-choice" className="sto-shopper__step">
        {t('shopper.chooseStore')}
      </h2>
      <p>{t('shopper.chooseStoreIntro')}</p>
      <ul className="sto-shopper__stores">
        {stores.value.map((store) => (
          <li key={store.storeId} data-testid="shopper-store-option">
            <ShopLink language={language} to={`${path}?storeId=${store.storeId}`}>
              {store.name}
            </ShopLink>
            <span>
              {' '}
              — {store.address}, {store.zip} {store.city}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
