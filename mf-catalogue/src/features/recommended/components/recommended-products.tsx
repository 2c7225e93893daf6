import { getApiClient } from '@trama/shared/api';
import type { BaseParcelProps } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { browserId } from '../../../components/browser-id.ts';
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

const load = (signal: AbortSignal, _language: string) => fetchRecommended(getApiClient(), browserId(), signal);

/** §2 recommended-products slider; hidden when there is nothing to recommend. */
export function RecommendedProducts({ language }: BaseParcelProps) {
  const t = useCatalogueT(language);
  const state = useAsync(load, [language]);
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
            <ProductCard key={p.productId} product={p} language={language} className="swiper-slide" />
          ))}
        </ul>
      </div>
    </section>
  );
}
