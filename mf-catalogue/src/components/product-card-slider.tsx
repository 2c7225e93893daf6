import type { ProductCard as ProductCardData } from '@trama/shared/contract';
import { PHOTO_SIZES } from '@trama/shared/ui';
import { ProductCard } from './product-card.tsx';
import { useSwiper } from './use-swiper.ts';

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

interface ProductCardSliderProps {
  language: string;
  /** The cards, priced ones only (the caller filters): none draws nothing. */
  products: ProductCardData[];
  titleId: string;
  title: string;
  className: string;
  testId: string;
}

/**
 * A titled row of product cards, a slider on small screens and a row of four from 1020 px (§9):
 * the recommended products (§2) and a magazine's favourites draw the same one.
 */
export function ProductCardSlider({ language, products, titleId, title, className, testId }: ProductCardSliderProps) {
  const ref = useSwiper<HTMLDivElement>(sliderOptions(products.length), products.map((p) => p.productId).join(','), products.length > 0);
  if (products.length === 0) return null;
  return (
    <section className={className} data-testid={testId} aria-labelledby={titleId}>
      <h2 id={titleId} className="cat-recommended__title">
        {title}
      </h2>
      <div ref={ref} className="cat-slider cat-slider--cards swiper" role="region" aria-roledescription="carousel" aria-labelledby={titleId}>
        <ul className="swiper-wrapper">
          {products.map((p) => (
            <ProductCard key={p.productId} product={p} language={language} className="swiper-slide" photoSizes={PHOTO_SIZES.slider} />
          ))}
        </ul>
      </div>
    </section>
  );
}
