/** Account §9: the sliders move at speed 600 (ms per page). */
export const SLIDE_SPEED_MS = 600;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Moves a strip of choices one page (its visible width) back or forth, eased over SLIDE_SPEED_MS;
 * at once for shoppers who ask for reduced motion. Native scrolling (touch, trackpad, the focus
 * moving with Tab) works as well: this only serves the arrow buttons.
 */
export function scrollStrip(list: HTMLElement, direction: -1 | 1): void {
  const from = list.scrollLeft;
  const to = Math.max(0, Math.min(list.scrollWidth - list.clientWidth, from + direction * list.clientWidth));
  if (to === from) return;
  if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
    list.scrollLeft = to;
    return;
  }
  const start = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - start) / SLIDE_SPEED_MS);
    const eased = 1 - (1 - progress) ** 3;
    list.scrollLeft = from + (to - from) * eased;
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
