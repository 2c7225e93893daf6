import { useEffect, useRef } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { useLatest } from '@trama/shared/ui';
import { mountSwiper, type SliderHandle } from './swiper.ts';

/** Mounts a swiper on the returned element once per `key` (new slides = a new swiper). */
export function useSwiper<T extends HTMLElement>(options: SwiperOptions, key: string, enabled = true) {
  const ref = useRef<T | null>(null);
  const optionsRef = useLatest(options);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let handle: SliderHandle | null = null;
    let cancelled = false;
    void mountSwiper(element, optionsRef.current).then((h) => {
      if (cancelled) h?.destroy();
      else handle = h;
    });
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [key, enabled, optionsRef]);
  return ref;
}
