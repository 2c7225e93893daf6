import { ApiError, fetchContentGrid, fetchMenu, getApiClient } from '@trama/shared/api';
import type { MenuPageProps, ProductCard as ProductCardData } from '@trama/shared/contract';
import { imageFallback, Spinner, useAsync } from '@trama/shared/ui';
import { ProductCard } from '../../../components/product-card.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchCataloguePage } from '../api/fetch-catalogue-page.ts';
import { JEWELLERY_KEY, blockProducts, findMenu, materialValues } from '../model/gold-silver.ts';
import { goldSilverGrid, type GoldSilverGrid } from '../model/gold-silver-grid.ts';

/** Types asked per block: more than 4, since sets (type C) are dropped afterwards. */
const ASK = 12;

interface GoldSilverData {
  grid: GoldSilverGrid;
  gold: ProductCardData[];
  silver: ProductCardData[];
}

async function loadBlocks(signal: AbortSignal): Promise<{ gold: ProductCardData[]; silver: ProductCardData[] }> {
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

/** The page's CMS grid; a grid the CMS does not have leaves the page with the menu's texts. */
async function loadGrid(gridId: number | null): Promise<GoldSilverGrid> {
  if (gridId === null) return goldSilverGrid([]);
  try {
    return goldSilverGrid(await fetchContentGrid(getApiClient(), gridId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return goldSilverGrid([]);
    throw error;
  }
}

/** Module level, as useAsync wants: the server renders cover and blocks (docs/rendering.md). */
async function loadPage(signal: AbortSignal, gridId: number | null, _language: string): Promise<GoldSilverData> {
  const [grid, blocks] = await Promise.all([loadGrid(gridId), loadBlocks(signal)]);
  return { grid, ...blocks };
}

/** §2 gold-and-silver page (route key orEtArgent): the cover of its CMS grid, then a gold and a silver block (§9 4 then 4). */
export function GoldSilver({ menu, language }: MenuPageProps) {
  const t = useCatalogueT(language);
  const state = useAsync(loadPage, [menu.gridId ?? null, language]);
  const grid = state.status === 'done' ? state.value.grid : null;
  // The cover is the CMS grid's (storefront §2); the menu's own visual and description stand in without one.
  const cover = grid?.cover?.photo ?? menu.visuals.find((v) => v.photo)?.photo;
  const lead = grid?.cover?.subtitle ?? menu.description;
  return (
    <section className="cat-gold" aria-labelledby="cat-gold-title">
      <header className="cat-gold__cover" data-testid="gold-silver-cover">
        {cover && <img className="cat-gold__photo" src={cover} alt={grid?.cover?.alt ?? ''} width={1200} height={500} fetchPriority="high" onError={imageFallback} />}
        <h1 id="cat-gold-title" className="ui-page__title cat-list__title">
          {menu.label || grid?.cover?.title}
        </h1>
        {lead && <p className="cat-list__description">{lead}</p>}
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
                {state.value.grid[metal].title ?? t(`goldSilver.${metal}`)}
              </h2>
              {state.value.grid[metal].text && <p className="cat-gold__lead">{state.value.grid[metal].text}</p>}
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
