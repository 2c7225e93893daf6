import { DEFAULT_IMAGE, PHOTO_SIZES, imageFallback, responsiveImage } from '@trama/shared/ui';
import { useSwiper } from '../../../components/use-swiper.ts';

/** §9 product photo sliders: autoplay 2500 ms, speed 600. */
const OPTIONS = { autoplay: { delay: 2500, disableOnInteraction: true }, speed: 600, slidesPerView: 1 } as const;

/** The product photos; the first is a plain high-priority image, swiper joins later (LCP). */
export function PhotoSlider({ photos, name, label }: { photos: string[]; name: string; label: string }) {
  const list = photos.length ? photos : [DEFAULT_IMAGE];
  const ref = useSwiper<HTMLDivElement>(OPTIONS, list.join('|'), list.length > 1);
  return (
    <div ref={ref} className="cat-slider swiper" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper-wrapper">
        {list.map((src, index) => (
          <div key={`${src}-${index}`} className="swiper-slide cat-slider__slide">
            <img
              className="cat-product__photo"
              {...responsiveImage(src, { sizes: PHOTO_SIZES.page, width: 600, height: 750 })}
              alt={index === 0 ? name : ''}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              onError={imageFallback}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
