import { useEffect, useRef } from 'react';
import { useLatest } from '@trama/shared/ui';

/**
 * Calls `onVisible` when the returned sentinel enters the viewport by `threshold`
 * (§9: 0.3 for lists, 0.5 for search). Off while `enabled` is false (all loaded, or loading).
 */
export function useInfiniteScroll<T extends Element>(onVisible: () => void, threshold: number, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useLatest(onVisible);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { threshold },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, threshold, callback]);
  return ref;
}
