import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** §9 Catalogue carousel: autoplay every 5 s. */
export const AUTOPLAY_MS = 5000;
/** §9 slider speed: a slide change takes 600 ms. */
export const SPEED_MS = 600;

/** Ease-in-out over t in [0, 1]: starts and ends gently, like the shop's other sliders. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the track to `left` in SPEED_MS (the browser's own smooth scroll has no set duration). */
function scrollTrack(element: HTMLElement, left: number, instant: boolean): void {
  if (instant || typeof requestAnimationFrame !== 'function') {
    element.scrollTo({ left, behavior: 'auto' });
    return;
  }
  const from = element.scrollLeft;
  const to = Math.max(0, Math.min(left, element.scrollWidth - element.clientWidth));
  const start = performance.now();
  // Snapping would fight every intermediate position: off while moving, back at the end.
  element.style.scrollSnapType = 'none';
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / SPEED_MS);
    element.scrollLeft = from + (to - from) * easeInOut(t);
    if (t < 1) requestAnimationFrame(frame);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(frame);
}

interface CatalogueCarouselProps {
  count: number;
  labels: { previous: string; next: string; pause: string; play: string };
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
const subscribeReducedMotion = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/**
 * Account §2 / §9: more than two catalogues turn into a carousel (1 slide under 382 px, 2 otherwise,
 * autoplay 5 s, 600 ms per change). Plain scroll snapping with buttons: no slider library for a handful of covers.
 * Autoplay stops while the pointer or focus is inside, on request (WCAG 2.2.2) and with reduced motion.
 */
export function CatalogueCarousel({ count, labels, children }: CatalogueCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  // Reduced motion pauses it; the server (and so the hydrating render) assumes no preference.
  const reduced = useSyncExternalStore(subscribeReducedMotion, reducedMotion, () => false);
  // The shopper's own play / pause, once they have pressed the button.
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const paused = chosen === null ? reduced : chosen === 'pause';
  const setPaused = (toggle: (paused: boolean) => boolean) => setChosen(toggle(paused) ? 'pause' : 'play');
  const [held, setHeld] = useState(false);

  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const slide = element.querySelector<HTMLElement>(':scope > li');
    const width = slide?.offsetWidth ?? element.clientWidth;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    const atStart = element.scrollLeft <= 2;
    // Rewind at either end, as the other sliders of the shop do.
    const left = direction === 1 && atEnd ? 0 : direction === -1 && atStart ? element.scrollWidth : element.scrollLeft + direction * width;
    scrollTrack(element, left, reducedMotion());
  }, []);

  useEffect(() => {
    if (paused || held) return;
    const timer = setInterval(() => step(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, held, step]);

  return (
    <div
      className="acc-carousel"
      data-testid="catalogue-carousel"
      data-autoplay={!paused && !held}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul ref={track} className="acc-carousel__track" aria-live={paused ? 'polite' : 'off'} data-count={count}>
        {children}
      </ul>
      <div className="acc-carousel__controls">
        <button type="button" className="acc-carousel__button" aria-label={labels.previous} data-testid="carousel-previous" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="acc-carousel__button" data-testid="carousel-pause" onClick={() => setPaused((p) => !p)}>
          {paused ? labels.play : labels.pause}
        </button>
        <button type="button" className="acc-carousel__button" aria-label={labels.next} data-testid="carousel-next" onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
