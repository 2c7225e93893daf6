import { useEffect, useState, type RefObject } from 'react';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { whenIdle } from '@trama/shared/ui';

/**
 * Turns the markup under `ref` (.swiper > .swiper-wrapper > .swiper-slide) into a slider once the
 * swiper code has loaded; until then — or if it never loads — the first slide simply shows.
 * Slides stay React's: no loop mode (it moves DOM nodes), `rewind` instead.
 */
export function useSwiper(ref: RefObject<HTMLElement | null>, options: SwiperOptions | null): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !options) return;
    let instance: Swiper | null = null;
    let active = true;
    // Not needed for the first view: the slider code comes once the page is idle.
    whenIdle()
      .then(() => (active ? import('./swiper-runtime.ts') : Promise.reject(new Error('unmounted'))))
      .then(({ Swiper: SwiperClass, SWIPER_MODULES }) => {
        if (!active) return;
        // Slides in a <ul> stay list items for assistive technology (Swiper would make them 'group').
        const inList = element.querySelector(':scope > .swiper-wrapper')?.tagName === 'UL';
        // Merged, not replaced: the caller's a11y holds the shopper's words for the bullets.
        const a11y = { ...(typeof options.a11y === 'object' ? options.a11y : {}), ...(inList ? { slideRole: 'listitem' } : {}) };
        instance = new SwiperClass(element, { ...options, a11y, modules: SWIPER_MODULES });
        setSwiper(instance);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [ref, options]);

  return swiper;
}
