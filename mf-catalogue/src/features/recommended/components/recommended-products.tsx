import { getApiClient } from '@trama/shared/api';
import { CONSENT_CHOICES, type BaseParcelProps, type ProductCard as ProductCardData } from '@trama/shared/contract';
import { PHOTO_SIZES, useAsync, useConsent, useFlag, useServerData, type AsyncState } from '@trama/shared/ui';
import { browserId } from '../../../components/browser-id.ts';
import { cardOf } from '../../../components/card-of.ts';
import { ProductCard } from '../../../components/product-card.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { useSwiper } from '../../../components/use-swiper.ts';
import { fetchRecommended } from '../api/fetch-recommended.ts';

/** §9 a slider loops with more than 5 products. */
export const LOOP_FROM = 6;

/** §9 slider settings: autoplay 5000 ms, speed 600; 1 per view, 2 from 382 px, 3 from 680 px, 4 from 1020 px. */
export function sliderOptions(count: number) {
  return {
    slidesPerView: 1,
    spaceBetween: 16,
    speed: 600,
    autoplay: { delay: 5000, disableOnInteraction: true },
    loop: count >= LOOP_FROM,
    breakpoints: { 382: { slidesPerView: 2 }, 680: { slidesPerView: 3 }, 1020: { slidesPerView: 4 } },
  };
}

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
  const ref = useSwiper<HTMLDivElement>(sliderOptions(products.length), products.map((p) => p.productId).join(','), products.length > 0);
  if (products.length === 0) return null;
  return (
    <section className="cat-recommended" data-testid="recommended-products" aria-labelledby="cat-recommended-title">
      <h2 id="cat-recommended-title" className="cat-recommended__title">
        {t('recommended.title')}
      </h2>
      <div ref={ref} className="cat-slider cat-slider--cards swiper" role="region" aria-roledescription="carousel" aria-labelledby="cat-recommended-title">
        <ul className="swiper-wrapper">
          {products.map((p) => (
            <ProductCard key={p.productId} product={p} language={language} className="swiper-slide" photoSizes={PHOTO_SIZES.slider} />
          ))}
        </ul>
      </div>
    </section>
  );
}
