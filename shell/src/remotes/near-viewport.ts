/** How far below the screen a part starts loading, so it is there before the shopper reaches it. */
export const NEAR_VIEWPORT_MARGIN = '600px';

/**
 * Resolves once the element is on screen or within NEAR_VIEWPORT_MARGIN of it (at once where
 * IntersectionObserver is missing). A part below the fold — the footer's newsletter — then costs
 * a shopper who never scrolls there nothing.
 */
export function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `0px 0px ${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
  });
}
