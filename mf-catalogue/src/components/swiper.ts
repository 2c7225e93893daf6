import type { SwiperOptions } from 'swiper/types';
import { whenIdle } from '@trama/shared/ui';
// Only the rules the sliders use (issue 29 §20), not 'swiper/css', which the page would inline whole.
import '@trama/shared/ui/swiper-core.css';

export interface SliderHandle {
  destroy: () => void;
}

function reducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Turns server-rendered slides into a swiper, loaded on demand: the first photo is a plain image
 * in the page, so the largest paint never waits for this chunk. Only the modules used are imported.
 * Autoplay stays off for shoppers who ask for reduced motion.
 */
export async function mountSwiper(element: HTMLElement, options: SwiperOptions): Promise<SliderHandle | null> {
  try {
    // Not needed for the first view: the slider code comes once the page is idle.
    await whenIdle();
    if (!element.isConnected) return null;
    const [{ default: Swiper }, { A11y, Autoplay }] = await Promise.all([import('swiper'), import('swiper/modules')]);
    const autoplay = reducedMotion() ? false : options.autoplay;
    // Slides in a <ul> stay list items for assistive technology (Swiper would make them 'group'),
    // and loop mode must not add blank <div> slides to that list.
    const inList = element.querySelector(':scope > .swiper-wrapper')?.tagName === 'UL';
    const a11y = inList ? { slideRole: 'listitem' } : {};
    const swiper = new Swiper(element, { modules: [A11y, Autoplay], loopAddBlankSlides: !inList, ...options, a11y, autoplay });
    return { destroy: () => swiper.destroy(true, true) };
  } catch (error) {
    // The slides stay readable as a plain strip: a slider that fails to start is not worth an error page.
    console.warn('[catalogue] slider not started', error);
    return null;
  }
}
