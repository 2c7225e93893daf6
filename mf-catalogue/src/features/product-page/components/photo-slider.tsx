import { useSyncExternalStore } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { DEFAULT_IMAGE, PHOTO_SIZES, imageFallback, responsiveImage } from '@trama/shared/ui';
import { useSwiper } from '../../../components/use-swiper.ts';

/** §9 the mobile breakpoint: from 768 px the product page has its two columns. */
export const VERTICAL_FROM_PX = 768;

/**
 * §9 product photo sliders: autoplay 2500 ms, speed 600; one photo at a time on a phone, and
 * "the product-info vertical slider shows 3" from the mobile breakpoint on. catalogue.css lays
 * the slides out the same way before Swiper starts (`.cat-slider--vertical`), so nothing moves.
 */
export const PHOTO_SLIDER_OPTIONS = {
  autoplay: { delay: 2500, disableOnInteraction: true },
  speed: 600,
  direction: 'horizontal',
  slidesPerView: 1,
  breakpoints: { [VERTICAL_FROM_PX]: { direction: 'vertical', slidesPerView: 3 } },
} satisfies SwiperOptions;

const subscribeToNothing = () => () => undefined;
const runningInBrowser = () => true;
const notRunningOnServer = () => false;

/**
 * The product photos; the first is a plain high-priority image, swiper joins later (LCP).
 * The other slides get their photo once the page runs: until then they sit just beside the screen,
 * where even a lazy image is fetched at once, and three more photos would share a slow connection
 * with the first one (issue 13 §6). Server HTML and the first render in the browser are the same.
 * On a wide screen (three photos in view) the second and third boxes stay empty, at their final
 * size, until the page runs: the first photo alone competes with nothing for the largest paint.
 */
export function PhotoSlider({ photos, name, label }: { photos: string[]; name: string; label: string }) {
  const list = photos.length ? photos : [DEFAULT_IMAGE];
  const ref = useSwiper<HTMLDivElement>(PHOTO_SLIDER_OPTIONS, list.join('|'), list.length > 1);
  // false in the server HTML and while hydrating it, true right after (and on a browser render).
  const running = useSyncExternalStore(subscribeToNothing, runningInBrowser, notRunningOnServer);
  return (
    <div ref={ref} className="cat-slider cat-slider--vertical swiper" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper-wrapper">
        {list.map((src, index) => (
          <div key={`${src}-${index}`} className="swiper-slide cat-slider__slide">
            {(index === 0 || running) && (
            <img
              className="cat-product__photo"
              {...responsiveImage(src, { sizes: PHOTO_SIZES.page, width: 600, height: 750 })}
              alt={index === 0 ? name : ''}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              onError={imageFallback}
            />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
