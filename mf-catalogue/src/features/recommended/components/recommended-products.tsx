import { getApiClient } from '@trama/shared/api';
import { CONSENT_CHOICES, type BaseParcelProps, type ProductCard as ProductCardData } from '@trama/shared/contract';
import { useAsync, useConsent, useFlag, useServerData, type AsyncState } from '@trama/shared/ui';
import { browserId } from '../../../components/browser-id.ts';
import { cardOf } from '../../../components/card-of.ts';
import { ProductCardSlider } from '../../../components/product-card-slider.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchRecommended } from '../api/fetch-recommended.ts';

/** Named here too: the slider settings are §9's for the recommended products (tests read them here). */
export { LOOP_FROM, sliderOptions } from '../../../components/product-card-slider.tsx';

/** The browser's history counts only with cookie approval (browserId() is null otherwise). */
const load = async (signal: AbortSignal, _language: string, productId: number | null, approved: boolean): Promise<ProductCardData[]> =>
  (await fetchRecommended(getApiClient(), { productId: productId ?? undefined, browserId: approved ? browserId() : null }, signal)).map(cardOf);

export interface RecommendedProductsProps extends BaseParcelProps {
  /** The page's product, when the slider sits on a product page: recommend around it. */
  productId?: number;
}

/**
 * §2 recommended-products slider; hidden when there is nothing to recommend, and altogether when
 * the `personalization` flag is off (§9). Without cookie approval it recommends from the page's
 * product or the shop's ranking, never from this browser's history (§4, architecture §7).
 */
export function RecommendedProducts({ language, productId }: RecommendedProductsProps) {
  const personalization = useFlag('personalization');
  const consent = useConsent();
  // Issue 30 §5: a server render (and its hydration) recommends without any history — nothing
  // about the visitor is in a page every visitor gets — and only a shopper who approved cookies
  // asks again, with theirs, once the page runs. Rendered by the browser alone, it waits for the
  // shell's consent fact: one request, with or without the history.
  const rendered = useServerData() !== null;
  const approved = consent === CONSENT_CHOICES.approved;
  const args: [string, number | null, boolean] | null =
    personalization && (consent !== undefined || rendered) ? [language, productId ?? null, approved] : null;
  const state = useAsync(load, args);
  return personalization ? <RecommendedSlider language={language} state={state} /> : null;
}

function RecommendedSlider({ language, state }: { language: string; state: AsyncState<ProductCardData[]> }) {
  const t = useCatalogueT(language);
  const products = state.status === 'done' ? state.value.filter((p) => p.startingPrice > 0) : [];
  return (
    <ProductCardSlider
      language={language}
      products={products}
      titleId="cat-recommended-title"
      title={t('recommended.title')}
      className="cat-recommended"
      testId="recommended-products"
    />
  );
}
