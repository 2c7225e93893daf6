import type { SwiperOptions } from 'swiper/types';

/** Storefront §9 timings and layout. */
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_SPEED_MS = 600;
export const HOME_AUTOPLAY_MIN_WIDTH = 768;

/** §9: home autoplay is off below 768 px (and for shoppers who asked the system for less motion). */
export function homeAutoplayEnabled(viewportWidth: number, prefersReducedMotion = false): boolean {
  return viewportWidth >= HOME_AUTOPLAY_MIN_WIDTH && !prefersReducedMotion;
}

/** The home banner slider's settings for a viewport (§9: autoplay 5000 ms, speed 600). */
export function bannerSliderOptions(
  viewportWidth: number,
  prefersReducedMotion = false,
  labels?: { previous: string; next: string; slide: string },
): SwiperOptions {
  return {
    speed: SLIDER_SPEED_MS,
    slidesPerView: 1,
    rewind: true,
    autoplay: homeAutoplayEnabled(viewportWidth, prefersReducedMotion)
      ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    pagination: { el: '.cnt-banners__pagination', clickable: true },
    a11y: labels
      ? { prevSlideMessage: labels.previous, nextSlideMessage: labels.next, paginationBulletMessage: labels.slide }
      : {},
  };
}
