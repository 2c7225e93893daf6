import { fetchMenu, getApiClient } from '@trama/shared/api';
import type { MenuPageProps, Product } from '@trama/shared/contract';
import { imageFallback, useAsync } from '@trama/shared/ui';
import { ProductCard } from '../../../components/product-card.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchCataloguePage } from '../api/fetch-catalogue-page.ts';
import { JEWELLERY_KEY, blockProducts, findMenu, materialValues } from '../model/gold-silver.ts';

/** Types asked per block: more than 4, since sets (type C) are dropped afterwards. */
const ASK = 12;

async function loadBlocks(signal: AbortSignal, _language: string): Promise<{ gold: Product[]; silver: Product[] }> {
  const api = getApiClient();
  const jewellery = findMenu(await fetchMenu(api), JEWELLERY_KEY);
  if (!jewellery) return { gold: [], silver: [] };
  const { filters } = await fetchCataloguePage(api, jewellery.menuId, [], 1, signal);
  const block = async (metal: 'oro' | 'argento') => {
    const values = materialValues(filters, metal);
    if (!values.length) return [];
    const answer = await fetchCataloguePage(api, jewellery.menuId, [{ searchFilter: 'MATERIAL', values }], ASK, signal);
    return blockProducts(answer.products.content);
  };
  const [gold, silver] = await Promise.all([block('oro'), block('argento')]);
  return { gold, silver };
}

/** §2 gold-and-silver page (route key orEtArgent): a cover, then a gold and a silver block. */
export function GoldSilver({ menu, language }: MenuPageProps) {
  const t = useCatalogueT(language);
  const state = useAsync(loadBlocks, [language]);
  const cover = menu.visuals.find((v) => v.photo)?.photo;
  return (
    <section className="cat-gold" aria-labelledby="cat-gold-title">
      <header className="cat-gold__cover">
        {cover && <img className="cat-gold__photo" src={cover} alt="" width={1200} height={500} fetchPriority="high" onError={imageFallback} />}
        <h1 id="cat-gold-title" className="cat-list__title">
          {menu.label}
        </h1>
        {menu.description && <p className="cat-list__description">{menu.description}</p>}
      </header>
      {state.status === 'loading' && <Spinner label={t('remote.loading')} />}
      {state.status === 'failed' && (
        <p className="cat-list__error" role="alert">
          {t('error_message')}
        </p>
      )}
      {state.status === 'done' &&
        (['gold', 'silver'] as const).map((metal) =>
          state.value[metal].length ? (
            <section key={metal} className="cat-gold__block" data-testid="gold-silver-block" data-metal={metal} aria-labelledby={`cat-gold-${metal}`}>
              <h2 id={`cat-gold-${metal}`} className="cat-gold__heading">
                {t(`goldSilver.${metal}`)}
              </h2>
              <ul className="cat-cards">
                {state.value[metal].map((p) => (
                  <ProductCard key={p.productId} product={p} language={language} />
                ))}
              </ul>
            </section>
          ) : null,
        )}
    </section>
  );
}
